import { act, screen, waitFor, within } from '@testing-library/react';
import type { CartItems } from '@greencart/contracts';
import { USER } from '../../test/fixtures';
import { renderStorefront } from '../../test/renderWithProviders';
import { GUEST_CART_KEY, SUBSTITUTIONS_KEY, loadGuestCart, loadSubstitutions } from './guestCart';

const CART_SAVED = { body: { success: true, message: 'Cart Updated' } };

afterEach(() => localStorage.clear());

describe('guest cart', () => {
  it('survives a reload in localStorage', async () => {
    const first = renderStorefront({ route: '/products' });
    await first.user.click(await screen.findByRole('button', { name: 'Add Tomato 1 kg to cart' }));
    await first.user.click(screen.getByRole('button', { name: 'Add one more Tomato 1 kg' }));
    first.unmount();

    expect(loadGuestCart()).toEqual({ tomato: 2 });
    renderStorefront({ route: '/products', preloadedState: { cart: { items: loadGuestCart() } } });
    expect(await screen.findByRole('link', { name: 'Cart, 2 items' })).toBeInTheDocument();
  });

  it("keeps each line's substitution choice across a reload", async () => {
    localStorage.setItem(GUEST_CART_KEY, JSON.stringify({ tomato: 2 }));
    const first = renderStorefront({
      route: '/cart',
      preloadedState: { cart: { items: loadGuestCart(), substitutions: loadSubstitutions() } },
    });
    const choice = await screen.findByLabelText('If Tomato 1 kg is unavailable');
    await first.user.selectOptions(choice, 'Best match is fine');
    first.unmount();

    expect(loadSubstitutions()).toEqual({ tomato: { choice: 'best_match', productId: null } });
    renderStorefront({
      route: '/cart',
      preloadedState: { cart: { items: loadGuestCart(), substitutions: loadSubstitutions() } },
    });
    expect(await screen.findByLabelText('If Tomato 1 kg is unavailable')).toHaveValue('best_match');
  });

  it('ignores a malformed saved substitution choice, and reads the older saved flags', () => {
    localStorage.setItem(
      SUBSTITUTIONS_KEY,
      JSON.stringify({
        tomato: 'similar',
        apple: 'refund',
        carrot: 'anything',
        x: 1,
        lime: { choice: 'specific', productId: 'lemon' },
        kiwi: { choice: 'best_match', productId: 'lemon' },
        fig: { choice: 'nope' },
      }),
    );
    expect(loadSubstitutions()).toEqual({
      tomato: { choice: 'best_match', productId: null },
      apple: { choice: 'refund', productId: null },
      lime: { choice: 'specific', productId: 'lemon' },
    });
  });

  it('ignores a malformed saved cart line by line', () => {
    localStorage.setItem(
      GUEST_CART_KEY,
      JSON.stringify({ tomato: 2, bad: -1, worse: 'x', huge: 10_000 }),
    );
    expect(loadGuestCart()).toEqual({ tomato: 2 });
  });

  it('is merged into the saved cart at login, saved, cleared locally, and the shopper is told', async () => {
    localStorage.setItem(GUEST_CART_KEY, JSON.stringify({ tomato: 2, apple: 1 }));
    const { user, api, store } = renderStorefront({
      route: '/',
      preloadedState: { cart: { items: loadGuestCart() } },
      api: {
        'POST /api/user/login': {
          body: { success: true, user: { ...USER, cartItems: { tomato: 1, carrot: 3 } } },
        },
        'POST /api/cart/update': CART_SAVED,
      },
    });
    await user.click(screen.getAllByRole('button', { name: 'Login' })[0]);
    const dialog = await screen.findByRole('dialog');
    await user.type(within(dialog).getByLabelText(/^Email/), 'nimal@example.com');
    await user.type(within(dialog).getByLabelText(/^Password/), 'secret-password');
    await user.click(within(dialog).getByRole('button', { name: 'Login' }));

    const merged = { tomato: 3, carrot: 3, apple: 1 };
    await waitFor(() => expect(api.sent('POST /api/cart/update')).toHaveLength(1));
    expect(api.sent('POST /api/cart/update')[0].body).toEqual({ cartItems: merged });
    expect(store.getState().cart.items).toEqual(merged);
    expect(
      await screen.findByText(
        'Added 2 products saved in your account to your cart (3 products now)',
      ),
    ).toBeInTheDocument();
    expect(localStorage.getItem(GUEST_CART_KEY)).toBeNull();
    expect(screen.getByRole('link', { name: 'Cart, 7 items' })).toBeInTheDocument();
  });
});

