import { assetUrl, cardImage } from '@greencart/shared-ui/images';
import {
  applyPreloadPlan,
  inStartingLanguage,
  fetchWithImages,
  frameImageUrls,
  installEarlyLoads,
  preloadLanguageFonts,
  routeMatches,
  setFrameImagesFetch,
  startEarlyLoads,
  hasLocalFont,
  startingLanguage,
  takeEarlyLoads,
  type EarlyManifest,
  type PreloadRoute,
} from './earlyLoads';
import { earlyManifestPlugin } from '../remotes/earlyManifestPlugin';

const manifestUrl = 'http://localhost:8081/mf-manifest.json';
const plan: PreloadRoute[] = [
  { route: '/', files: ['remoteEntry.js', 'App.def.js', 'App.def.css'], shared: [], api: [] },
  {
    route: '/products/*/*',
    files: ['remoteEntry.js', 'app.js', 'page.js', 'app.css'],
    shared: ['@greencart/shared-ui', 'not-provided'],
    api: ['/api/product/{2}'],
  },
  {
    route: '*',
    files: ['remoteEntry.js', 'app.js'],
    shared: [],
    api: ['/api/product/list', '/api/user/is-auth'],
  },
];
const fonts = {
  en: [],
  si: [
    { file: 'assets/sinhala.1a.woff2', local: ['Noto Sans Sinhala', 'NotoSansSinhala-Regular'] },
  ],
  ta: [{ file: 'assets/tamil.2b.woff2', local: ['Noto Sans Tamil'] }],
};
const manifest = { metaData: { greencartPreload: plan, greencartFonts: fonts } };

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
    (l) => [l.getAttribute('as'), l.href],
  );
}

const originalFetch = globalThis.fetch;
afterEach(() => {
  globalThis.fetch = originalFetch;
  document.head.innerHTML = '';
  delete window.__greencartEarly;
  delete window.__greencartEarlyAnswers;
  setFrameImagesFetch(undefined);
  localStorage.clear();
  jest.restoreAllMocks();
});

/** Lets the promises already settled run their callbacks. */
const settle = () => new Promise((resolve) => setTimeout(resolve, 0));

/** The browser's languages as `navigator.languages` reports them. */
function browserLanguages(languages: string[]) {
  jest.spyOn(navigator, 'languages', 'get').mockReturnValue(languages);
}

describe('startEarlyLoads', () => {
  it('fetches the config, then the storefront manifest, preloads its files and preconnects to the API', async () => {
    const fetchMock = jest.fn(async (url: string) =>
      response(
        url === '/config.json'
          ? {
              apiUrl: 'http://api.example:4000',
              remotes: { storefront: manifestUrl, seller: 'http://s/m.json' },
            }
          : manifest,
      ),
    );
    globalThis.fetch = fetchMock as unknown as typeof fetch;
    const early = startEarlyLoads('/');
    const fetched = await early.manifest;
    expect(fetchMock.mock.calls.map(([url]) => url)).toEqual(['/config.json', manifestUrl]);
    expect(fetched?.url).toBe(manifestUrl);
    expect(preloads()).toEqual([
      ['script', 'http://localhost:8081/remoteEntry.js'],
      ['script', 'http://localhost:8081/App.def.js'],
      ['style', 'http://localhost:8081/App.def.css'],
    ]);
    expect(document.head.querySelector('link[rel="preconnect"]')?.getAttribute('href')).toBe(
      'http://api.example:4000',
    );
  });

  it('preloads the stored language’s font after the manifest’s files (Sinhala: its Noto, CORS like @font-face)', async () => {
    localStorage.setItem('greencart.language', 'si');
    globalThis.fetch = jest.fn(async (url: string) =>
      response(
        url === '/config.json'
          ? { apiUrl: 'http://localhost/', remotes: { storefront: manifestUrl } }
          : manifest,
      ),
    ) as unknown as typeof fetch;
    await startEarlyLoads('/').manifest;
    await settle();
    expect(preloads()).toEqual([
      ['script', 'http://localhost:8081/remoteEntry.js'],
      ['script', 'http://localhost:8081/App.def.js'],
      ['style', 'http://localhost:8081/App.def.css'],
      ['font', 'http://localhost:8081/assets/sinhala.1a.woff2'],
    ]);
    const font = document.head.querySelector('link[as="font"]');
    expect(font?.getAttribute('crossorigin')).toBe('anonymous');
    expect(font?.getAttribute('type')).toBe('font/woff2');
  });

  it('fetches only the config on seller pages (never the seller remote, not the storefront)', async () => {
    const fetchMock = jest.fn(async () => response({ remotes: { storefront: manifestUrl } }));
    globalThis.fetch = fetchMock as unknown as typeof fetch;
    const early = startEarlyLoads('/seller/orders');
    await early.config;
    expect(await early.manifest).toBeNull();
    expect(fetchMock).toHaveBeenCalledTimes(1);
  });

  it('resolves the manifest to null, without rejecting, when the config cannot be fetched', async () => {
    globalThis.fetch = jest.fn(async () => {
      throw new TypeError('Failed to fetch');
    }) as unknown as typeof fetch;
    const early = startEarlyLoads('/');
    await expect(early.config).rejects.toThrow('Failed to fetch');
    await expect(early.manifest).resolves.toBeNull();
    expect(preloads()).toEqual([]);
  });
});

