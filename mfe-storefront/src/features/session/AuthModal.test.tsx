import { screen, waitFor, within } from '@testing-library/react';
import { USER } from '../../test/fixtures';
import { currentLocation, renderStorefront } from '../../test/renderWithProviders';

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
    const email = screen.getByLabelText(/^Email/);
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
    await view.user.type(await screen.findByLabelText(/^Email/), 'nimal@example.com');
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
    await view.user.type(screen.getByLabelText(/^Email/), 'nimal@example.com');
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
  });
});
