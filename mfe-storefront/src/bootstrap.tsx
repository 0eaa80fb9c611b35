import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { BrowserRouter, Route, Routes } from '@greencart/shared-ui/router';
import { loadRuntimeConfig, RemoteUnavailable } from '@greencart/shared-ui';
import '@greencart/shared-ui/styles.css';
import App from './App';

/**
 * Standalone start for the storefront team: the App under its own router at the same mount
 * path the shell uses (`/*`), with this server's `/config.json`.
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
            <Route path="/*" element={<App config={config} />} />
          </Routes>
        </BrowserRouter>
      </StrictMode>,
    );
  } catch (error) {
    root.render(
      <RemoteUnavailable
        title="The shop is unavailable right now"
        message={error instanceof Error ? error.message : 'config.json could not be loaded.'}
        onRetry={() => window.location.reload()}
      />,
    );
  }
}

void start();