describe('installEarlyLoads / takeEarlyLoads', () => {
  it('hands main.ts the loads the inlined script started, once', () => {
    const fetchMock = jest.fn(async () => response({ remotes: {} }));
    globalThis.fetch = fetchMock as unknown as typeof fetch;
    installEarlyLoads({});
    const installed = window.__greencartEarly;
    expect(takeEarlyLoads()).toBe(installed);
    expect(window.__greencartEarly).toBeUndefined();
    expect(fetchMock).toHaveBeenCalledTimes(1);
  });

  it('the inlined script fetches a frame’s first GET itself (main.ts’s fallback fetches no manifest)', async () => {
    const framed = {
      metaData: {
        greencartPreload: [
          { route: '*', files: [], shared: [], api: ['/api/x'], images: { from: 'x', count: 1 } },
        ],
      },
    };
    const fetchMock = jest.fn(async (url: string) =>
      response(
        url === '/config.json'
          ? { apiUrl: 'http://api.test', remotes: { storefront: manifestUrl } }
          : url === manifestUrl
            ? framed
            : { x: null },
      ),
    );
    globalThis.fetch = fetchMock as unknown as typeof fetch;
    installEarlyLoads({});
    await window.__greencartEarly?.manifest;
    expect(fetchMock.mock.calls.map(([url]) => url)).toContain('http://api.test/api/x');
    expect(window.__greencartEarlyAnswers?.['http://api.test/api/x']).toBeInstanceOf(Promise);
    document.head.innerHTML = '';
    delete window.__greencartEarly;
    setFrameImagesFetch(undefined);
    fetchMock.mockClear();
    // Without the inline script (main.ts's fallback): the config only, no preloads.
    expect(await takeEarlyLoads().manifest).toBeNull();
    expect(fetchMock.mock.calls.map(([url]) => url)).toEqual(['/config.json']);
    expect(document.head.querySelector('link[rel="preload"]')).toBeNull();
  });

  it('fetches the config itself when index.html had no inlined script, and no manifest', async () => {
    const fetchMock = jest.fn(async () => response({ remotes: {} }));
    globalThis.fetch = fetchMock as unknown as typeof fetch;
    const early = takeEarlyLoads();
    expect(early.config).toBeInstanceOf(Promise);
    expect(fetchMock).toHaveBeenCalledWith('/config.json', expect.anything());
    expect(await early.manifest).toBeNull();
    expect(fetchMock).toHaveBeenCalledTimes(1);
  });
});

