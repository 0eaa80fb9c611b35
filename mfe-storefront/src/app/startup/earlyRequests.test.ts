import { EARLY_GETS, requestEarly, resetEarlyRequests, takeEarlyAnswer } from './earlyRequests';

describe('early requests', () => {
  const originalFetch = globalThis.fetch;
  afterEach(() => {
    globalThis.fetch = originalFetch;
    resetEarlyRequests();
  });

  it('sends each early GET once per page load, with cookies, and hands each answer out once', async () => {
    const fetchMock = jest.fn(async (url: string, _init?: RequestInit) => ({
      status: url.endsWith('/is-auth') ? 401 : 200,
      json: async () => ({ success: !url.endsWith('/is-auth'), url }),
    }));
    globalThis.fetch = fetchMock as unknown as typeof fetch;
    requestEarly('http://api.test/');
    // A second bundle (the standalone early script or the entry chunk) asks again: no resend.
    requestEarly('http://api.test/');
    expect(fetchMock.mock.calls.map(([url]) => url)).toEqual(
      EARLY_GETS.map((path) => `http://api.test${path}`),
    );
    expect(fetchMock.mock.calls[0][1]).toMatchObject({ credentials: 'include' });
    expect(await takeEarlyAnswer('/api/user/is-auth')).toEqual({
      status: 401,
      body: { success: false, url: 'http://api.test/api/user/is-auth' },
    });
    expect(takeEarlyAnswer('/api/user/is-auth')).toBeNull();
    expect(takeEarlyAnswer('/api/address/get')).toBeNull();
  });

  it('answers null for a request that failed on the network, so the client asks again', async () => {
    globalThis.fetch = jest.fn(async () => {
      throw new TypeError('Failed to fetch');
    }) as unknown as typeof fetch;
    requestEarly('http://api.test');
    expect(await takeEarlyAnswer('/api/product/list')).toBeNull();
  });
});