describe('a new account with a guest cart', () => {
  it('keeps the guest cart and is not told about a merge (there was nothing to merge)', async () => {
    const { user, api, store } = renderStorefront({
      route: '/cart',
      preloadedState: { cart: { items: { tomato: 2 } } },
      api: {
        'POST /api/user/register': { body: { success: true, user: { ...USER, cartItems: {} } } },
        'POST /api/cart/update': CART_SAVED,
      },
    });
    await user.click(screen.getAllByRole('button', { name: 'Login' })[0]);
    await user.click(await screen.findByRole('button', { name: 'Create an account' }));
    const dialog = await screen.findByRole('dialog', { name: 'Create your account' });
    await user.type(within(dialog).getByLabelText(/^Name/), 'Nimal');
    await user.type(within(dialog).getByLabelText(/^Email/), 'nimal@example.com');
    await user.type(within(dialog).getByLabelText(/^Password/), 'secret-password');
    await user.click(within(dialog).getByRole('button', { name: 'Create account' }));

    await waitFor(() => expect(store.getState().session.user).not.toBeNull());
    await waitFor(() => expect(api.sent('POST /api/cart/update')).toHaveLength(1));
    expect(store.getState().cart.items).toEqual({ tomato: 2 });
    expect(screen.queryByText(/saved in your account/)).not.toBeInTheDocument();
    expect(screen.queryByText(/merged/i)).not.toBeInTheDocument();
  });
});

