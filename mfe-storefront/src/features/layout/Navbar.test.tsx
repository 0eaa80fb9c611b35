import { screen, waitFor, within } from '@testing-library/react';
import { USER } from '../../test/fixtures';
import { currentLocation, renderStorefront } from '../../test/renderWithProviders';

const LOGGED_IN = { body: { success: true, user: USER } };

describe('Navbar', () => {
  it('has Home, All Products and Contact, and a cart link named with its item count', async () => {
    const { settled } = renderStorefront({
      route: '/',
      preloadedState: { cart: { items: { tomato: 2, apple: 1 } } },
    });
    await settled();
    const nav = within(screen.getByRole('navigation', { name: 'Main' }));
    expect(nav.getByRole('link', { name: 'Home' })).toHaveAttribute('href', '/');
    expect(nav.getByRole('link', { name: 'All Products' })).toHaveAttribute('href', '/products');
    expect(nav.getByRole('link', { name: 'Contact' })).toHaveAttribute('href', '#contact');
    expect(document.getElementById('contact')).toHaveTextContent(/support@greencart\.lk/);
    expect(screen.getByRole('link', { name: 'Cart, 3 items' })).toHaveAttribute('href', '/cart');
  });

  it('has a search icon in the header that opens a focused search box (phones)', async () => {
    const { user } = renderStorefront({ route: '/' });
    const toggle = await screen.findByRole('button', { name: 'Search' });
    expect(toggle).toHaveAttribute('aria-expanded', 'false');
    await user.click(toggle);
    expect(toggle).toHaveAttribute('aria-expanded', 'true');
    const box = document.getElementById('sf-search-phone');
    expect(box).toHaveFocus();
    await user.type(box!, 'tom');
    await waitFor(() => expect(currentLocation()).toBe('/products?q=tom'));
  });

  it('opens the profile menu from the keyboard and moves through it with the arrows', async () => {
    const { user } = renderStorefront({ route: '/', api: { 'GET /api/user/is-auth': LOGGED_IN } });
    const button = await screen.findByRole('button', { name: 'Account menu, Nimal' });
    button.focus();
    await user.keyboard('{Enter}');
    const menu = screen.getByRole('menu', { name: 'Account' });
    expect(button).toHaveAttribute('aria-expanded', 'true');
    expect(within(menu).getByRole('menuitem', { name: 'My Orders' })).toHaveFocus();
    await user.keyboard('{ArrowDown}');
    expect(within(menu).getByRole('menuitem', { name: 'My Addresses' })).toHaveFocus();
    await user.keyboard('{End}');
    expect(within(menu).getByRole('menuitem', { name: 'Logout' })).toHaveFocus();
    await user.keyboard('{ArrowDown}');
    expect(within(menu).getByRole('menuitem', { name: 'My Orders' })).toHaveFocus();
    await user.keyboard('{Escape}');
    expect(screen.queryByRole('menu')).not.toBeInTheDocument();
    expect(button).toHaveFocus();
  });

  it('My Orders in the profile menu opens /my-orders', async () => {
    const { user } = renderStorefront({
      route: '/',
      api: {
        'GET /api/user/is-auth': LOGGED_IN,
        'GET /api/order/user': { body: { success: true, orders: [] } },
      },
    });
    await user.click(await screen.findByRole('button', { name: 'Account menu, Nimal' }));
    await user.click(screen.getByRole('menuitem', { name: 'My Orders' }));
    await waitFor(() => expect(currentLocation()).toBe('/my-orders'));
  });

  it('Logout clears the user and their cart and goes home', async () => {
    const { user, store } = renderStorefront({
      route: '/products',
      api: {
        'GET /api/user/is-auth': {
          body: { success: true, user: { ...USER, cartItems: { tomato: 1 } } },
        },
        'POST /api/user/logout': { body: { success: true, message: 'Logged Out' } },
      },
    });
    await user.click(await screen.findByRole('button', { name: 'Account menu, Nimal' }));
    await user.click(screen.getByRole('menuitem', { name: 'Logout' }));
    await waitFor(() => expect(currentLocation()).toBe('/'));
    expect(store.getState().session.user).toBeNull();
    expect(screen.getByRole('link', { name: 'Cart, 0 items' })).toBeInTheDocument();
    expect(screen.getAllByRole('button', { name: 'Login' }).length).toBeGreaterThan(0);
  });

  it('has a mobile menu toggled by a labelled button', async () => {
    const { user, settled } = renderStorefront({ route: '/' });
    await settled();
    const toggle = screen.getByRole('button', { name: 'Menu' });
    expect(toggle).toHaveAttribute('aria-expanded', 'false');
    await user.click(toggle);
    expect(toggle).toHaveAttribute('aria-expanded', 'true');
    const mobile = within(screen.getByRole('navigation', { name: 'Mobile' }));
    await user.click(mobile.getByRole('link', { name: 'All Products' }));
    await waitFor(() => expect(currentLocation()).toBe('/products'));
    expect(screen.queryByRole('navigation', { name: 'Mobile' })).not.toBeInTheDocument();
  });
});
