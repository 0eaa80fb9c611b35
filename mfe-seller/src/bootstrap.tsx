import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { BrowserRouter, Navigate, Route, Routes } from '@greencart/shared-ui/router';
import { loadRuntimeConfig, RemoteUnavailable } from '@greencart/shared-ui';
import '@greencart/shared-ui/styles.css';
import App from './App';

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
    root.render(
      <RemoteUnavailable
        title="The seller portal is unavailable right now"
        message={error instanceof Error ? error.message : 'config.json could not be loaded.'}
        onRetry={() => window.location.reload()}
      />,
    );
  }
}

void start();
