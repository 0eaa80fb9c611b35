import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { BrowserRouter, Navigate, Route, Routes } from '@greencart/shared-ui/router';
import { loadRuntimeConfig, RemoteUnavailable } from '@greencart/shared-ui';
import '@greencart/shared-ui/styles.css';
import App from './App';
import { sellerT } from './i18n/catalogue';

/**
 * Standalone start for the seller team: the App under its own router at the same mount
 * path the shell uses (`/seller/*`), with this server's `/config.json`. Other paths lead
 * to /seller, since the storefront is not part of this build.
 */
async function start(): Promise<void> {
  const container = document.getElementById('root');
  if (!container) throw new Error('index.html has no #root element');
  const root = createRoot(container);
  try {
    const config = await loadRuntimeConfig('/config.json');
    root.render(
      <StrictMode>
        <BrowserRouter>
          <Routes>
            <Route path="/seller/*" element={<App config={config} />} />
            <Route path="*" element={<Navigate to="/seller" replace />} />
          </Routes>
        </BrowserRouter>
      </StrictMode>,
    );
  } catch (error) {
    const t = sellerT();
    root.render(
      <RemoteUnavailable
        title={t('app.unavailable')}
        message={error instanceof Error ? error.message : t('app.configNotLoaded')}
        onRetry={() => window.location.reload()}
      />,
    );
  }
}

void start();
