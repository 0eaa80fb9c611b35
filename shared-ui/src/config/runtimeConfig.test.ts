import { loadRuntimeConfig, parseRuntimeConfig, RuntimeConfigError } from './runtimeConfig';

describe('parseRuntimeConfig', () => {
  it('accepts the documented config and trims the API URL', () => {
    expect(
      parseRuntimeConfig({
        apiUrl: 'http://localhost:4000/',
        remotes: { storefront: 'http://localhost:8081/mf-manifest.json' },
        onlinePayment: false,
      }),
    ).toEqual({
      apiUrl: 'http://localhost:4000',
      remotes: { storefront: 'http://localhost:8081/mf-manifest.json' },
      onlinePayment: false,
    });
  });

  it("reads the shop's locale and time zone, and refuses unknown ones", () => {
    const base = { apiUrl: 'http://api', remotes: {} };
    expect(parseRuntimeConfig({ ...base, locale: 'en-LK', timeZone: 'Asia/Colombo' })).toEqual({
      ...base,
      onlinePayment: true,
      locale: 'en-LK',
      timeZone: 'Asia/Colombo',
    });
    expect(() => parseRuntimeConfig({ ...base, timeZone: 'Mars/Olympus' })).toThrow(/timeZone/);
    expect(() => parseRuntimeConfig({ ...base, locale: 'not a locale' })).toThrow(/locale/);
    expect(() => parseRuntimeConfig({ ...base, locale: 42 })).toThrow(/locale/);
  });

  it('rejects a config without an API URL or with bad remotes', () => {
    expect(() => parseRuntimeConfig({ remotes: {} })).toThrow(RuntimeConfigError);
    expect(() => parseRuntimeConfig({ apiUrl: 'x', remotes: { seller: 3 } })).toThrow(/remotes/);
    expect(() => parseRuntimeConfig('nope')).toThrow(RuntimeConfigError);
  });
});

describe('loadRuntimeConfig', () => {
  const originalFetch = globalThis.fetch;
  afterEach(() => {
    globalThis.fetch = originalFetch;
  });

  it('fetches /config.json without the HTTP cache', async () => {
    const fetchMock = jest.fn().mockResolvedValue({
      ok: true,
      status: 200,
      json: async () => ({ apiUrl: 'http://api', remotes: {} }),
    });
    globalThis.fetch = fetchMock;
    await expect(loadRuntimeConfig()).resolves.toEqual({
      apiUrl: 'http://api',
      remotes: {},
      onlinePayment: true,
    });
    expect(fetchMock).toHaveBeenCalledWith(
      '/config.json',
      expect.objectContaining({ cache: 'no-store' }),
    );
  });

  it('uses a fetch already under way instead of starting another', async () => {
    const fetchMock = jest.fn();
    globalThis.fetch = fetchMock;
    const pending = Promise.resolve({
      ok: true,
      status: 200,
      json: async () => ({ apiUrl: 'http://api', remotes: {} }),
    } as Response);
    await expect(loadRuntimeConfig('/config.json', pending)).resolves.toMatchObject({
      apiUrl: 'http://api',
    });
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it('fails with the status when the file is missing', async () => {
    globalThis.fetch = jest
      .fn()
      .mockResolvedValue({ ok: false, status: 404, json: async () => ({}) });
    await expect(loadRuntimeConfig('/missing.json')).rejects.toThrow('HTTP 404');
  });
});
