import { inStartingLanguage } from '../../../../shell/src/early/earlyLoads';
import { LANGUAGES } from '@greencart/contracts/languages';
import { earlyGet, inLanguage, takeEarlyAnswer } from './earlyAnswers';

function response(body: unknown, ok = true): Response {
  return { ok, status: ok ? 200 : 500, json: async () => body } as unknown as Response;
}

const originalFetch = globalThis.fetch;
afterEach(() => {
  globalThis.fetch = originalFetch;
  delete window.__greencartEarlyAnswers;
});

describe('earlyGet', () => {
  it('takes the response the shell already fetched for that URL, once, without fetching', async () => {
    const fetchMock = jest.fn(async () => response({ success: true, from: 'network' }));
    globalThis.fetch = fetchMock as unknown as typeof fetch;
    const shells = Promise.resolve(response({ success: true, products: [] }));
    window.__greencartEarlyAnswers = { 'http://api.test:4000/api/product/query': shells };
    await expect(earlyGet('http://api.test:4000/', '/api/product/query')).resolves.toEqual({
      success: true,
      products: [],
    });
    expect(fetchMock).not.toHaveBeenCalled();
    expect(window.__greencartEarlyAnswers).toEqual({});
    // Kept for the store's first GET of the same URL.
    await expect(takeEarlyAnswer('/api/product/query')).resolves.toEqual({
      success: true,
      products: [],
    });
  });

  it('fetches with cookies and `Accept` when the shell has no answer for that URL', async () => {
    const fetchMock = jest.fn(async (_url: string, _init?: RequestInit) =>
      response({ success: true, product: { _id: 'p1' } }),
    );
    globalThis.fetch = fetchMock as unknown as typeof fetch;
    window.__greencartEarlyAnswers = {
      'http://api.test:4000/api/product/query': new Promise(() => {}),
    };
    await expect(earlyGet('http://api.test:4000', '/api/product/p1?lang=si')).resolves.toEqual({
      success: true,
      product: { _id: 'p1' },
    });
    expect(fetchMock).toHaveBeenCalledWith('http://api.test:4000/api/product/p1?lang=si', {
      credentials: 'include',
      headers: { Accept: 'application/json' },
    });
  });

  it('rejects a failed answer taken from the shell', async () => {
    window.__greencartEarlyAnswers = {
      'http://api.test:4000/api/product/p2': Promise.resolve(response({ success: false }, false)),
    };
    await expect(earlyGet('http://api.test:4000', '/api/product/p2')).rejects.toThrow('500');
  });

  it('keeps a failed answer with its status and body, for the store to take or ask again', async () => {
    const refused = { success: false, code: 'AUTH.NOT_AUTHENTICATED', message: 'Not authorized' };
    globalThis.fetch = jest.fn(async () => ({
      ok: false,
      status: 401,
      json: async () => refused,
    })) as unknown as typeof fetch;
    await expect(earlyGet('http://api.test:4000', '/api/user/is-auth')).rejects.toThrow('401');
    await expect(takeEarlyAnswer('/api/user/is-auth')).rejects.toMatchObject({
      status: 401,
      body: refused,
    });
    // Handed out once.
    expect(takeEarlyAnswer('/api/user/is-auth')).toBeUndefined();
  });
});

describe('inLanguage', () => {
  it('names the URL the shell’s inline script preloads for the same page, in every language', () => {
    const paths = ['/api/product/query', '/api/product/query?category=fruits', '/api/product/a1'];
    for (const language of LANGUAGES)
      for (const path of [...paths, '/api/user/is-auth', '/api/order/user'])
        expect(inLanguage(path, language)).toBe(inStartingLanguage(path, language));
    expect(inLanguage('/api/product/query?category=fruits', 'si')).toBe(
      '/api/product/query?category=fruits&lang=si',
    );
  });
});
