import { preloadRemoteFiles, startEarlyLoads } from './earlyLoads';
import { earlyManifestPlugin } from '../remotes/earlyManifestPlugin';

const manifestUrl = 'http://localhost:8081/mf-manifest.json';
const manifest = {
  metaData: { publicPath: 'auto', remoteEntry: { path: '', name: 'remoteEntry.js' } },
  exposes: [
    {
      assets: {
        js: { sync: ['876.abc.js', '__federation_expose_App.def.js'] },
        css: { sync: ['876.abc.css'] },
      },
    },
  ],
};

function response(body: unknown): Response {
  return {
    ok: true,
    status: 200,
    json: async () => body,
    clone() {
      return response(body);
    },
  } as unknown as Response;
}

function preloads() {
  return Array.from(document.head.querySelectorAll<HTMLLinkElement>('link[rel="preload"]')).map(
    (l) => [l.as, l.href],
  );
}

const originalFetch = globalThis.fetch;
afterEach(() => {
  globalThis.fetch = originalFetch;
  document.head.innerHTML = '';
});

describe('preloadRemoteFiles', () => {
  it("preloads the remote's entry and its App files, next to the manifest", () => {
    preloadRemoteFiles(manifestUrl, manifest);
    expect(preloads()).toEqual([
      ['script', 'http://localhost:8081/remoteEntry.js'],
      ['script', 'http://localhost:8081/876.abc.js'],
      ['script', 'http://localhost:8081/__federation_expose_App.def.js'],
      ['style', 'http://localhost:8081/876.abc.css'],
    ]);
  });
});

describe('startEarlyLoads', () => {
  it('fetches the config and then the storefront manifest on storefront pages', async () => {
    const fetchMock = jest.fn(async (url: string) =>
      response(
        url === '/config.json'
          ? { remotes: { storefront: manifestUrl, seller: 'http://s/m.json' } }
          : manifest,
      ),
    );
    globalThis.fetch = fetchMock as unknown as typeof fetch;
    const early = startEarlyLoads('/products');
    await early.config;
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(fetchMock.mock.calls.map(([url]) => url)).toEqual(['/config.json', manifestUrl]);
    expect([...early.manifests.keys()]).toEqual([manifestUrl]);
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(preloads()).toHaveLength(4);
  });

  it('fetches only the config on seller pages (never the seller remote, not the storefront)', async () => {
    const fetchMock = jest.fn(async () => response({ remotes: { storefront: manifestUrl } }));
    globalThis.fetch = fetchMock as unknown as typeof fetch;
    const early = startEarlyLoads('/seller/orders');
    await early.config;
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(fetchMock).toHaveBeenCalledTimes(1);
    expect(early.manifests.size).toBe(0);
  });
});

describe('earlyManifestPlugin', () => {
  it('hands the early manifest response to the runtime once, then lets it fetch', async () => {
    const early = Promise.resolve(response(manifest));
    const plugin = earlyManifestPlugin(new Map([[manifestUrl, early]]));
    const fetchHook = plugin.fetch as (url: string, init: RequestInit) => unknown;
    expect(fetchHook(manifestUrl, {})).toBe(early);
    expect(fetchHook(manifestUrl, {})).toBeUndefined();
    expect(fetchHook('http://other/mf-manifest.json', {})).toBeUndefined();
  });
});
