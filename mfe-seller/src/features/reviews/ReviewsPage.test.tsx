import { screen, waitFor, within } from '@testing-library/react';
import { REVIEW_TEXTS, type StaffReview } from '@greencart/contracts';
import { renderSeller } from '../../test/renderSeller';
import { setupFakeApi } from '../../test/setupFakeApi';

const api = setupFakeApi();

function aReview(overrides: Partial<StaffReview> = {}): StaffReview {
  return {
    id: 'r1',
    stars: 1,
    text: '<b>abusive</b> words',
    author: 'Kasun',
    createdAt: '2026-11-20T10:00:00.000Z',
    updatedAt: '2026-11-20T10:00:00.000Z',
    productId: 'mango',
    productName: 'Mango',
    hidden: false,
    ...overrides,
  };
}

describe('Reviews screen (owner and manager)', () => {
  it('lists reviews and hides an abusive one', async () => {
    let hidden = false;
    const sent: unknown[] = [];
    api()
      .on('GET', '/api/seller/is-auth', { body: { success: true, name: 'Mia', role: 'manager' } })
      .on('GET', '/api/seller/reviews', () => ({
        body: {
          success: true,
          reviews: [aReview({ hidden }), aReview({ id: 'r2', author: null, text: null, stars: 5 })],
          nextCursor: null,
        },
      }))
      .on('POST', '/api/seller/reviews/r1/hidden', (request) => {
        sent.push(request.body);
        hidden = true;
        return {
          body: { success: true, review: aReview({ hidden: true }), message: REVIEW_TEXTS.hidden },
        };
      });
    const { user } = renderSeller('/seller/reviews');
    const list = await screen.findByRole('list', { name: 'Reviews' });
    const nav = screen.getByRole('navigation', { name: 'Seller dashboard' });
    expect(within(nav).getByRole('link', { name: 'Reviews' })).toHaveAttribute(
      'aria-current',
      'page',
    );
    // Shown as text, never as markup.
    expect(within(list).getByText('<b>abusive</b> words')).toBeInTheDocument();
    expect(list.querySelector('b')).toBeNull();
    expect(within(list).getByText(/A former shopper/)).toBeInTheDocument();

    await user.click(
      within(list).getByRole('button', { name: 'Hide the review by Kasun of Mango' }),
    );
    await waitFor(() => expect(sent).toEqual([{ hidden: true }]));
    expect(await screen.findByText(REVIEW_TEXTS.hidden)).toBeInTheDocument();
    expect(
      await within(list).findByRole('button', { name: 'Show the review by Kasun of Mango' }),
    ).toBeVisible();
    expect(within(list).getByText(/Hidden from shoppers/)).toBeInTheDocument();
  });

  it('is not offered to a packer', async () => {
    api().on('GET', '/api/seller/is-auth', {
      body: { success: true, name: 'Pat', role: 'packer' },
    });
    renderSeller('/seller/orders');
    const nav = await screen.findByRole('navigation', { name: 'Seller dashboard' });
    await within(nav).findByRole('link', { name: /Orders/ });
    expect(within(nav).queryByRole('link', { name: 'Reviews' })).toBeNull();
  });
});
