import { screen, within } from '@testing-library/react';
import { renderSeller } from '../../test/renderSeller';
import { setupFakeApi } from '../../test/setupFakeApi';
import { IS_SELLER } from '../../test/fixtures';
import type { FakeReply } from '@greencart/shared-ui/test';

const api = setupFakeApi();

/** The names of the sidebar's links, once the orders page is shown. */
async function sidebarLinks(isAuth: FakeReply): Promise<string[]> {
  api()
    .on('GET', '/api/seller/is-auth', isAuth)
    .on('GET', '/api/order/seller', { body: { success: true, orders: [] } });
  renderSeller('/seller/orders');
  await screen.findByRole('heading', { name: 'Orders List' });
  const nav = screen.getByRole('navigation', { name: 'Seller dashboard' });
  // Each link's text as a screen reader reads it (the phone tabs' short word is aria-hidden).
  return within(nav)
    .getAllByRole('link')
    .map((link) => {
      const read = link.cloneNode(true) as HTMLElement;
      read.querySelectorAll('[aria-hidden="true"]').forEach((hidden) => hidden.remove());
      return read.textContent ?? '';
    });
}

describe('the sidebar by staff role (docs/STAFF.md)', () => {
  it('shows a packer only the orders, the pick queue, the delivery windows and their own account', async () => {
    const links = await sidebarLinks({ body: { success: true, name: 'Pat', role: 'packer' } });
    expect(links).toEqual(['Orders', 'Pick queue', 'Delivery windows', 'My account']);
  });

  it('shows every page to the owner, and when is-auth names no role', async () => {
    expect(await sidebarLinks(IS_SELLER)).toEqual([
      'Today',
      'Dashboard',
      'Add Product',
      'Product List',
      'Low Stock',
      'Orders',
      'Pick queue',
      'Delivery windows',
      'Search synonyms',
      'Delivery',
      'Shop settings',
      'Promotions',
      'Reviews',
      'Staff',
      'Audit log',
      'My account',
    ]);
  });
});

describe('the current page in the sidebar', () => {
  it('marks Orders on the orders list, and no other link', async () => {
    api()
      .on('GET', '/api/seller/is-auth', IS_SELLER)
      .on('GET', '/api/order/seller', { body: { success: true, orders: [] } });
    renderSeller('/seller/orders');
    await screen.findByRole('heading', { name: 'Orders List' });
    const nav = screen.getByRole('navigation', { name: 'Seller dashboard' });
    const current = within(nav)
      .getAllByRole('link')
      .filter((link) => link.getAttribute('aria-current') === 'page');
    expect(current).toEqual([within(nav).getByRole('link', { name: /^Orders/ })]);
  });

  it("marks Product List on a product's own page", async () => {
    api()
      .on('GET', '/api/seller/is-auth', IS_SELLER)
      .on('GET', '/api/product/p-1', {
        status: 404,
        body: { success: false, message: 'Product not found' },
      });
    renderSeller('/seller/products/p-1');
    const nav = await screen.findByRole('navigation', { name: 'Seller dashboard' });
    await within(nav).findByRole('link', { name: /^Product List/ });
    const current = within(nav)
      .getAllByRole('link')
      .filter((link) => link.getAttribute('aria-current') === 'page');
    expect(current).toEqual([within(nav).getByRole('link', { name: /^Product List/ })]);
  });
});
