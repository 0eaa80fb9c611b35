import { screen } from '@testing-library/react';
import { renderSeller } from '../../test/renderSeller';
import { setupFakeApi } from '../../test/setupFakeApi';
import { IS_SELLER } from '../../test/fixtures';

const api = setupFakeApi();

describe('the build label (issue 28)', () => {
  it('waits behind About at the foot of the screen', async () => {
    api()
      .on('GET', '/api/seller/is-auth', IS_SELLER)
      .on('GET', '/api/order/seller', { body: { success: true, orders: [] } });
    const { user } = renderSeller('/seller/orders');
    await screen.findByRole('heading', { name: 'Orders List' });

    const about = screen.getByText('About', { selector: 'summary' });
    // Not in the sidebar (nor above the page): in the page's footer (contentinfo).
    expect(screen.getByRole('contentinfo')).toContainElement(about);
    expect(screen.getByRole('complementary')).not.toContainElement(
      screen.getByTestId('seller-build-id'),
    );
    const details = about.closest('details')!;
    expect(details).not.toHaveAttribute('open');

    // A native summary: a browser opens it with Enter or Space as well as a tap.
    await user.click(about);
    expect(details).toHaveAttribute('open');
    expect(screen.getByTestId('seller-build-id')).toHaveTextContent('dev');
  });
});
