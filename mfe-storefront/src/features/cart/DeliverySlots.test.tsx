import { screen, waitFor, within } from '@testing-library/react';
import { SLOT_MESSAGES, type DeliverySlot } from '@greencart/contracts';
import { ADDRESS, USER } from '../../test/fixtures';
import { currentLocation, renderStorefront } from '../../test/renderWithProviders';
import { seriousViolations } from '../../test/axe';

const LOGGED_IN = { body: { success: true, user: USER } };
/** Kandy's zone: LKR 150 below LKR 2,000 of goods, no minimum. */
const KANDY = {
  body: {
    success: true,
    postcode: '20000',
    zone: {
      name: 'Kandy',
      fee: 150,
      freeDeliveryFrom: 2000,
      minimumOrder: 0,
      expressOffered: true,
    },
  },
};

const slot = (id: string, label: string, more: Partial<DeliverySlot> = {}): DeliverySlot => ({
  id,
  kind: 'standard',
  start: '2026-11-26T02:30:00.000Z',
  end: '2026-11-26T04:30:00.000Z',
  label,
  fee: 150,
  available: true,
  reason: null,
  ...more,
});

const SLOTS = {
  body: {
    success: true,
    timeZone: 'Asia/Colombo',
    slotsRequired: true,
    slots: [
      slot('s1', 'Thu 26 Nov, 08:00–10:00', { available: false, reason: 'past-cut-off' }),
      slot('s2', 'Thu 26 Nov, 10:00–12:00', { available: false, reason: 'full' }),
      slot('s3', 'Thu 26 Nov, 16:00–18:00'),
      slot('s4', 'Fri 27 Nov, 08:00–10:00'),
    ],
    express: slot('x1', 'Express: within 30 minutes', { kind: 'express' }),
  },
};

const SLOW = { timeout: 10_000 };

function shopper(slots: unknown) {
  return {
    'GET /api/user/is-auth': LOGGED_IN,
    'GET /api/address/get': { body: { success: true, addresses: [ADDRESS] } },
    'POST /api/cart/update': { body: { success: true, message: 'Cart Updated' } },
    'GET /api/delivery/quote': KANDY,
    'GET /api/delivery/slots': slots as { body: unknown },
    'POST /api/order/cod': { body: { success: true, message: 'Order Placed Successfully' } },
    'GET /api/order/user': { body: { success: true, orders: [] } },
  };
}

