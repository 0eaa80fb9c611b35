import { act, screen, within } from '@testing-library/react';
import { DEFAULT_SHOP_PROFILE, type ShopSettings } from '@greencart/contracts';
import { PRODUCTS } from '../../test/fixtures';
import { renderStorefront } from '../../test/renderWithProviders';

/** The settings answer of a shop whose owner changed `patch`. */
function settings(patch: Partial<ShopSettings> = {}) {
  return {
    body: {
      success: true,
      settings: {
        ...DEFAULT_SHOP_PROFILE,
        weightTolerancePercent: 10,
        locale: 'en-LK',
        timeZone: 'Asia/Colombo',
        ...patch,
      },
    },
  };
}

/**
 * The storefront says what the owner set (issue 39, docs/SETTINGS.md): name, contact, hours,
 * home page texts and claims, footer links and tax, and shows a change while it is open.
 */
describe('the storefront reads the shop settings', () => {
  it('shows the owner’s name, contact, banner, claims and links as text', async () => {
    const view = renderStorefront({
      route: '/',
      api: {
        'GET /api/shop/settings': settings({
          shopName: 'Perera <b>Greens</b>',
          phone: '+94 77 765 4321',
          whatsapp: '+94 77 765 4321',
          openingHours: 'Mon–Sat, 8 am – 8 pm',
          heroTitle: 'Kandy’s freshest vegetables',
          deliveryPromise: 'Same-day delivery in Kandy',
          claims: [
            { title: 'Local farms', text: 'From farms around Kandy.' },
            { title: 'Trusted by Thousands', text: '' },
          ],
          footerLinks: [{ label: 'Our story', url: 'https://perera.example/story' }],
        }),
      },
    });
    await view.settled();
    expect(screen.getByRole('heading', { level: 1, name: 'Kandy’s freshest vegetables' }));
    expect(screen.getAllByText('Same-day delivery in Kandy').length).toBeGreaterThan(0);
    // Markup typed by the owner is shown as text, never as an element.
    expect(screen.getByRole('link', { name: 'Perera <b>Greens</b> home' })).toBeInTheDocument();
    expect(document.querySelector('.sf-logo b')).toBeNull();
    const why = within(screen.getByRole('region', { name: 'Why We Are the Best?' }));
    expect(why.getByText('From farms around Kandy.')).toBeInTheDocument();
    // An emptied claim is not shown: the number is the owner's to remove.
    expect(why.queryByText('Trusted by Thousands')).toBeNull();
    expect(screen.queryByText(/10,000/)).toBeNull();
    const contact = within(screen.getByRole('region', { name: 'Contact us' }));
    expect(contact.getByRole('link', { name: '+94 77 765 4321' })).toHaveAttribute(
      'href',
      'tel:+94777654321',
    );
    expect(contact.getByRole('link', { name: /WhatsApp/ })).toHaveAttribute(
      'href',
      'https://wa.me/94777654321',
    );
    expect(contact.getByText('Mon–Sat, 8 am – 8 pm')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Our story' })).toHaveAttribute(
      'href',
      'https://perera.example/story',
    );
    expect(screen.getByText(/Perera <b>Greens<\/b>\. All rights reserved/)).toBeInTheDocument();
  });

  it('looks as before with the defaults (name, phone, hours, the 10,000+ claim)', async () => {
    const view = renderStorefront({ route: '/' });
    await view.settled();
    expect(screen.getByRole('link', { name: 'GreenCart home' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: '+94 11 234 5678' })).toBeInTheDocument();
    expect(screen.getByText('Every day, 7 am – 10 pm')).toBeInTheDocument();
    expect(screen.getByText('Loved by 10,000+ happy customers.')).toBeInTheDocument();
  });

  it('says on the product page what the cart does with tax', async () => {
    const tomato = PRODUCTS[0];
    const path = `/products/${tomato.category.toLowerCase()}/${tomato._id}`;
    const added = renderStorefront({ route: path });
    expect(await screen.findByText('(plus 2% tax, added at checkout)')).toBeInTheDocument();
    expect(screen.queryByText(/inclusive of all taxes/)).toBeNull();
    await added.settled();
    added.unmount();
    const included = renderStorefront({
      route: path,
      api: { 'GET /api/shop/settings': settings({ taxPercent: 8, pricesIncludeTax: true }) },
    });
    expect(await screen.findByText('(inclusive of 8% tax)')).toBeInTheDocument();
    await included.settled();
  });

  it('shows an owner’s change in an open page when the tab comes back into focus', async () => {
    let current = settings();
    const view = renderStorefront({
      route: '/',
      api: { 'GET /api/shop/settings': () => current },
    });
    await view.settled();
    expect(screen.getByRole('link', { name: 'GreenCart home' })).toBeInTheDocument();
    current = settings({ shopName: 'Perera Greens', phone: '+94 77 765 4321' });
    await act(async () => {
      window.dispatchEvent(new Event('focus'));
    });
    expect(await screen.findByRole('link', { name: 'Perera Greens home' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: '+94 77 765 4321' })).toBeInTheDocument();
    await view.settled();
  });
});
