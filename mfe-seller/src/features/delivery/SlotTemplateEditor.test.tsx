import { screen, waitFor, within } from '@testing-library/react';
import {
  DEFAULT_DELIVERY_ZONE,
  DEFAULT_EXPRESS_SETTINGS,
  SLOT_MESSAGES,
  SLOT_TEMPLATE_MESSAGES,
  type DeliveryZone,
  type SlotTemplate,
} from '@greencart/contracts';
import { renderSeller } from '../../test/renderSeller';
import { setupFakeApi } from '../../test/setupFakeApi';
import { IS_SELLER } from '../../test/fixtures';
import type { RecordedRequest } from '@greencart/shared-ui/test';

const api = setupFakeApi();
const ZONES: DeliveryZone[] = [
  { id: 'z1', ...DEFAULT_DELIVERY_ZONE },
  {
    id: 'z2',
    name: 'Kandy',
    postcodes: ['20000'],
    fee: 150,
    freeDeliveryFrom: null,
    minimumOrder: 0,
    expressOffered: true,
  },
];
const EMPTY = (zoneId: string): SlotTemplate => ({
  zoneId,
  windows: [],
  leadTimeMinutes: 60,
  cutoffTime: null,
  express: DEFAULT_EXPRESS_SETTINGS,
});
const TEMPLATE_URL = (zoneId: string) => `/api/seller/delivery/slot-templates/${zoneId}`;
const SLOW = { timeout: 10_000 };

beforeEach(() => {
  api()
    .on('GET', '/api/seller/is-auth', IS_SELLER)
    .on('GET', '/api/seller/delivery/zones', { body: { success: true, zones: ZONES } })
    .on('GET', TEMPLATE_URL('z1'), { body: { success: true, template: EMPTY('z1') } })
    .on('GET', TEMPLATE_URL('z2'), { body: { success: true, template: EMPTY('z2') } });
});

async function openSlots() {
  const view = renderSeller('/seller/delivery');
  await screen.findByRole('heading', { level: 2, name: 'Time slots and express' }, SLOW);
  await user(view).selectOptions(screen.getByLabelText('Zone'), 'Kandy');
  const form = await screen.findByRole('form', { name: 'Time slots of Kandy' }, SLOW);
  return { ...view, form };
}
const user = (view: ReturnType<typeof renderSeller>) => view.user;

describe('Time slots of a zone (seller)', () => {
  it('adds a window with days, times and capacity, a cut-off and express, and saves the template', async () => {
    api().on('PUT', TEMPLATE_URL('z2'), (request: RecordedRequest) => ({
      body: { success: true, template: { zoneId: 'z2', ...(request.body as object) } },
    }));
    const view = await openSlots();
    const { form } = view;
    await view.user.click(within(form).getByRole('button', { name: 'Add a window' }));
    const window = within(form).getByRole('group', { name: /^Window 1\b/ });
    expect(within(window).getByLabelText('From')).toHaveFocus();
    await view.user.click(within(window).getByRole('checkbox', { name: 'Sat' }));
    const capacity = within(window).getByLabelText('Capacity (orders)');
    await view.user.clear(capacity);
    await view.user.type(capacity, '12');
    await view.user.type(within(form).getByLabelText('Cut-off the day before'), '22:00');
    const express = within(form).getByLabelText('Express orders per period');
    await view.user.clear(express);
    await view.user.type(express, '3');
    const openOn = within(form).getByRole('group', { name: 'Express open on' });
    await view.user.click(within(openOn).getByRole('checkbox', { name: 'Mon' }));
    await view.user.click(within(form).getByRole('button', { name: 'Save time slots' }));

    await waitFor(() => expect(api().calls('PUT', TEMPLATE_URL('z2'))).toHaveLength(1));
    expect(api().calls('PUT', TEMPLATE_URL('z2'))[0].body).toEqual({
      windows: [{ weekdays: [1, 2, 3, 4, 5], start: '08:00', end: '10:00', capacity: 12 }],
      leadTimeMinutes: 60,
      cutoffTime: '22:00',
      express: {
        capacityPerPeriod: 3,
        periodMinutes: 60,
        promiseMinutes: 30,
        openingHours: [{ weekday: 1, open: '09:00', close: '21:00' }],
      },
    });
    expect(await screen.findByText(SLOT_MESSAGES.templateSaved)).toBeInTheDocument();
  }, 30_000);

  it('refuses a window that ends before it starts, beside the field, without sending', async () => {
    const view = await openSlots();
    const { form } = view;
    await view.user.click(within(form).getByRole('button', { name: 'Add a window' }));
    const window = within(form).getByRole('group', { name: /^Window 1\b/ });
    const to = within(window).getByLabelText('To');
    await view.user.clear(to);
    await view.user.type(to, '07:00');
    await view.user.click(within(form).getByRole('button', { name: 'Save time slots' }));
    expect(await within(window).findByText(SLOT_TEMPLATE_MESSAGES.order)).toBeInTheDocument();
    expect(to).toHaveAttribute('aria-invalid', 'true');
    expect(to).toHaveFocus();
    expect(api().calls('PUT', TEMPLATE_URL('z2'))).toHaveLength(0);
  }, 30_000);
});