describe('logged-in cart', () => {
  it('is restored on load by the session check, without saving it back', async () => {
    const { api } = renderStorefront({
      route: '/',
      api: {
        'GET /api/user/is-auth': {
          body: { success: true, user: { ...USER, cartItems: { carrot: 2 } } },
        },
        'POST /api/cart/update': CART_SAVED,
      },
    });
    expect(await screen.findByRole('link', { name: 'Cart, 2 items' })).toBeInTheDocument();
    expect(api.sent('POST /api/cart/update')).toHaveLength(0);
    expect(screen.queryByText(/saved in your account/)).not.toBeInTheDocument();
  });

  it('merges the saved cart only once, even when effects run twice (StrictMode)', async () => {
    const { store, settled } = renderStorefront({
      route: '/',
      strict: true,
      preloadedState: { cart: { items: { tomato: 1 } } },
      api: {
        'GET /api/user/is-auth': {
          body: { success: true, user: { ...USER, cartItems: { carrot: 2 } } },
        },
        'POST /api/cart/update': CART_SAVED,
      },
    });
    await waitFor(() => expect(store.getState().session.user).not.toBeNull());
    await settled();
    expect(store.getState().cart.items).toEqual({ tomato: 1, carrot: 2 });
  });

  it('saves every change, one request at a time, the last state winning', async () => {
    const pending: (() => void)[] = [];
    const { user, api } = renderStorefront({
      route: '/products',
      api: {
        'GET /api/user/is-auth': { body: { success: true, user: USER } },
        // Each save answers only when the test releases it, as on a slow network.
        'POST /api/cart/update': () =>
          new Promise((resolve) => pending.push(() => resolve(CART_SAVED))),
      },
    });
    await screen.findByRole('button', { name: 'Account menu, Nimal' });
    await user.click(await screen.findByRole('button', { name: 'Add Tomato 1 kg to cart' }));
    await user.click(screen.getByRole('button', { name: 'Add one more Tomato 1 kg' }));
    await user.click(screen.getByRole('button', { name: 'Add Cola 1.5L to cart' }));

    // The first save is still in flight: nothing else has been sent yet.
    expect(api.sent('POST /api/cart/update').map((r) => r.body)).toEqual([
      { cartItems: { tomato: 1 } },
    ]);
    pending.shift()?.();
    await waitFor(() => expect(api.sent('POST /api/cart/update')).toHaveLength(2));
    expect(api.sent('POST /api/cart/update')[1].body).toEqual({
      cartItems: { tomato: 2, cola: 1 },
    });
    // Once the last save answers, the server holds the latest cart: nothing more is sent.
    await act(async () => {
      pending.shift()?.();
      await new Promise((resolve) => setTimeout(resolve, 50));
    });
    expect(api.sent('POST /api/cart/update')).toHaveLength(2);
  });

  it('sends a change still unsaved when the page goes away with keepalive, and nothing when saved', async () => {
    const pending: (() => void)[] = [];
    const { user } = renderStorefront({
      route: '/products',
      config: { apiUrl: 'http://api.test/', remotes: {}, onlinePayment: false },
      api: {
        'GET /api/user/is-auth': { body: { success: true, user: USER } },
        'POST /api/cart/update': () =>
          new Promise((resolve) => pending.push(() => resolve(CART_SAVED))),
      },
    });
    const keepalive = jest.fn(async () => new Response('{}'));
    const originalFetch = globalThis.fetch;
    globalThis.fetch = keepalive as unknown as typeof fetch;
    try {
      await screen.findByRole('button', { name: 'Account menu, Nimal' });
      await user.click(await screen.findByRole('button', { name: 'Add Tomato 1 kg to cart' }));
      await user.click(screen.getByRole('button', { name: 'Add one more Tomato 1 kg' }));
      // The first save is in flight, the second change not sent yet: the shopper leaves.
      window.dispatchEvent(new Event('pagehide'));
      expect(keepalive).toHaveBeenCalledTimes(1);
      const [url, init] = keepalive.mock.calls[0] as unknown as [string, RequestInit];
      expect(url).toBe('http://api.test/api/cart/update');
      expect(init).toMatchObject({ method: 'POST', keepalive: true, credentials: 'include' });
      expect(JSON.parse(String(init.body))).toEqual({ cartItems: { tomato: 2 } });

      // Once the server holds the latest cart, leaving sends nothing.
      await act(async () => {
        pending.shift()?.();
        await new Promise((resolve) => setTimeout(resolve, 20));
        pending.shift()?.();
        await new Promise((resolve) => setTimeout(resolve, 20));
      });
      window.dispatchEvent(new Event('pagehide'));
      expect(keepalive).toHaveBeenCalledTimes(1);
    } finally {
      globalThis.fetch = originalFetch;
    }
  });

  it('removes the lines the server reports as dropped', async () => {
    const saved: CartItems = { tomato: 1, retired: 2 };
    const { api, store } = renderStorefront({
      route: '/cart',
      preloadedState: { cart: { items: { tomato: 1 } } },
      api: {
        'GET /api/user/is-auth': {
          body: { success: true, user: { ...USER, cartItems: { retired: 2 } } },
        },
        'POST /api/cart/update': {
          body: { success: true, message: 'Cart Updated', dropped: ['retired'] },
        },
      },
    });
    await waitFor(() => expect(store.getState().cart.items).toEqual({ tomato: 1 }));
    expect(api.sent('POST /api/cart/update')[0].body).toEqual({ cartItems: saved });
    expect(api.sent('POST /api/cart/update')).toHaveLength(1);
  });
});
