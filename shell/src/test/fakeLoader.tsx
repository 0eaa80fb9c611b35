import { useLocation } from 'react-router-dom';
import type { RemoteAppModule, RemoteAppProps, RemoteLoader, RemoteName } from '../remotes/types';

/** A remote App for tests: says which remote it is and where it is mounted. */
export function fakeRemoteModule(name: RemoteName): RemoteAppModule {
  function FakeRemoteApp({ config }: RemoteAppProps) {
    const location = useLocation();
    return (
      <p>
        {name} app at {location.pathname} talking to {config.apiUrl}
      </p>
    );
  }
  return { default: FakeRemoteApp };
}

/** A {@link RemoteLoader} whose `load` is a jest mock the test scripts. */
export function fakeLoader(load: (name: RemoteName) => Promise<RemoteAppModule>) {
  return {
    load: jest.fn(load),
    reset: jest.fn<void, [RemoteName]>(),
  } satisfies RemoteLoader;
}
