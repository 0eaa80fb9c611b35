import { errorLoadRemotePlugin } from './errorLoadRemotePlugin';
import { RemoteLoadError } from './types';

describe('errorLoadRemotePlugin', () => {
  it('turns any failure into a RemoteLoadError naming the remote, with the cause kept', () => {
    const plugin = errorLoadRemotePlugin();
    const cause = new TypeError('Failed to fetch');
    const hook = plugin.errorLoadRemote as (args: { id: string; error: unknown; lifecycle: string }) => unknown;

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
