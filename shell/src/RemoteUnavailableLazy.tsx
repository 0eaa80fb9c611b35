import { lazy, Suspense } from 'react';
import type { RemoteUnavailableProps } from '@greencart/shared-ui';
import { BootSplash } from './BootSplash';

/**
 * The kit's `RemoteUnavailable`, loaded when first shown. The shell's start-up consumes no
 * shared kit (see `@greencart/shared-ui/startup`), and this is only needed when something
 * failed; it then comes from the shell's own origin, whichever remote is down.
 */
const KitRemoteUnavailable = lazy(() =>
  import('@greencart/shared-ui').then((kit) => ({ default: kit.RemoteUnavailable })),
);

export function RemoteUnavailable(props: RemoteUnavailableProps) {
  return (
    <Suspense fallback={<BootSplash />}>
      <KitRemoteUnavailable {...props} />
    </Suspense>
  );
}
