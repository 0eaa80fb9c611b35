import { screen, waitFor, within } from '@testing-library/react';
import { renderSeller } from '../../test/renderSeller';
import { setupFakeApi } from '../../test/setupFakeApi';
import { IS_SELLER, aProduct } from '../../test/fixtures';
import { deferred, type FakeReply } from '../../test/fakeHttp';

const api = setupFakeApi();

const apples = aProduct();
const milk = aProduct({
  _id: 'p2',
  name: 'Fresh Milk',
  category: 'Dairy',
  offerPrice: 122.4,
  inStock: false,
  image: ['http://cdn.test/milk.webp'],
});

beforeEach(() => {
  api()
    .on('GET', '/api/seller/is-auth', IS_SELLER)
    .on('GET', '/api/product/list', { body: { success: true, products: [apples, milk] } });
});

async function openList() {
  const view = renderSeller('/seller/product-list');
  await screen.findByRole('heading', { name: 'All Products' });
  return view;
}

describe('Product List', () => {
  it('lists every product, in stock or not, with card image, category label and offer price', async () => {
    await openList();

    const rows = within(await screen.findByRole('table'))
      .getAllByRole('row')
      .slice(1);
    expect(rows).toHaveLength(2);
    const milkRow = rows[1];
    expect(within(milkRow).getByText('Fresh Milk')).toBeInTheDocument();
    expect(within(milkRow).getByText('Dairy Products')).toBeInTheDocument();
    expect(within(milkRow).getByText('LKR 122.40')).toBeInTheDocument();
    expect(milkRow.querySelector('img')).toHaveAttribute('src', 'http://cdn.test/milk.card.webp');
    expect(rows[0].querySelector('img')).toHaveAttribute(
      'src',
      'http://api.test/uploads/apples.card.webp',
    );
    expect(screen.getByRole('switch', { name: 'In stock: Fresh Apples' })).toBeChecked();
    expect(screen.getByRole('switch', { name: 'In stock: Fresh Milk' })).not.toBeChecked();
  });

  it('flips the switch at once and sends the change', async () => {
    const answer = deferred<FakeReply>();
    api().on('POST', '/api/product/stock', () => answer.promise);
    const { user } = await openList();
    const toggle = await screen.findByRole('switch', { name: 'In stock: Fresh Apples' });

    await user.click(toggle);

    // Before the server answers.
    expect(toggle).not.toBeChecked();
    expect(api().calls('POST', '/api/product/stock')[0].body).toEqual({ id: 'p1', inStock: false });

    answer.resolve({ body: { success: true, message: 'Stock Updated' } });
    expect(await screen.findByText('Stock Updated')).toBeInTheDocument();
    expect(toggle).not.toBeChecked();
  });

  it('puts the switch back and shows the server message when the change is refused', async () => {
    api().on('POST', '/api/product/stock', {
      status: 404,
      body: { success: false, code: 'PRODUCT.NOT_FOUND', message: 'Product not found' },
    });
    const { user } = await openList();
    const toggle = await screen.findByRole('switch', { name: 'In stock: Fresh Milk' });

    await user.click(toggle);

    expect(await screen.findByText('Product not found')).toBeInTheDocument();
    await waitFor(() => expect(toggle).not.toBeChecked());
  });

  it('puts the switch back when the server answers success: false', async () => {
    api().on('POST', '/api/product/stock', {
      body: { success: false, message: 'Stock change not allowed' },
    });
    const { user } = await openList();
    const toggle = await screen.findByRole('switch', { name: 'In stock: Fresh Apples' });

    await user.click(toggle);

    expect(await screen.findByText('Stock change not allowed')).toBeInTheDocument();
    await waitFor(() => expect(toggle).toBeChecked());
  });

  it('says when the list could not be loaded and loads it again on retry', async () => {
    let fail = true;
    api().on('GET', '/api/product/list', () =>
      fail
        ? {
            status: 500,
            body: { success: false, code: 'COMMON.INTERNAL', message: 'Database unavailable' },
          }
        : { body: { success: true, products: [apples] } },
    );
    const { user } = await openList();

    expect(await screen.findByText('Database unavailable')).toBeInTheDocument();
    fail = false;
    await user.click(screen.getByRole('button', { name: 'Try again' }));

    expect(await screen.findByText('Fresh Apples')).toBeInTheDocument();
  });
});
