import { screen } from '@testing-library/react';
import type { StaffRole } from '@greencart/contracts';
import { renderSeller } from '../../test/renderSeller';
import { setupFakeApi } from '../../test/setupFakeApi';

const api = setupFakeApi();

/** The product list's first page, as ProductListPage asks for it. */
const LIST_URL = '/api/product/query?inStock=false&limit=50&archived=include';

function loggedInAs(role: StaffRole) {
  api()
    .on('GET', '/api/seller/is-auth', { body: { success: true, name: 'Pat', role } })
    .on('GET', '/api/order/seller', { body: { success: true, orders: [] } })
    .on('GET', '/api/order/seller/queue', { body: { success: true, orders: [] } })
    .on('GET', LIST_URL, {
      body: { success: true, products: [], nextCursor: null, didYouMean: null },
    });
}

/** The requests a page sent beyond the session check and the layout's own. */
function pageRequests(): string[] {
  return api()
    .requests.map((request) => request.path)
    .filter(
      (path) =>
        path !== '/api/seller/is-auth' &&
        path !== '/api/order/seller' &&
        path !== '/api/order/seller/queue',
    );
}

describe('pages a role may not open, on a typed URL (docs/STAFF.md)', () => {
  // Every guarded route of App.tsx that a packer lacks the permission for.
  it.each([
    '/seller/dashboard',
    '/seller/product-list',
    '/seller/products/p1',
    '/seller/low-stock',
    '/seller/search-synonyms',
    '/seller/delivery',
    '/seller/staff',
    '/seller/audit',
  ])(
    'refuses a packer %s and offers the pick queue, sending none of its requests',
    async (path) => {
      loggedInAs('packer');
      renderSeller(path);

      expect(
        await screen.findByRole('heading', { name: 'Your role (packer) cannot open this page' }),
      ).toBeInTheDocument();
      expect(screen.getByRole('link', { name: 'Go to Pick queue' })).toHaveAttribute(
        'href',
        '/seller/queue',
      );
      expect(pageRequests()).toEqual([]);
    },
  );

  it('treats a role it does not know as the least privileged, never as the owner', async () => {
    api()
      .on('GET', '/api/seller/is-auth', { body: { success: true, name: 'Pat', role: 'driver' } })
      .on('GET', '/api/order/seller', { body: { success: true, orders: [] } });
    renderSeller('/seller/staff');

    expect(
      await screen.findByRole('heading', { name: 'Your role (packer) cannot open this page' }),
    ).toBeInTheDocument();
    expect(pageRequests()).toEqual([]);
  });

  it('takes the refused packer to the pick queue by the link, with the keyboard', async () => {
    loggedInAs('packer');
    const { user } = renderSeller('/seller/product-list');

    const link = await screen.findByRole('link', { name: 'Go to Pick queue' });
    link.focus();
    await user.keyboard('{Enter}');

    expect(await screen.findByRole('heading', { name: 'Nothing to pick' })).toBeInTheDocument();
    expect(api().calls('GET', LIST_URL)).toHaveLength(0);
  });

  it('shows a manager the catalogue pages', async () => {
    loggedInAs('manager');
    renderSeller('/seller/product-list');

    expect(await screen.findByRole('heading', { name: 'All Products' })).toBeInTheDocument();
    expect(screen.queryByText(/cannot open this page/)).not.toBeInTheDocument();
    expect(api().calls('GET', LIST_URL)).toHaveLength(1);
  });

  it('refuses a manager the owner’s Staff page and offers Add Product', async () => {
    loggedInAs('manager');
    renderSeller('/seller/staff');

    expect(
      await screen.findByRole('heading', { name: 'Your role (manager) cannot open this page' }),
    ).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Go to Add Product' })).toHaveAttribute(
      'href',
      '/seller',
    );
    expect(api().calls('GET', '/api/seller/staff')).toHaveLength(0);
  });

  it('keeps the spec’s index: Add Product for a manager, the pick queue for a packer', async () => {
    loggedInAs('manager');
    const manager = renderSeller('/seller');
    expect(await screen.findByRole('heading', { name: 'Add Product' })).toBeInTheDocument();
    manager.unmount();

    loggedInAs('packer');
    renderSeller('/seller');
    expect(await screen.findByRole('heading', { name: 'Pick queue' })).toBeInTheDocument();
  });
});
