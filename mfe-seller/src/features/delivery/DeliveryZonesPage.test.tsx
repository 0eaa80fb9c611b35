import { screen, waitFor, within } from '@testing-library/react';
import {
  DELIVERY_TEXTS,
  DELIVERY_ZONE_MESSAGES,
  DEFAULT_DELIVERY_ZONE,
  ERROR_CODES,
  type DeliveryZone,
} from '@greencart/contracts';
import { renderSeller } from '../../test/renderSeller';
import { setupFakeApi } from '../../test/setupFakeApi';
import { IS_SELLER } from '../../test/fixtures';
import type { RecordedRequest } from '@greencart/shared-ui/test';

const api = setupFakeApi();
const URL = '/api/seller/delivery/zones';

const listed = (zones: DeliveryZone[]) => ({ body: { success: true, zones } });
/** The server's answer to a save: the list as stored, new zones given ids. */
const stored = (request: RecordedRequest) => {
  const { zones } = request.body as { zones: DeliveryZone[] };
  return listed(zones.map((zone, i) => ({ id: zone.id ?? `new-${i}`, ...zone })));
};

const EVERYWHERE: DeliveryZone = { id: 'z1', ...DEFAULT_DELIVERY_ZONE };

beforeEach(() => {
  api()
    .on('GET', '/api/seller/is-auth', IS_SELLER)
    .on('GET', URL, listed([EVERYWHERE]));
});

/** The lazy page, the session check and the zones load one after another (slow on a busy machine). */
const SLOW = { timeout: 10_000 };

async function openScreen() {
  const view = renderSeller('/seller/delivery');
  await screen.findByRole('heading', { name: 'Delivery' }, SLOW);
  await screen.findByRole('group', { name: 'Zone 1: Everywhere' }, SLOW);
  return view;
}

const zone = (n: number) => screen.getByRole('group', { name: new RegExp(`^Zone ${n}\\b`) });