describe('Delivery time slots in the cart (docs/DELIVERY.md)', () => {
  it('lists the windows with their fee, says why the greyed ones cannot be chosen, and requires one', async () => {
    const { user, api } = renderStorefront({
      route: '/cart',
      preloadedState: { cart: { items: { tomato: 3 } } },
      api: shopper(SLOTS),
    });
    const group = await screen.findByRole('group', { name: 'Delivery time' }, SLOW);
    // The first day with a free window is shown; its windows are radio buttons.
    expect(within(group).getByLabelText('Day')).toHaveValue('Thu 26 Nov');
    const past = within(group).getByRole('radio', { name: /08:00–10:00/ });
    const full = within(group).getByRole('radio', { name: /10:00–12:00/ });
    expect(past).toBeDisabled();
    expect(full).toBeDisabled();
    // The reason in words, not only a grey colour.
    expect(past.closest('label')).toHaveTextContent('Past cut-off');
    expect(full.closest('label')).toHaveTextContent('Full');
    const open = within(group).getByRole('radio', { name: /16:00–18:00/ });
    expect(open.closest('label')).toHaveTextContent('LKR 150.00');
    // Express with its promise.
    const express = within(group).getByRole('radio', { name: /Express/ });
    expect(express.closest('label')).toHaveTextContent('within 30 minutes');

    const place = screen.getByRole('button', { name: 'Place Order' });
    expect(place).toBeDisabled();
    expect(place).toHaveAccessibleDescription(SLOT_MESSAGES.required);

    await user.click(open);
    expect(place).toBeEnabled();
    await user.click(place);
    await waitFor(() => expect(currentLocation()).toBe('/my-orders'));
    expect(api.sent('POST /api/order/cod')[0].body).toMatchObject({ address: 'a1', slotId: 's3' });
  }, 30_000);

  it('another day shows its windows; express can be chosen too', async () => {
    const { user, api } = renderStorefront({
      route: '/cart',
      preloadedState: { cart: { items: { tomato: 3 } } },
      api: shopper(SLOTS),
    });
    const group = await screen.findByRole('group', { name: 'Delivery time' }, SLOW);
    await user.click(within(group).getByRole('radio', { name: /16:00–18:00/ }));
    await user.selectOptions(within(group).getByLabelText('Day'), 'Fri 27 Nov');
    expect(within(group).getByRole('radio', { name: /08:00–10:00/ })).toBeEnabled();
    // The pick made on another day stays, and says so.
    expect(within(group).getByText('Chosen: Thu 26 Nov, 16:00–18:00')).toBeInTheDocument();
    await user.click(within(group).getByRole('radio', { name: /Express/ }));
    await user.click(screen.getByRole('button', { name: 'Place Order' }));
    await waitFor(() => expect(api.sent('POST /api/order/cod')).toHaveLength(1));
    expect(api.sent('POST /api/order/cod')[0].body).toMatchObject({ slotId: 'x1' });
  }, 30_000);

  it('has no serious axe violation', async () => {
    renderStorefront({
      route: '/cart',
      preloadedState: { cart: { items: { tomato: 3 } } },
      api: shopper(SLOTS),
    });
    await screen.findByRole('group', { name: 'Delivery time' }, SLOW);
    expect(await seriousViolations()).toEqual([]);
  }, 30_000);

  it('a zone without slots shows no choice and sends no slotId (the spec’s request)', async () => {
    const { user, api } = renderStorefront({
      route: '/cart',
      preloadedState: { cart: { items: { tomato: 3 } } },
      api: shopper({
        body: {
          success: true,
          timeZone: 'Asia/Colombo',
          slotsRequired: false,
          slots: [],
          express: null,
        },
      }),
    });
    await waitFor(() => expect(api.sent('GET /api/delivery/slots')).toHaveLength(1), SLOW);
    await screen.findByText(/5 Lake Road, Kandy/, {}, SLOW);
    expect(screen.queryByRole('group', { name: 'Delivery time' })).not.toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Place Order' }));
    await waitFor(() => expect(api.sent('POST /api/order/cod')).toHaveLength(1));
    expect(api.sent('POST /api/order/cod')[0].body).not.toHaveProperty('slotId');
  }, 30_000);
});

describe('Express where the zone needs no window', () => {
  it('offers standard delivery (chosen) or express, and sends the express slot only when picked', async () => {
    const { user, api } = renderStorefront({
      route: '/cart',
      preloadedState: { cart: { items: { tomato: 3 } } },
      api: shopper({
        body: {
          success: true,
          timeZone: 'Asia/Colombo',
          slotsRequired: false,
          slots: [],
          express: slot('x1', 'Express: within 30 minutes', { kind: 'express' }),
        },
      }),
    });
    const group = await screen.findByRole('group', { name: 'Delivery time' }, SLOW);
    expect(within(group).getByRole('radio', { name: /Standard delivery/ })).toBeChecked();
    expect(within(group).queryByLabelText('Day')).not.toBeInTheDocument();
    const place = screen.getByRole('button', { name: 'Place Order' });
    expect(place).toBeEnabled();
    await user.click(within(group).getByRole('radio', { name: /Express/ }));
    await user.click(within(group).getByRole('radio', { name: /Standard delivery/ }));
    await user.click(place);
    await waitFor(() => expect(api.sent('POST /api/order/cod')).toHaveLength(1));
    expect(api.sent('POST /api/order/cod')[0].body).not.toHaveProperty('slotId');
  }, 30_000);
});
