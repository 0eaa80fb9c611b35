import { screen, waitFor, within } from '@testing-library/react';
import {
  DEFAULT_SHOP_PROFILE,
  ERROR_CODES,
  SELLER_SHOP_SETTINGS_PATH,
  SHOP_SETTINGS_TEXTS,
  type ShopProfile,
} from '@greencart/contracts';
import { renderSeller } from '../../test/renderSeller';
import { setupFakeApi } from '../../test/setupFakeApi';
import { IS_SELLER } from '../../test/fixtures';
import type { RecordedRequest } from '@greencart/shared-ui/test';

const api = setupFakeApi();
const answer = (profile: ShopProfile, message?: string) => ({
  body: { success: true, profile, updatedAt: null, ...(message ? { message } : {}) },
});
const SLOW = { timeout: 10_000 };

beforeEach(() => {
  api()
    .on('GET', '/api/seller/is-auth', IS_SELLER)
    .on('GET', SELLER_SHOP_SETTINGS_PATH, answer(DEFAULT_SHOP_PROFILE));
});

async function openScreen() {
  const view = renderSeller('/seller/settings');
  await screen.findByRole('heading', { name: 'Shop settings' }, SLOW);
  await screen.findByLabelText(/Shop name/, undefined, SLOW);
  return view;
}

