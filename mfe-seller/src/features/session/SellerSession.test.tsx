import { screen, within } from '@testing-library/react';
import { renderSeller } from '../../test/renderSeller';
import { setupFakeApi } from '../../test/setupFakeApi';
import { IS_SELLER, NOT_SELLER, aProduct } from '../../test/fixtures';
import { deferred, type FakeReply } from '@greencart/shared-ui/test';

const api = setupFakeApi();

describe('seller session', () => {
  it('shows a spinner until is-auth answers, then the login form for a visitor', async () => {
    const answer = deferred<FakeReply>();
    api().on('GET', '/api/seller/is-auth', () => answer.promise);
    renderSeller();

    expect(screen.getByRole('status')).toHaveTextContent('Checking your seller session');
    answer.resolve(NOT_SELLER);

    expect(await screen.findByRole('heading', { name: 'Seller Login' })).toBeInTheDocument();
    // "Not a seller" is the normal answer for a visitor: no error toast.
    expect(screen.queryByText('Not authorized')).not.toBeInTheDocument();
  });

  it('requires email and password and sends nothing while one is missing', async () => {
    api().on('GET', '/api/seller/is-auth', NOT_SELLER);
    const { user } = renderSeller();

    const email = await screen.findByLabelText(/Email/);
    const password = screen.getByLabelText(/Password/);
    expect(email).toBeRequired();
    expect(email).toHaveAttribute('type', 'email');
    expect(password).toBeRequired();

    await user.type(email, 'admin@example.com');
    await user.click(screen.getByRole('button', { name: 'Login' }));

    expect(api().calls('POST', '/api/seller/login')).toHaveLength(0);
  });

  it('shows the server message inline and as a toast when the password is wrong', async () => {
    api()
      .on('GET', '/api/seller/is-auth', NOT_SELLER)
      .on('POST', '/api/seller/login', {
        status: 401,
        body: {
          success: false,
          code: 'AUTH.INVALID_CREDENTIALS',
          message: 'Invalid email or password',
        },
      });
    const { user } = renderSeller();

    await user.type(await screen.findByLabelText(/Email/), 'admin@example.com');
    await user.type(screen.getByLabelText(/Password/), 'wrong');
    await user.click(screen.getByRole('button', { name: 'Login' }));

    const form = screen.getByRole('form', { name: 'Seller Login' });
    expect(await within(form).findByRole('alert')).toHaveTextContent('Invalid email or password');
    // The inline message plus the toast.
    expect(screen.getAllByText('Invalid email or password')).toHaveLength(2);
    expect(screen.queryByRole('navigation')).not.toBeInTheDocument();
  });

  it('logs in with the right password and lands an owner on Today', async () => {
    // Like the API: not a seller until the login, then is-auth names the staff role.
    api()
      .on('GET', '/api/seller/is-auth', () =>
        api().calls('POST', '/api/seller/login').length > 0 ? IS_SELLER : NOT_SELLER,
      )
      .on('POST', '/api/seller/login', { body: { success: true, message: 'Logged In' } })
      .on('GET', '/api/seller/today', { status: 503, body: { success: false, message: 'Busy' } });
    const { user } = renderSeller('/seller/orders');

    await user.type(await screen.findByLabelText(/Email/), ' admin@example.com ');
    await user.type(screen.getByLabelText(/Password/), 'secret123');
    await user.click(screen.getByRole('button', { name: 'Login' }));

    expect(await screen.findByRole('heading', { level: 1, name: 'Today' })).toBeInTheDocument();
    expect(api().calls('POST', '/api/seller/login')[0].body).toEqual({
      email: 'admin@example.com',
      password: 'secret123',
    });
  });

  it('greets the staff member logged in by name, after a login too', async () => {
    const packer = { body: { success: true, name: 'Priya Packer', role: 'packer' } };
    api()
      .on('GET', '/api/seller/is-auth', () =>
        api().calls('POST', '/api/seller/login').length > 0 ? packer : NOT_SELLER,
      )
      .on('POST', '/api/seller/login', { body: { success: true, message: 'Logged In' } });
    const { user } = renderSeller('/seller/orders');
    await user.type(await screen.findByLabelText(/Email/), 'priya@example.com');
    await user.type(screen.getByLabelText(/Password/), 'secret123');
    await user.click(screen.getByRole('button', { name: 'Login' }));

    expect(await screen.findByText('Hi! Priya Packer')).toBeInTheDocument();
    expect(screen.queryByText('Hi! Admin')).toBeNull();
  });

  it('says "Hi! Admin" only to an API that names nobody (the original one)', async () => {
    // The original API's answer: no name, no role (the portal then shows a packer's pages).
    api().on('GET', '/api/seller/is-auth', { body: { success: true } });
    renderSeller();
    expect(await screen.findByText('Hi! Admin')).toBeInTheDocument();
  });

  it('logs out: ends the session and goes to the store', async () => {
    api()
      .on('GET', '/api/seller/is-auth', IS_SELLER)
      .on('POST', '/api/seller/logout', { body: { success: true, message: 'Logged Out' } });
    const { user } = renderSeller();

    await user.click(await screen.findByRole('button', { name: 'Logout' }));

    expect(await screen.findByRole('heading', { name: 'Storefront home' })).toBeInTheDocument();
    expect(screen.getByText('Logged Out')).toBeInTheDocument();
  });

  it('stays on the dashboard with an error toast when logout fails', async () => {
    api()
      .on('GET', '/api/seller/is-auth', IS_SELLER)
      .on('POST', '/api/seller/logout', {
        status: 503,
        body: { success: false, code: 'COMMON.UNAVAILABLE', message: 'Try later' },
      });
    const { user } = renderSeller();

    await user.click(await screen.findByRole('button', { name: 'Logout' }));

    expect(await screen.findByText('Try later')).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'Add Product' })).toBeInTheDocument();
  });
});

