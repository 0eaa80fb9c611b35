import { createFederationLoader, type FederationRuntime } from './federationLoader';
import { RemoteLoadError } from './types';

const manifests = {
  storefront: 'http://localhost:8081/mf-manifest.json',
  seller: 'http://localhost:8082/mf-manifest.json',
};

function App() {
  return null;
}

function fakeRuntime(loadRemote: (id: string) => Promise<unknown>) {
  return {
    loadRemote: jest.fn(loadRemote),
    registerRemotes: jest.fn(),
  } satisfies FederationRuntime;
}

describe('createFederationLoader', () => {
  it("loads '<name>/App' once and shares the result", async () => {
    const runtime = fakeRuntime(async () => ({ default: App }));
    const loader = createFederationLoader(runtime, manifests);
    const [first, second] = await Promise.all([
      loader.load('storefront'),
      loader.load('storefront'),
    ]);
    expect(first.default).toBe(App);
    expect(second).toBe(first);
    expect(runtime.loadRemote.mock.calls).toEqual([['storefront/App']]);
  });

  it('does not keep a failed load, and reset makes the runtime drop its cached manifest', async () => {
    let up = false;
    const runtime = fakeRuntime(async () => {
      if (!up) throw new Error('Failed to fetch');
      return { default: App };
    });
    const loader = createFederationLoader(runtime, manifests);
    await expect(loader.load('seller')).rejects.toThrow('Failed to fetch');

    loader.reset('seller');
    expect(runtime.registerRemotes).toHaveBeenCalledWith(
      [{ name: 'seller', entry: manifests.seller }],
      { force: true },
    );

    up = true;
    await expect(loader.load('seller')).resolves.toEqual({ default: App });
    expect(runtime.loadRemote).toHaveBeenCalledTimes(2);
  });

  it('rejects a remote without an App, or missing from config.json', async () => {
    const runtime = fakeRuntime(async () => ({ somethingElse: true }));
    await expect(createFederationLoader(runtime, manifests).load('storefront')).rejects.toThrow(
      RemoteLoadError,
    );
    await expect(createFederationLoader(runtime, {}).load('seller')).rejects.toThrow(
      /no manifest URL/,
    );
  });
});