describe('earlyManifestPlugin', () => {
  const fetchHookOf = (plugin: ReturnType<typeof earlyManifestPlugin>) =>
    plugin.fetch as (url: string, init: RequestInit) => Promise<Response> | undefined;

  it('waits for the early manifest and hands it to the runtime once, then lets it fetch', async () => {
    let resolve: (value: EarlyManifest) => void = () => undefined;
    const early = new Promise<EarlyManifest>((r) => (resolve = r));
    const fetchHook = fetchHookOf(earlyManifestPlugin(early));
    const first = fetchHook(manifestUrl, {});
    const manifestResponse = response(manifest);
    resolve({ url: manifestUrl, response: manifestResponse });
    expect(await first).toBe(manifestResponse);
    expect(fetchHook(manifestUrl, {})).toBeUndefined();
  });

  it('fetches other URLs, failed early fetches and seller pages’ manifests itself', async () => {
    const fresh = response(manifest);
    const fetchMock = jest.fn(async (_url: string) => fresh);
    globalThis.fetch = fetchMock as unknown as typeof fetch;
    const ok = { url: manifestUrl, response: response(manifest) };
    const failed = { url: manifestUrl, response: { ok: false } as Response };
    const hook = (early: EarlyManifest | null, url: string) =>
      fetchHookOf(earlyManifestPlugin(Promise.resolve(early)))(url, {});
    expect(await hook(ok, 'http://other/m.json')).toBe(fresh);
    expect(await hook(failed, manifestUrl)).toBe(fresh);
    expect(await hook(null, manifestUrl)).toBe(fresh);
    expect(fetchMock.mock.calls.map(([url]) => url)).toEqual([
      'http://other/m.json',
      manifestUrl,
      manifestUrl,
    ]);
  });

  it('skips the runtime’s preloading of the remote whose plan the early loads applied, only that one', async () => {
    type PreloadHook = (args: { preloadOps: Array<{ nameOrAlias: string }> }) => void;
    type FetchHook = (url: string, init: RequestInit, remote?: { name: string }) => unknown;
    const storefront = { name: 'storefront' };
    const remaining = (plugin: ReturnType<typeof earlyManifestPlugin>) => {
      const preloadOps = [{ nameOrAlias: 'storefront' }, { nameOrAlias: 'seller' }];
      (plugin.beforePreloadRemote as PreloadHook)({ preloadOps });
      return preloadOps.map((op) => op.nameOrAlias);
    };

    const plugin = earlyManifestPlugin(
      Promise.resolve({ url: manifestUrl, response: response(manifest) }),
    );
    // Before the early manifest was handed over, the runtime preloads as usual.
    expect(remaining(plugin)).toEqual(['storefront', 'seller']);
    await (plugin.fetch as FetchHook)(manifestUrl, {}, storefront);
    expect(remaining(plugin)).toEqual(['seller']);

    // An early fetch that failed applied no plan: nothing is skipped.
    globalThis.fetch = jest.fn(async () => response(manifest)) as unknown as typeof fetch;
    const failed = earlyManifestPlugin(
      Promise.resolve({ url: manifestUrl, response: { ok: false } as Response }),
    );
    await (failed.fetch as FetchHook)(manifestUrl, {}, storefront);
    expect(remaining(failed)).toEqual(['storefront', 'seller']);
  });
});