describe('dashboard layout', () => {
  it('marks the current page in the sidebar and shows the build id', async () => {
    api()
      .on('GET', '/api/seller/is-auth', IS_SELLER)
      .on('GET', '/api/product/list', { body: { success: true, products: [aProduct()] } });
    const { user } = renderSeller();

    const nav = await screen.findByRole('navigation', { name: 'Seller dashboard' });
    expect(within(nav).getByRole('link', { name: 'Add Product' })).toHaveAttribute(
      'aria-current',
      'page',
    );

    await user.click(within(nav).getByRole('link', { name: 'Product List' }));

    expect(await screen.findByRole('heading', { name: 'All Products' })).toBeInTheDocument();
    expect(within(nav).getByRole('link', { name: 'Product List' })).toHaveAttribute(
      'aria-current',
      'page',
    );
    expect(within(nav).getByRole('link', { name: 'Add Product' })).not.toHaveAttribute(
      'aria-current',
    );
    expect(screen.getByTestId('seller-build-id')).toHaveTextContent('dev');
  });

  it('goes back to the login form when the server says the seller session has ended', async () => {
    api()
      .on('GET', '/api/seller/is-auth', IS_SELLER)
      .on('GET', '/api/order/seller', {
        status: 401,
        body: { success: false, code: 'AUTH.NOT_AUTHENTICATED', message: 'Please log in again' },
      });
    renderSeller('/seller/orders');

    expect(await screen.findByRole('heading', { name: 'Seller Login' })).toBeInTheDocument();
    expect(screen.getByText('Please log in again')).toBeInTheDocument();
  });

  it('shows an error toast when the server cannot be reached for the session check', async () => {
    api().on('GET', '/api/seller/is-auth', () => {
      throw new Error('socket hang up');
    });
    renderSeller();

    expect(await screen.findByRole('heading', { name: 'Seller Login' })).toBeInTheDocument();
    expect(
      await screen.findByText(/Could not reach the server|socket hang up/),
    ).toBeInTheDocument();
  });
});
