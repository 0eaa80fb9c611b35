import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter } from 'react-router-dom';
import type { RuntimeConfig } from '@greencart/shared-ui';
import { ShellRoutes } from '../ShellRoutes';
import { fakeLoader, fakeRemoteModule } from '../test/fakeLoader';
import { RemoteLoadError, type RemoteAppModule, type RemoteName } from './types';

const config: RuntimeConfig = { apiUrl: 'http://api.test', remotes: {}, onlinePayment: true };

describe('a remote that cannot be loaded', () => {
  beforeEach(() => {
    // React logs the errors the boundary catches; these tests cause them on purpose.
    jest.spyOn(console, 'error').mockImplementation(() => undefined);
  });
  afterEach(() => jest.restoreAllMocks());

  it('shows "The shop is unavailable right now", and Retry really loads it again', async () => {
    let storefrontUp = false;
    const loader = fakeLoader(async (name: RemoteName) => {
      if (!storefrontUp) throw new RemoteLoadError(name, 'manifest fetch failed');
      return fakeRemoteModule(name);
    });
    const onRemoteError = jest.fn();
    render(
      <MemoryRouter initialEntries={['/products']}>
        <ShellRoutes config={config} loader={loader} onRemoteError={onRemoteError} />
      </MemoryRouter>,
    );

    expect(
      await screen.findByRole('heading', { name: 'The shop is unavailable right now' }),
    ).toBeInTheDocument();
    expect(onRemoteError).toHaveBeenCalledTimes(1);
    expect(onRemoteError.mock.calls[0][0]).toBeInstanceOf(RemoteLoadError);

    // Still down: Retry tries again and fails again.
    await userEvent.click(screen.getByRole('button', { name: 'Retry' }));
    expect(
      await screen.findByRole('heading', { name: 'The shop is unavailable right now' }),
    ).toBeInTheDocument();
    expect(loader.load).toHaveBeenCalledTimes(2);

    // Back up: Retry forgets the failed load and mounts the App.
    storefrontUp = true;
    await userEvent.click(screen.getByRole('button', { name: 'Retry' }));
    expect(
      await screen.findByText('storefront app at /products talking to http://api.test'),
    ).toBeInTheDocument();
    expect(loader.load).toHaveBeenCalledTimes(3);
    expect(loader.reset.mock.calls).toEqual([['storefront'], ['storefront']]);
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });

  it('says the seller portal is unavailable on /seller routes', async () => {
    const loader = fakeLoader(async (name) => {
      throw new RemoteLoadError(name, 'entry script failed');
    });
    render(
      <MemoryRouter initialEntries={['/seller/orders']}>
        <ShellRoutes config={config} loader={loader} />
      </MemoryRouter>,
    );
    expect(
      await screen.findByRole('heading', { name: 'The seller portal is unavailable right now' }),
    ).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Retry' })).toBeInTheDocument();
  });

  it('catches an App that throws while rendering, and Retry mounts it again', async () => {
    let broken = true;
    function ThrowingApp() {
      if (broken) throw new Error('render failed');
      return <p>shop is back</p>;
    }
    const module: RemoteAppModule = { default: ThrowingApp };
    const loader = fakeLoader(async () => module);
    render(
      <MemoryRouter initialEntries={['/']}>
        <ShellRoutes config={config} loader={loader} />
      </MemoryRouter>,
    );
    expect(
      await screen.findByRole('heading', { name: 'The shop is unavailable right now' }),
    ).toBeInTheDocument();
    broken = false;
    await userEvent.click(screen.getByRole('button', { name: 'Retry' }));
    expect(await screen.findByText('shop is back')).toBeInTheDocument();
  });
});
