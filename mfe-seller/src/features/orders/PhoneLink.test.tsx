import { screen, within } from '@testing-library/react';
import type { OrderDetail } from '@greencart/contracts';
import { renderSeller } from '../../test/renderSeller';
import { setupFakeApi } from '../../test/setupFakeApi';
import { IS_SELLER, anOrder } from '../../test/fixtures';
import { telHref } from './PhoneLink';

const api = setupFakeApi();

/** An order whose customer typed the number with spaces and a dash. */
const ORDER = anOrder({ _id: 'o7' });
ORDER.address = { ...ORDER.address, phone: '077 123-4567' };
const DETAIL: OrderDetail = {
  ...ORDER,
  history: [],
  timeline: [],
  nextStatuses: [],
  customer: { name: 'Nimal', email: 'nimal@example.com' },
};

beforeEach(() => {
  api().on('GET', '/api/seller/is-auth', IS_SELLER);
});

describe('customer phone numbers on the seller screens', () => {
  it('are tap-to-call links on the orders list', async () => {
    api().on('GET', '/api/order/seller', { body: { success: true, orders: [ORDER] } });
    renderSeller('/seller/orders');
    const card = await screen.findByRole('article', { name: /^GC-000001/ });
    expect(within(card).getByRole('link', { name: '077 123-4567' })).toHaveAttribute(
      'href',
      'tel:0771234567',
    );
  });

  it('are tap-to-call links on the order page', async () => {
    api().on('GET', '/api/order/seller/o7', { body: { success: true, order: DETAIL } });
    renderSeller('/seller/orders/o7');
    await screen.findByRole('heading', { name: 'Order GC-000001' });
    expect(screen.getByRole('link', { name: '077 123-4567' })).toHaveAttribute(
      'href',
      'tel:0771234567',
    );
  });

  it('are tap-to-call links on the packing slip', async () => {
    api().on('GET', '/api/order/seller/o7', { body: { success: true, order: DETAIL } });
    renderSeller('/seller/orders/o7/slip');
    const slip = await screen.findByRole('article', { name: 'Packing slip · GC-000001' });
    expect(within(slip).getByRole('link', { name: '077 123-4567' })).toHaveAttribute(
      'href',
      'tel:0771234567',
    );
  });

  it('keep a leading + and drop what is not a digit', () => {
    expect(telHref(' +94 (77) 123-4567 ')).toBe('tel:+94771234567');
  });
});
