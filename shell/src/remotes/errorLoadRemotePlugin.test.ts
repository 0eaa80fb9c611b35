import { errorLoadRemotePlugin, remoteNameOf } from './errorLoadRemotePlugin';
import { RemoteLoadError } from './types';

describe('errorLoadRemotePlugin', () => {
  it('turns any failure into a RemoteLoadError naming the remote, with the cause kept', () => {
    const plugin = errorLoadRemotePlugin();
    const cause = new TypeError('Failed to fetch');
    const hook = plugin.errorLoadRemote as (args: {
      id: string;
      error: unknown;
      lifecycle: string;
    }) => unknown;

    let reported: unknown;
    try {
      hook({ id: 'seller/App', error: cause, lifecycle: 'onLoad' });
    } catch (error) {
      reported = error;
    }
    if (!(reported instanceof RemoteLoadError)) throw new Error('expected a RemoteLoadError');
    expect(reported.remote).toBe('seller');
    expect(reported.message).toBe('The "seller" remote could not be loaded (onLoad).');
    expect(reported.cause).toBe(cause);
  });
});

describe('remoteNameOf', () => {
  it('names the remote of a request id, or of a manifest URL that failed to load', () => {
    const origin = {
      options: { remotes: [{ name: 'seller', entry: 'http://localhost:8082/mf-manifest.json' }] },
    };
    expect(remoteNameOf({ id: 'storefront/App' })).toBe('storefront');
    expect(remoteNameOf({ id: 'http://localhost:8082/mf-manifest.json', origin })).toBe('seller');
  });
});