/** Shop settings in the seller portal (issue 39, docs/SETTINGS.md). */
describe('Shop settings (seller)', () => {
  it('is in the sidebar and shows every setting as a labelled control', async () => {
    await openScreen();
    const nav = screen.getByRole('navigation', { name: 'Seller dashboard' });
    expect(within(nav).getByRole('link', { name: 'Shop settings' })).toHaveAttribute(
      'aria-current',
      'page',
    );
    expect(screen.getByLabelText(/Shop name/)).toHaveValue('GreenCart');
    expect(screen.getByLabelText(/^Phone/)).toHaveValue('+94 11 234 5678');
    expect(screen.getByLabelText(/Opening hours/)).toHaveValue('Every day, 7 am – 10 pm');
    expect(screen.getByLabelText(/Delivery promise/)).toHaveValue('');
    expect(screen.getByLabelText(/Tax rate/)).toHaveValue('2');
    expect(screen.getByRole('switch', { name: 'Prices include tax' })).not.toBeChecked();
    expect(
      screen.getByRole('switch', { name: 'Round cash on delivery to the rupee' }),
    ).toBeChecked();
    const claim3 = screen.getByRole('group', { name: 'Claim 3' });
    expect(within(claim3).getByLabelText(/Text/)).toHaveValue('Loved by 10,000+ happy customers.');
  }, 20_000);

  it('saves the owner’s name, phone, hours, promise, an emptied claim and the tax terms', async () => {
    api().on('PUT', SELLER_SHOP_SETTINGS_PATH, (request: RecordedRequest) =>
      answer(request.body as ShopProfile, SHOP_SETTINGS_TEXTS.saved),
    );
    const { user } = await openScreen();
    const replace = async (label: RegExp | HTMLElement, value: string) => {
      const field = label instanceof HTMLElement ? label : screen.getByLabelText(label);
      await user.clear(field);
      if (value) await user.type(field, value);
    };
    await replace(/Shop name/, 'Perera Greens');
    await replace(/^Phone/, '+94 77 765 4321');
    await replace(/Opening hours/, 'Mon–Sat, 8 am – 8 pm');
    await replace(/Delivery promise/, 'Same-day delivery in Kandy');
    await replace(
      within(screen.getByRole('group', { name: 'Claim 3' })).getByLabelText(/Text/),
      '',
    );
    await replace(/Tax rate/, '8');
    await replace(/Unconfirmed alert after/, '25');
    await user.click(screen.getByRole('switch', { name: 'Prices include tax' }));
    await user.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(api().calls('PUT', SELLER_SHOP_SETTINGS_PATH)).toHaveLength(1));
    const [sent] = api().calls('PUT', SELLER_SHOP_SETTINGS_PATH);
    expect(sent.body).toMatchObject({
      shopName: 'Perera Greens',
      phone: '+94 77 765 4321',
      openingHours: 'Mon–Sat, 8 am – 8 pm',
      deliveryPromise: 'Same-day delivery in Kandy',
      taxPercent: 8,
      pricesIncludeTax: true,
      cashRounding: true,
      unconfirmedAlertMinutes: 25,
    });
    expect((sent.body as ShopProfile).claims[2]).toEqual({
      title: 'Trusted by Thousands',
      text: '',
    });
    expect(await screen.findByText(SHOP_SETTINGS_TEXTS.saved)).toBeInTheDocument();
  }, 20_000);

  it('refuses a bad value beside its field, focused, without sending it', async () => {
    const { user } = await openScreen();
    await user.clear(screen.getByLabelText(/^Phone/));
    await user.type(screen.getByLabelText(/^Phone/), 'ring ring');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    const phone = screen.getByLabelText(/^Phone/);
    await waitFor(() => expect(phone).toHaveFocus());
    expect(phone).toHaveAttribute('aria-invalid', 'true');
    expect(screen.getByText(/Phone must be a phone number/)).toBeInTheDocument();
    expect(api().calls('PUT', SELLER_SHOP_SETTINGS_PATH)).toHaveLength(0);
  }, 20_000);

  it('refuses an unconfirmed alert that is not whole minutes in range', async () => {
    const { user } = await openScreen();
    const minutes = screen.getByLabelText(/Unconfirmed alert after/);
    await user.clear(minutes);
    await user.type(minutes, '0');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(minutes).toHaveFocus());
    expect(minutes).toHaveAttribute('aria-invalid', 'true');
    expect(screen.getByText(/whole minutes from 1 to 1440/)).toBeInTheDocument();
    expect(api().calls('PUT', SELLER_SHOP_SETTINGS_PATH)).toHaveLength(0);
  }, 20_000);

  it('shows the server’s refusal beside the field it names', async () => {
    api().on('PUT', SELLER_SHOP_SETTINGS_PATH, {
      status: 400,
      body: {
        success: false,
        code: ERROR_CODES.VALIDATION,
        message: 'Email must be an email address',
        field: 'email',
      },
    });
    const { user } = await openScreen();
    await user.click(screen.getByRole('button', { name: 'Save' }));
    const email = screen.getByLabelText(/^Email/);
    await waitFor(() => expect(email).toHaveAttribute('aria-invalid', 'true'));
    expect(email).toHaveFocus();
  }, 20_000);

  it('keeps the staff mobiles for new-order SMS: shown locally, sent as a list, a bad one refused', async () => {
    api()
      .on(
        'GET',
        SELLER_SHOP_SETTINGS_PATH,
        answer({
          ...DEFAULT_SHOP_PROFILE,
          staffOrderSmsNumbers: ['+94771234567'],
        }),
      )
      .on('PUT', SELLER_SHOP_SETTINGS_PATH, (request: RecordedRequest) =>
        answer(
          {
            ...(request.body as ShopProfile),
            staffOrderSmsNumbers: ['+94771234567', '+94765550101'],
          },
          SHOP_SETTINGS_TEXTS.saved,
        ),
      );
    const { user } = await openScreen();
    const staff = screen.getByLabelText(/Staff mobiles told of each new order/);
    expect(staff).toHaveValue('077 123 4567');
    expect(
      within(screen.getByRole('group', { name: 'New orders by SMS' })).getByRole('textbox'),
    ).toBe(staff);
    await user.type(staff, ', 011 234 5678');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(staff).toHaveFocus());
    expect(screen.getByText(/011 234 5678 is not a Sri Lankan mobile number/)).toBeInTheDocument();
    expect(api().calls('PUT', SELLER_SHOP_SETTINGS_PATH)).toHaveLength(0);

    await user.clear(staff);
    await user.type(staff, '077 123 4567, +94 76 555 0101');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(api().calls('PUT', SELLER_SHOP_SETTINGS_PATH)).toHaveLength(1));
    expect(api().calls('PUT', SELLER_SHOP_SETTINGS_PATH)[0]!.body).toMatchObject({
      staffOrderSmsNumbers: ['077 123 4567', '+94 76 555 0101'],
    });
    await waitFor(() => expect(staff).toHaveValue('077 123 4567, 076 555 0101'));
  }, 20_000);
});