describe('the remote preload plan', () => {
  const fetchPreloads = () =>
    Array.from(document.head.querySelectorAll('link[as="fetch"]')).map((l) => [
      l.getAttribute('href'),
      l.getAttribute('crossorigin'),
    ]);
  const sharedFiles = {
    '@greencart/shared-ui': ['/10.kit.js', '/738.kit.css', '/446.toast.js'],
    'react-hot-toast': ['/446.toast.js'],
  };

  it('matches routes segment by segment, "*" matching one segment or, alone, any path', () => {
    expect(routeMatches('/', '/')).toBe(true);
    expect(routeMatches('/', '/products')).toBe(false);
    expect(routeMatches('/products/*/*', '/products/fruits/apple-1')).toBe(true);
    expect(routeMatches('/products/*/*', '/products/fruits')).toBe(false);
    expect(routeMatches('/products/*/*', '/cart/a/b')).toBe(false);
    expect(routeMatches('*', '/anything/at/all')).toBe(true);
  });

  it('preloads the first matching route’s files, the shell’s files of the shared modules they use, and starts its API GETs with cookies', () => {
    applyPreloadPlan(
      manifestUrl,
      plan,
      '/products/fruits/apple-1',
      'http://api.test:4000/',
      sharedFiles,
    );
    expect(preloads()).toEqual([
      ['script', 'http://localhost:8081/remoteEntry.js'],
      ['script', 'http://localhost:8081/app.js'],
      ['script', 'http://localhost:8081/page.js'],
      ['style', 'http://localhost:8081/app.css'],
      ['script', 'http://localhost/10.kit.js'],
      ['style', 'http://localhost/738.kit.css'],
      ['script', 'http://localhost/446.toast.js'],
      ['fetch', 'http://api.test:4000/api/product/apple-1'],
    ]);
    // `{2}` is the landing path's third segment.
    expect(fetchPreloads()).toEqual([
      ['http://api.test:4000/api/product/apple-1', 'use-credentials'],
    ]);
  });

  it('fetches a frame’s first GET itself, keeps the response for the storefront and preloads the images it paints, at high priority', async () => {
    const listing: PreloadRoute = {
      route: '/products',
      files: ['remoteEntry.js'],
      shared: [],
      api: ['/api/product/query', '/api/user/is-auth'],
      images: { from: 'products', count: 2, card: true },
    };
    const answer = response({
      success: true,
      products: [
        { image: ['/uploads/a.webp', '/uploads/a2.webp'] },
        { image: ['https://cdn.test/b.webp?v=2'] },
        { image: ['/uploads/c.webp'] },
      ],
    });
    const fetchMock = jest.fn(async (_url: string, _init?: RequestInit) => answer);
    globalThis.fetch = fetchMock as unknown as typeof fetch;
    setFrameImagesFetch(fetchWithImages);
    applyPreloadPlan(manifestUrl, [listing], '/products', 'http://api.test:4000', {});
    expect(fetchMock).toHaveBeenCalledWith('http://api.test:4000/api/product/query', {
      credentials: 'include',
      headers: { Accept: 'application/json' },
    });
    // The second GET stays a preload; the first is not preloaded twice.
    expect(fetchPreloads()).toEqual([['http://api.test:4000/api/user/is-auth', 'use-credentials']]);
    const kept = window.__greencartEarlyAnswers?.['http://api.test:4000/api/product/query'];
    expect(await kept).toBe(answer);
    await new Promise((resolve) => setTimeout(resolve, 0));
    const images = Array.from(document.head.querySelectorAll('link[as="image"]'));
    expect(images.map((l) => [l.getAttribute('href'), l.getAttribute('fetchpriority')])).toEqual([
      ['http://api.test:4000/uploads/a.card.webp', 'high'],
      ['https://cdn.test/b.card.webp?v=2', 'high'],
    ]);
  });

  it('preloads a frame’s first GET like any other unless the inline script set how (main.ts’s fallback)', () => {
    const fetchMock = jest.fn();
    globalThis.fetch = fetchMock as unknown as typeof fetch;
    const product: PreloadRoute = {
      route: '/products/*/*',
      files: [],
      shared: [],
      api: ['/api/product/{2}'],
      images: { from: 'product', count: 1 },
    };
    applyPreloadPlan(manifestUrl, [product], '/products/fruits/a1', 'http://api.test:4000', {});
    expect(fetchMock).not.toHaveBeenCalled();
    expect(fetchPreloads()).toEqual([['http://api.test:4000/api/product/a1', 'use-credentials']]);
  });

  it('asks for the product GETs in the page’s starting language, as the storefront’s store does', () => {
    const fetchMock = jest.fn(async (_url: string, _init?: RequestInit) => response({}));
    globalThis.fetch = fetchMock as unknown as typeof fetch;
    setFrameImagesFetch(fetchWithImages);
    const category: PreloadRoute = {
      route: '/products/*',
      files: [],
      shared: [],
      api: ['/api/product/query?category={1}', '/api/user/is-auth'],
      images: { from: 'products', count: 2, card: true },
    };
    const product: PreloadRoute = {
      route: '/products/*/*',
      files: [],
      shared: [],
      api: ['/api/product/{2}', '/api/product/{2}/related', '/api/user/is-auth'],
      images: { from: 'product', count: 1 },
    };
    const api = 'http://api.test:4000';
    applyPreloadPlan(manifestUrl, [category], '/products/fruits', api, {}, 'si');
    applyPreloadPlan(manifestUrl, [product], '/products/fruits/a1', api, {}, 'ta');
    expect(fetchMock.mock.calls.map(([url]) => url)).toEqual([
      `${api}/api/product/query?category=fruits&lang=si`,
      `${api}/api/product/a1?lang=ta`,
    ]);
    // Only product GETs carry it: the session check is the same in every language.
    expect(fetchPreloads()).toEqual([
      [`${api}/api/user/is-auth`, 'use-credentials'],
      [`${api}/api/product/a1/related?lang=ta`, 'use-credentials'],
      [`${api}/api/user/is-auth`, 'use-credentials'],
    ]);
    expect(inStartingLanguage('/api/product/query', 'en')).toBe('/api/product/query');
    expect(inStartingLanguage('/api/product/query', null)).toBe('/api/product/query');
    expect(inStartingLanguage('/api/order/user', 'si')).toBe('/api/order/user');
  });

  it('names the very image URLs the storefront’s frames paint (shared-ui assetUrl, cardImage)', () => {
    const api = 'http://api.test:4000';
    const paths = ['/uploads/a.webp', 'uploads/b.webp', 'https://cdn.test/c.webp?x=1', '/d.png'];
    const products = paths.map((path) => ({ image: [path] }));
    expect(frameImageUrls({ products }, { from: 'products', count: 9, card: true }, api)).toEqual(
      paths.map((path) => cardImage(assetUrl(`${api}/`, path))),
    );
    expect(
      frameImageUrls({ product: { image: paths } }, { from: 'product', count: 1 }, api),
    ).toEqual([assetUrl(api, paths[0])]);
    expect(frameImageUrls({ product: { image: [] } }, { from: 'product', count: 1 }, api)).toEqual(
      [],
    );
    expect(frameImageUrls(null, { from: 'product', count: 1 }, api)).toEqual([]);
  });

  it('adds only the remote’s entry and App files on the home page', () => {
    applyPreloadPlan(manifestUrl, plan, '/', 'http://api.test:4000', sharedFiles);
    expect(preloads()).toHaveLength(3);
    expect(fetchPreloads()).toEqual([]);
  });

  it('adds nothing when no route matches', () => {
    applyPreloadPlan(manifestUrl, plan.slice(0, 2), '/cart', 'http://api.test:4000', sharedFiles);
    expect(preloads()).toEqual([]);
  });
});

