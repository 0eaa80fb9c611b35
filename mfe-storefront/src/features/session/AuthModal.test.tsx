import { screen, waitFor, within } from '@testing-library/react';
import { USER } from '../../test/fixtures';
import { ACCOUNT_TEXTS, PHONE_TEXTS } from '@greencart/contracts';
import en from '../../i18n/en.json';
import { PASSWORD_HINT, welcomeMessage } from './AuthModal';
import { currentLocation, renderStorefront } from '../../test/renderWithProviders';

/**
 * The modal's email field (a listing's "Email me when it is back: …" buttons are labelled
 * "Email" too).
 */
const emailField = () => within(screen.getByRole('dialog')).getByLabelText(/^Email/);

async function openLogin() {
  const view = renderStorefront({ route: '/products' });
  // On a phone-sized jsdom every header control is rendered; the desktop Login button is first.
  await view.user.click(screen.getAllByRole('button', { name: 'Login' })[0]);
  const dialog = await screen.findByRole('dialog', { name: 'Log in to GreenCart' });
  return { ...view, dialog };
}

describe('login / sign-up modal', () => {
  it('asks for email and password, both required by the browser, email typed as email', async () => {
    await openLogin();
    const email = emailField();
    const password = screen.getByLabelText(/^Password/);
    expect(email).toBeRequired();
    expect(email).toHaveAttribute('type', 'email');
    expect(password).toBeRequired();
    expect(password).toHaveAttribute('type', 'password');
    expect(screen.queryByLabelText(/^Name/)).not.toBeInTheDocument();
  });

  it('toggles to registration, which also requires a name, and back', async () => {
    const { user } = await openLogin();
    await user.click(screen.getByRole('button', { name: 'Create an account' }));
    expect(await screen.findByRole('dialog', { name: 'Create your account' })).toBeInTheDocument();
    expect(screen.getByLabelText(/^Name/)).toBeRequired();
    await user.click(screen.getByRole('button', { name: 'Log in' }));
    expect(await screen.findByRole('dialog', { name: 'Log in to GreenCart' })).toBeInTheDocument();
  });

  it("shows the server's message as an error toast when login is refused", async () => {
    const view = renderStorefront({
      route: '/products',
      api: {
        'POST /api/user/login': {
          status: 401,
          body: {
            success: false,
            code: 'AUTH.INVALID_CREDENTIALS',
            message: 'Invalid email or password',
          },
        },
      },
    });
    await view.user.click(screen.getAllByRole('button', { name: 'Login' })[0]);
    await view.user.type(
      await within(await screen.findByRole('dialog')).findByLabelText(/^Email/),
      'nimal@example.com',
    );
    await view.user.type(screen.getByLabelText(/^Password/), 'wrong-password');
    await view.user.click(
      within(screen.getByRole('dialog')).getByRole('button', { name: 'Login' }),
    );
    expect(await screen.findByText('Invalid email or password')).toBeInTheDocument();
    expect(screen.getByRole('dialog')).toBeInTheDocument();
  });

  it('registers: sets the user, closes the modal and goes home', async () => {
    const view = renderStorefront({
      route: '/products',
      api: { 'POST /api/user/register': { body: { success: true, user: USER } } },
    });
    await view.user.click(screen.getAllByRole('button', { name: 'Login' })[0]);
    await view.user.click(await screen.findByRole('button', { name: 'Create an account' }));
    await view.user.type(screen.getByLabelText(/^Name/), 'Nimal');
    await view.user.type(emailField(), 'nimal@example.com');
    await view.user.type(screen.getByLabelText(/^Password/), 'a-long-password');
    await view.user.click(screen.getByRole('button', { name: 'Create account' }));

    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(view.api.sent('POST /api/user/register')[0].body).toEqual({
      name: 'Nimal',
      email: 'nimal@example.com',
      password: 'a-long-password',
    });
    expect(view.store.getState().session.user).toEqual(USER);
    await waitFor(() => expect(currentLocation()).toBe('/'));
    expect(screen.getByRole('button', { name: 'Account menu, Nimal' })).toBeInTheDocument();
    // A first visit starts with a greeting.
    expect(
      await screen.findByText(
        'Welcome to GreenCart, Nimal! Your account is ready: happy shopping.',
      ),
    ).toBeInTheDocument();
  });

  it('shows the password rule before the first attempt and enforces it with minLength', async () => {
    const { user } = await openLogin();
    await user.click(screen.getByRole('button', { name: 'Create an account' }));
    const password = await screen.findByLabelText(/^Password/);
    expect(password).toHaveAttribute('minLength', '8');
    expect(password).toHaveAttribute('maxLength', '72');
    expect(password).toHaveAccessibleDescription(PASSWORD_HINT);
    expect(screen.getByLabelText(/^Name/)).toHaveAttribute('maxLength', '100');
    expect(emailField()).toHaveAttribute('maxLength', '254');
  });

  it('offers a show-password toggle', async () => {
    const { user } = await openLogin();
    const password = screen.getByLabelText(/^Password/);
    await user.click(screen.getByRole('checkbox', { name: 'Show password' }));
    expect(password).toHaveAttribute('type', 'text');
    await user.click(screen.getByRole('checkbox', { name: 'Show password' }));
    expect(password).toHaveAttribute('type', 'password');
  });

  it('shows a refused field next to it in plain words, not as a toast of validator text', async () => {
    const view = renderStorefront({
      route: '/products',
      api: {
        'POST /api/user/register': {
          status: 400,
          body: {
            success: false,
            code: 'COMMON.VALIDATION',
            message: 'email must be a valid email address',
            field: 'email',
          },
        },
      },
    });
    await view.user.click(screen.getAllByRole('button', { name: 'Login' })[0]);
    await view.user.click(await screen.findByRole('button', { name: 'Create an account' }));
    await view.user.type(screen.getByLabelText(/^Name/), 'Nimal');
    await view.user.type(emailField(), 'nimal@example.com');
    await view.user.type(screen.getByLabelText(/^Password/), 'a-long-password');
    await view.user.click(screen.getByRole('button', { name: 'Create account' }));

    const email = emailField();
    await waitFor(() => expect(email).toHaveAttribute('aria-invalid', 'true'));
    expect(email).toHaveAccessibleDescription('Enter a valid email address, like name@example.com');
    expect(screen.queryByText('email must be a valid email address')).not.toBeInTheDocument();
  });

  it('from the navbar, login still goes to / (as in the original store)', async () => {
    const view = renderStorefront({
      route: '/products',
      api: { 'POST /api/user/login': { body: { success: true, user: USER } } },
    });
    await view.user.click(screen.getAllByRole('button', { name: 'Login' })[0]);
    await view.user.type(
      await within(await screen.findByRole('dialog')).findByLabelText(/^Email/),
      'nimal@example.com',
    );
    await view.user.type(screen.getByLabelText(/^Password/), 'a-long-password');
    await view.user.click(
      within(screen.getByRole('dialog')).getByRole('button', { name: 'Login' }),
    );
    await waitFor(() => expect(currentLocation()).toBe('/'));
    // Logging in to an existing account is no first visit: no welcome.
    expect(screen.queryByText(/^Welcome to GreenCart/)).not.toBeInTheDocument();
  });

  it("from the cart's Place Order, login and registration return to the cart", async () => {
    const view = renderStorefront({
      route: '/cart',
      preloadedState: { cart: { items: { tomato: 1 } } },
      api: {
        'POST /api/user/register': { body: { success: true, user: USER } },
        'POST /api/cart/update': { body: { success: true, message: 'Cart Updated' } },
        'GET /api/address/get': { body: { success: true, addresses: [] } },
      },
    });
    await view.user.click(
      await screen.findByRole('button', { name: 'Place Order' }, { timeout: 5_000 }),
    );
    // Switching to registration keeps the way back.
    await view.user.click(await screen.findByRole('button', { name: 'Create an account' }));
    await view.user.type(screen.getByLabelText(/^Name/), 'Nimal');
    await view.user.type(emailField(), 'nimal@example.com');
    await view.user.type(screen.getByLabelText(/^Password/), 'a-long-password');
    await view.user.click(screen.getByRole('button', { name: 'Create account' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(currentLocation()).toBe('/cart');
    expect(
      await screen.findByRole('button', { name: 'Place Order' }, { timeout: 5_000 }),
    ).toBeInTheDocument();
  });

  it('says in English exactly what it always said (the catalogue keeps the old words)', () => {
    expect(en.auth.title).toEqual({
      login: 'Log in to GreenCart',
      register: 'Create your account',
      forgot: 'Reset your password',
      phone: 'Log in with a code by SMS',
    });
    expect(en.auth.welcome.replace('{{name}}', 'Nimal')).toBe(welcomeMessage('Nimal'));
    expect(en.auth.passwordHint.replace('{{min}}', '8')).toBe(PASSWORD_HINT);
    expect(en.auth.invalidCredentials).toBe('Invalid email or password');
    expect(en.auth.forgot.sent).toBe(ACCOUNT_TEXTS.resetRequested);
    expect(en.auth.phone.sent).toBe(PHONE_TEXTS.codeSent);
    expect(en.auth.phone.wrongCode).toBe(PHONE_TEXTS.codeInvalid);
    expect(en.auth.phone.invalid).toBe(PHONE_TEXTS.invalid);
  });
});
