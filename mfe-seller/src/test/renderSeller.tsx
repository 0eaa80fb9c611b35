import { render } from '@testing-library/react';
import userEvent, { type UserEvent } from '@testing-library/user-event';
import { MemoryRouter, Route, Routes } from 'react-router-dom';
import { Toaster, type RuntimeConfig } from '@greencart/shared-ui';
import App from '../App';

/** The run-time config the tests mount the App with. */
export const TEST_CONFIG: RuntimeConfig = {
  apiUrl: 'http://api.test',
  remotes: {},
  onlinePayment: true,
};

/**
 * Mounts the seller App the way the shell does (at `/seller/*` inside its router) at `path`,
 * with a stand-in storefront at `/` (with its own Toaster, as the real one has) to see where
 * logout leads.
 */
export function renderSeller(path = '/seller', user: UserEvent = userEvent.setup()) {
  const view = render(
    <MemoryRouter initialEntries={[path]}>
      <Routes>
        <Route path="/seller/*" element={<App config={TEST_CONFIG} />} />
        <Route
          path="/"
          element={
            <>
              <h1>Storefront home</h1>
              <Toaster />
            </>
          }
        />
      </Routes>
    </MemoryRouter>,
  );
  return { user, ...view };
}
