import { Route, Routes } from '@greencart/shared-ui/router';
import type { RuntimeConfig } from '@greencart/shared-ui';
import { RemoteSlot } from './remotes/RemoteSlot';
import type { RemoteLoader } from './remotes/types';

/** Titles shown when a remote cannot be loaded. */
export const UNAVAILABLE_TITLES = {
  storefront: 'The shop is unavailable right now',
  seller: 'The seller portal is unavailable right now',
} as const;

/** Props of {@link ShellRoutes}. */
export interface ShellRoutesProps {
  config: RuntimeConfig;
  loader: RemoteLoader;
  onRemoteError?: (error: Error) => void;
}

/**
 * The layout switch: `/seller/*` mounts the seller remote, everything else the storefront.
 * Each remote renders its own routes below its mount point. The seller remote is only
 * requested when a /seller route renders.
 */
export function ShellRoutes({ config, loader, onRemoteError }: ShellRoutesProps) {
  return (
    <Routes>
      <Route
        path="/seller/*"
        element={
          // Keys make React mount a fresh slot when the route switches remotes; without
          // them the seller slot (and its loaded App) would be reused for the storefront.
          <RemoteSlot
            key="seller"
            name="seller"
            loader={loader}
            config={config}
            unavailableTitle={UNAVAILABLE_TITLES.seller}
            onError={onRemoteError}
          />
        }
      />
      <Route
        path="/*"
        element={
          <RemoteSlot
            key="storefront"
            name="storefront"
            loader={loader}
            config={config}
            unavailableTitle={UNAVAILABLE_TITLES.storefront}
            onError={onRemoteError}
          />
        }
      />
    </Routes>
  );
}