describe('Delivery zones (seller)', () => {
  it('is in the sidebar and shows each zone as a group of labelled fields', async () => {
    await openScreen();
    const nav = screen.getByRole('navigation', { name: 'Seller dashboard' });
    expect(within(nav).getByRole('link', { name: 'Delivery' })).toHaveAttribute(
      'aria-current',
      'page',
    );
    const first = zone(1);
    expect(within(first).getByLabelText('Name')).toHaveValue('Everywhere');
    expect(within(first).getByLabelText('Postcodes')).toHaveValue('*');
    expect(within(first).getByLabelText('Delivery fee (LKR)')).toHaveValue('0');
    expect(within(first).getByLabelText('Free delivery from (LKR)')).toHaveValue('');
    expect(within(first).getByLabelText('Minimum order (LKR)')).toHaveValue('0');
    expect(
      within(first).getByRole('switch', { name: 'Express delivery offered here' }),
    ).not.toBeChecked();
  }, 20_000);

  it('adds a zone with a fee, a threshold and a minimum, and saves the whole list', async () => {
    api().on('PUT', URL, stored);
    const { user } = await openScreen();
    await user.click(screen.getByRole('button', { name: 'Add a zone' }));
    const added = zone(2);
    expect(within(added).getByLabelText('Name')).toHaveFocus();
    await user.type(within(added).getByLabelText('Name'), 'Colombo');
    await user.type(within(added).getByLabelText('Postcodes'), '00100, 002*');
    await user.type(within(added).getByLabelText('Areas'), 'Dehiwala,  Mount  Lavinia');
    const fee = within(added).getByLabelText('Delivery fee (LKR)');
    await user.clear(fee);
    await user.type(fee, '150');
    await user.type(within(added).getByLabelText('Free delivery from (LKR)'), '2,000');
    const minimum = within(added).getByLabelText('Minimum order (LKR)');
    await user.clear(minimum);
    await user.type(minimum, '300.50');
    await user.click(within(added).getByRole('switch', { name: 'Express delivery offered here' }));
    expect(screen.getByText('Unsaved changes')).toHaveAttribute('role', 'status');

    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText(DELIVERY_TEXTS.saved, {}, SLOW)).toBeInTheDocument();
    expect(api().calls('PUT', URL)[0].body).toEqual({
      zones: [
        EVERYWHERE,
        {
          name: 'Colombo',
          postcodes: ['00100', '002*'],
          areas: ['Dehiwala', 'Mount Lavinia'],
          fee: 150,
          freeDeliveryFrom: 2000,
          minimumOrder: 300.5,
          expressOffered: true,
        },
      ],
    });
    expect(screen.getByRole('group', { name: 'Zone 2: Colombo' })).toBeInTheDocument();
    expect(screen.queryByText('Unsaved changes')).not.toBeInTheDocument();
  }, 20_000);

  it('takes a zone drawn by areas alone, and refuses an area listed twice beside its field', async () => {
    api().on('PUT', URL, stored);
    const { user } = await openScreen();
    expect(within(zone(1)).getByLabelText('Areas')).toHaveValue('');
    await user.click(screen.getByRole('button', { name: 'Add a zone' }));
    await user.type(within(zone(2)).getByLabelText('Name'), 'Suburbs');
    await user.type(within(zone(2)).getByLabelText('Areas'), 'Nugegoda, nugegoda');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    const areas = within(zone(2)).getByLabelText('Areas');
    expect(areas).toHaveAccessibleDescription(
      expect.stringContaining('The area nugegoda is listed twice'),
    );
    expect(api().calls('PUT', URL)).toHaveLength(0);
    await user.clear(areas);
    await user.type(areas, 'Nugegoda');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText(DELIVERY_TEXTS.saved, {}, SLOW)).toBeInTheDocument();
    const sent = api().calls('PUT', URL)[0].body as { zones: DeliveryZone[] };
    expect(sent.zones[1]).toMatchObject({
      name: 'Suburbs',
      postcodes: [],
      areas: ['Nugegoda'],
    });
  }, 20_000);

  it('refuses a bad postcode pattern before sending, beside that field', async () => {
    const { user } = await openScreen();
    const postcodes = within(zone(1)).getByLabelText('Postcodes');
    await user.clear(postcodes);
    await user.type(postcodes, '00-100');
    await user.click(screen.getByRole('button', { name: 'Save' }));

    expect(postcodes).toHaveAccessibleDescription(
      expect.stringContaining(DELIVERY_ZONE_MESSAGES.postcode('00-100')),
    );
    expect(postcodes).toHaveFocus();
    expect(api().calls('PUT', URL)).toHaveLength(0);
  }, 20_000);

  it('refuses a negative fee and a postcode listed in two zones before sending', async () => {
    const { user } = await openScreen();
    const fee = within(zone(1)).getByLabelText('Delivery fee (LKR)');
    await user.clear(fee);
    await user.type(fee, '-5');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(fee).toHaveAccessibleDescription(expect.stringContaining('from 0'));

    await user.clear(fee);
    await user.type(fee, '0');
    await user.click(screen.getByRole('button', { name: 'Add a zone' }));
    await user.type(within(zone(2)).getByLabelText('Name'), 'All again');
    await user.type(within(zone(2)).getByLabelText('Postcodes'), '*');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(within(zone(2)).getByLabelText('Postcodes')).toHaveAccessibleDescription(
      expect.stringContaining(DELIVERY_ZONE_MESSAGES.duplicatePostcode('*')),
    );
    expect(api().calls('PUT', URL)).toHaveLength(0);
  }, 20_000);

  it('shows the server’s validation refusal beside the field it names', async () => {
    const refusal = 'A zone was removed meanwhile: reload the page and make your change again';
    api().on('PUT', URL, {
      status: 400,
      body: { success: false, code: 'COMMON.VALIDATION', message: refusal, field: 'zones.0.name' },
    });
    const { user } = await openScreen();
    await user.click(screen.getByRole('button', { name: 'Save' }));
    const name = within(zone(1)).getByLabelText('Name');
    await waitFor(() => expect(name).toHaveAccessibleDescription(expect.stringContaining(refusal)));
    expect(name).toHaveFocus();
  }, 20_000);

  it('removes a zone, moving focus to the zone before it', async () => {
    api().on(
      'GET',
      URL,
      listed([EVERYWHERE, { ...EVERYWHERE, id: 'z2', name: 'Kandy', postcodes: ['20*'] }]),
    );
    const { user } = renderSeller('/seller/delivery');
    await screen.findByRole('group', { name: 'Zone 2: Kandy' }, SLOW);
    await user.click(screen.getByRole('button', { name: 'Remove zone 2' }));
    expect(screen.queryByRole('group', { name: 'Zone 2: Kandy' })).not.toBeInTheDocument();
    expect(within(zone(1)).getByLabelText('Name')).toHaveFocus();
  }, 20_000);

  it('shows the server’s refusal to remove a zone with open orders, and keeps the page as typed', async () => {
    const refusal = DELIVERY_ZONE_MESSAGES.inUse('Kandy', 3);
    api()
      .on(
        'GET',
        URL,
        listed([EVERYWHERE, { ...EVERYWHERE, id: 'z2', name: 'Kandy', postcodes: ['20*'] }]),
      )
      .on('PUT', URL, {
        status: 409,
        body: { success: false, code: ERROR_CODES.DELIVERY_ZONE_IN_USE, message: refusal },
      });
    const { user } = renderSeller('/seller/delivery');
    await screen.findByRole('group', { name: 'Zone 2: Kandy' }, SLOW);
    await user.click(screen.getByRole('button', { name: 'Remove zone 2' }));
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText(refusal)).toHaveAttribute('role', 'alert');
    expect(api().calls('PUT', URL)).toHaveLength(1);
    expect(screen.getByText('Unsaved changes')).toBeInTheDocument();
  }, 20_000);
});
