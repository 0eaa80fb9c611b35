import { fireEvent, render, screen } from '@testing-library/react';
import { MemoryRouter, useNavigate } from 'react-router-dom';
import type { RuntimeConfig } from '@greencart/shared-ui';
import { ShellRoutes } from './ShellRoutes';
import { fakeLoader, fakeRemoteModule } from './test/fakeLoader';

const config: RuntimeConfig = {
  apiUrl: 'http://api.test',
  remotes: {
    storefront: 'http://s.test/mf-manifest.json',
    seller: 'http://p.test/mf-manifest.json',
  },
  onlinePayment: true,
};

function renderAt(path: string) {
  const loader = fakeLoader(async (name) => fakeRemoteModule(name));
  render(
    <MemoryRouter initialEntries={[path]}>
      <ShellRoutes config={config} loader={loader} />
    </MemoryRouter>,
  );
  return loader;
}

describe('ShellRoutes', () => {
  it.each(['/', '/products', '/products/Fruits/p1', '/cart', '/sellers-market'])(
    'mounts the storefront (never the seller remote) at %s',
    async (path) => {
      const loader = renderAt(path);
      expect(
        await screen.findByText(`storefront app at ${path} talking to http://api.test`),
      ).toBeInTheDocument();
      expect(loader.load.mock.calls).toEqual([['storefront']]);
    },
  );

  it.each(['/seller', '/seller/product-list', '/seller/orders'])(
    'mounts the seller remote at %s',
    async (path) => {
      const loader = renderAt(path);
      expect(
        await screen.findByText(`seller app at ${path} talking to http://api.test`),
      ).toBeInTheDocument();
      expect(loader.load.mock.calls).toEqual([['seller']]);
    },
  );

  it('shows a spinner while the remote loads', async () => {
    let finish: (module: ReturnType<typeof fakeRemoteModule>) => void = () => undefined;
    const loader = fakeLoader(() => new Promise((resolve) => (finish = resolve)));
    render(
      <MemoryRouter initialEntries={['/']}>
        <ShellRoutes config={config} loader={loader} />
      </MemoryRouter>,
    );
    expect(await screen.findByRole('status')).toHaveTextContent('Loading GreenCart…');
    finish(fakeRemoteModule('storefront'));
    expect(await screen.findByText(/storefront app at \//)).toBeInTheDocument();
  });

  it('switches to the storefront when the seller navigates to / (e.g. logout)', async () => {
    const loader = fakeLoader(async (name) => fakeRemoteModule(name));
    function GoHome() {
      const navigate = useNavigate();
      return <button onClick={() => navigate('/')}>home</button>;
    }
    render(
      <MemoryRouter initialEntries={['/seller']}>
        <GoHome />
        <ShellRoutes config={config} loader={loader} />
      </MemoryRouter>,
    );
    expect(await screen.findByText(/seller app at \/seller/)).toBeInTheDocument();
    fireEvent.click(screen.getByRole('button', { name: 'home' }));
    expect(await screen.findByText(/storefront app at \/ talking/)).toBeInTheDocument();
    expect(screen.queryByText(/seller app/)).not.toBeInTheDocument();
  });
});
