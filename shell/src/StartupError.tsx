import { RemoteUnavailable } from './RemoteUnavailableLazy';

/** Shown when the shell itself cannot start (e.g. `/config.json` is missing or invalid). */
export function StartupError() {
  return (
    <main className="shell-unavailable">
      <RemoteUnavailable
        what="startup"
        title="GreenCart is unavailable right now"
        message="The store could not start. Please try again in a moment."
        onRetry={() => window.location.reload()}
      />
    </main>
  );
}