describe('the language’s fonts', () => {
  const fontPreloads = () =>
    Array.from(document.head.querySelectorAll<HTMLLinkElement>('link[as="font"]')).map(
      (l) => l.href,
    );

  it('starts in the stored language, else the first of the browser’s the shop has, else none', () => {
    browserLanguages(['de-DE', 'ta-LK', 'si']);
    expect(startingLanguage(Object.keys(fonts))).toBe('ta');
    localStorage.setItem('greencart.language', 'si');
    expect(startingLanguage(Object.keys(fonts))).toBe('si');
    // English among the browser's languages before Sinhala: English, as the storefront picks.
    localStorage.clear();
    browserLanguages(['en-GB', 'si-LK']);
    expect(startingLanguage(Object.keys(fonts))).toBe('en');
    browserLanguages(['fr', 'de']);
    expect(startingLanguage(Object.keys(fonts))).toBeNull();
  });

  it('ignores a stored value that is not one of the shop’s languages', () => {
    localStorage.setItem('greencart.language', 'xx');
    browserLanguages(['ta']);
    expect(startingLanguage(Object.keys(fonts))).toBe('ta');
  });

  it('reads the browser’s languages when storage throws (blocked)', () => {
    jest.spyOn(Storage.prototype, 'getItem').mockImplementation(() => {
      throw new DOMException('blocked', 'SecurityError');
    });
    browserLanguages(['si']);
    expect(startingLanguage(Object.keys(fonts))).toBe('si');
  });

  it('preloads the Tamil font for a Tamil browser, nothing in English or an unknown language', async () => {
    browserLanguages(['ta']);
    await preloadLanguageFonts(manifestUrl, fonts);
    expect(fontPreloads()).toEqual(['http://localhost:8081/assets/tamil.2b.woff2']);
    document.head.innerHTML = '';
    browserLanguages(['en-US', 'ta']);
    await preloadLanguageFonts(manifestUrl, fonts);
    browserLanguages(['fr']);
    await preloadLanguageFonts(manifestUrl, fonts);
    await preloadLanguageFonts(manifestUrl, {});
    expect(fontPreloads()).toEqual([]);
  });

  it('preloads a frame page’s part of the font on a page whose frame paints images, the whole font elsewhere', async () => {
    const byPage = {
      si: [
        { file: 'assets/sinhala.1a.woff2', local: ['Noto Sans Sinhala'], pages: 'other' as const },
        { file: 'assets/sinhala.frame.3c.woff2', local: [], pages: 'frame' as const },
        { file: 'assets/outfit.start.4d.woff2', local: [] },
      ],
    };
    browserLanguages(['si']);
    await preloadLanguageFonts(manifestUrl, byPage, 'si', true);
    expect(fontPreloads()).toEqual([
      'http://localhost:8081/assets/sinhala.frame.3c.woff2',
      'http://localhost:8081/assets/outfit.start.4d.woff2',
    ]);
    document.head.innerHTML = '';
    await preloadLanguageFonts(manifestUrl, byPage, 'si', false);
    expect(fontPreloads()).toEqual([
      'http://localhost:8081/assets/sinhala.1a.woff2',
      'http://localhost:8081/assets/outfit.start.4d.woff2',
    ]);
  });

  describe('on a device with its own copy of the font', () => {
    /** A FontFace whose local() sources load when `installed` names one of them. */
    function fakeFontFace(installed: string[]) {
      const sources: string[] = [];
      class FakeFontFace {
        constructor(_family: string, source: string) {
          sources.push(source);
        }
        load() {
          const names = [...sources[sources.length - 1].matchAll(/local\("([^"]+)"\)/g)];
          return names.some(([, name]) => installed.includes(name))
            ? Promise.resolve(this)
            : Promise.reject(new DOMException('not found', 'NetworkError'));
        }
      }
      Object.defineProperty(globalThis, 'FontFace', { value: FakeFontFace, configurable: true });
      return sources;
    }
    afterEach(() => delete (globalThis as { FontFace?: unknown }).FontFace);

    it('preloads nothing when the phone has Noto Sans Sinhala (fonts.css uses it)', async () => {
      const sources = fakeFontFace(['NotoSansSinhala-Regular']);
      localStorage.setItem('greencart.language', 'si');
      await preloadLanguageFonts(manifestUrl, fonts);
      expect(fontPreloads()).toEqual([]);
      expect(sources).toEqual(['local("Noto Sans Sinhala"), local("NotoSansSinhala-Regular")']);
    });

    it('looks the names up in a later task, not in the one that started the preloads', async () => {
      const sources = fakeFontFace([]);
      const checked = hasLocalFont(['Noto Sans Sinhala']);
      expect(sources).toEqual([]);
      expect(await checked).toBe(false);
      expect(sources).toEqual(['local("Noto Sans Sinhala")']);
    });

    it('preloads the file when the device has none of the names', async () => {
      fakeFontFace(['Noto Sans Tamil']);
      localStorage.setItem('greencart.language', 'si');
      await preloadLanguageFonts(manifestUrl, fonts);
      expect(fontPreloads()).toEqual(['http://localhost:8081/assets/sinhala.1a.woff2']);
    });

    it('answers false without names, without FontFace, or when FontFace throws', async () => {
      expect(await hasLocalFont(['Noto Sans Sinhala'])).toBe(false);
      fakeFontFace(['Noto Sans Sinhala']);
      expect(await hasLocalFont([])).toBe(false);
      expect(await hasLocalFont(['Noto Sans Sinhala'])).toBe(true);
      Object.defineProperty(globalThis, 'FontFace', {
        value: class {
          constructor() {
            throw new SyntaxError('bad source');
          }
        },
        configurable: true,
      });
      expect(await hasLocalFont(['Noto Sans Sinhala'])).toBe(false);
    });
  });
});
