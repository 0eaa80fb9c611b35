import { screen, waitFor, within } from '@testing-library/react';
import type { Product } from '@greencart/contracts';
import { renderSeller } from '../../test/renderSeller';
import { setupFakeApi } from '../../test/setupFakeApi';
import { IS_SELLER, aProduct } from '../../test/fixtures';
import { deferred, type FakeReply } from '@greencart/shared-ui/test';

const api = setupFakeApi();

/** The first page of the seller's list: every product, archived ones too. */
const LIST_URL = '/api/product/query?inStock=false&limit=50&archived=include';
const page = (products: Product[], nextCursor: string | null = null) => ({
  body: { success: true, products, nextCursor, didYouMean: null },
});

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
    .on('GET', LIST_URL, page([apples, milk]));
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

  it('shows a product sold by weight at its offer price per kg and its stock in kilograms', async () => {
    const tomatoes = aProduct({
      _id: 'tom',
      name: 'Loose Tomatoes',
      category: 'Vegetables',
      soldBy: 'weight',
      stepGrams: 250,
      pricePerKg: 480,
      offerPricePerKg: 450,
      price: 120,
      offerPrice: 112.5,
      quantity: 12_500,
      lowStockThreshold: 1250,
      lowStock: false,
    });
    api().on('GET', LIST_URL, page([tomatoes]));
    await openList();
    const row = within(await screen.findByRole('table'))
      .getAllByRole('row')
      .slice(1)[0];
    expect(within(row).getByText('LKR 450.00 / kg')).toBeInTheDocument();
    expect(within(row).getByText('12.5 kg')).toBeInTheDocument();
    expect(row).not.toHaveTextContent('112.50');
    expect(row).not.toHaveTextContent('12,500');
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

    // The server now has it out of stock: the list read again after the change says so.
    api().on('GET', LIST_URL, page([{ ...apples, inStock: false }, milk]));
    answer.resolve({ body: { success: true, message: 'Stock Updated' } });
    expect(await screen.findByText('Stock Updated')).toBeInTheDocument();
    await waitFor(() => expect(api().calls('GET', LIST_URL).length).toBeGreaterThan(1));
    expect(screen.getByRole('switch', { name: 'In stock: Fresh Apples' })).not.toBeChecked();
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
    api().on('GET', LIST_URL, () =>
      fail
        ? {
            status: 500,
            body: { success: false, code: 'COMMON.INTERNAL', message: 'Database unavailable' },
          }
        : page([apples]),
    );
    const { user } = await openList();

    expect(await screen.findByText('Database unavailable')).toBeInTheDocument();
    fail = false;
    await user.click(screen.getByRole('button', { name: 'Try again' }));

    expect(await screen.findByText('Fresh Apples')).toBeInTheDocument();
  });

  it('searches, filters by category and sorts through the server, and loads more pages', async () => {
    const more = aProduct({ _id: 'p3', name: 'Brown Bread' });
    api()
      .on('GET', LIST_URL, page([apples, milk], 'next-1'))
      .on(
        'GET',
        '/api/product/query?inStock=false&cursor=next-1&limit=50&archived=include',
        page([more]),
      )
      .on(
        'GET',
        '/api/product/query?q=milk&category=Dairy&inStock=false&limit=50&archived=include',
        page([milk]),
      );
    const { user } = await openList();
    await user.click(await screen.findByRole('button', { name: 'Load more' }));
    expect(await screen.findByText('Brown Bread')).toBeInTheDocument();
    await user.selectOptions(screen.getByLabelText('Category'), 'Dairy');
    await user.type(screen.getByRole('searchbox', { name: 'Search products' }), 'milk{Enter}');
    await waitFor(() =>
      expect(within(screen.getByRole('table')).getAllByRole('row').slice(1)).toHaveLength(1),
    );
    expect(screen.getByText('Fresh Milk')).toBeInTheDocument();
  });

  it('shows counted stock, low stock and archived state, and archives or restores a row', async () => {
    const counted = aProduct({ _id: 'p4', name: 'Kiwi', quantity: 2, lowStock: true });
    const retired = aProduct({ _id: 'p5', name: 'Old Jam', archived: true });
    api()
      .on('GET', LIST_URL, page([counted, retired]))
      .on('POST', '/api/product/p4/archive', { body: { success: true, message: 'Kiwi archived' } })
      .on('POST', '/api/product/p5/restore', {
        body: { success: true, message: 'Old Jam is back in the store' },
      });
    const { user } = await openList();
    const rows = within(await screen.findByRole('table'))
      .getAllByRole('row')
      .slice(1);
    expect(within(rows[0]).getByText('2 (low)')).toBeInTheDocument();
    expect(within(rows[0]).getByText('Low stock')).toBeInTheDocument();
    expect(within(rows[1]).getByText('Archived')).toBeInTheDocument();
    expect(within(rows[1]).getByText('Not counted')).toBeInTheDocument();
    expect(within(rows[0]).getByRole('link', { name: 'Edit Kiwi' })).toHaveAttribute(
      'href',
      '/seller/products/p4',
    );
    await user.click(screen.getByRole('button', { name: 'Archive Kiwi' }));
    expect(await screen.findByText('Kiwi archived')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Restore Old Jam' }));
    expect(await screen.findByText('Old Jam is back in the store')).toBeInTheDocument();
  });

  it('switches stock for the selected rows in one go', async () => {
    api().on('POST', '/api/product/stock', { body: { success: true, message: 'Stock Updated' } });
    const { user } = await openList();
    await user.click(await screen.findByRole('checkbox', { name: 'Select Fresh Apples' }));
    await user.click(screen.getByRole('checkbox', { name: 'Select Fresh Milk' }));
    expect(screen.getByText('2 selected')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Mark out of stock' }));
    expect(await screen.findByText('2 products marked out of stock')).toBeInTheDocument();
    expect(
      api()
        .calls('POST', '/api/product/stock')
        .map((c) => c.body),
    ).toEqual([
      { id: 'p1', inStock: false },
      { id: 'p2', inStock: false },
    ]);
  });

  it('tells how the catalogue file writes description lines', async () => {
    const { user } = await openList();
    await user.click(screen.getByText('Import or export the catalogue (CSV)'));
    expect(
      screen.getByText(/Description lines are separated by/).textContent?.replace(/\s+/g, ' '),
    ).toBe(
      'One product per row, with a header row naming the columns; only name, category, price ' +
        'and offer price are required. Description lines are separated by |; write \\| for a | ' +
        'inside a line and \\\\ for a backslash. A file with any faulty line is refused whole.',
    );
  });

  it('explains every column and offers a template with the header and one example row', async () => {
    const { user } = await openList();
    await user.click(screen.getByText('Import or export the catalogue (CSV)'));
    const table = screen.getByRole('table', { name: 'Columns of the catalogue file' });
    const rows = within(table).getAllByRole('row').slice(1);
    expect(rows.map((row) => within(row).getByRole('rowheader').textContent)).toEqual([
      'id',
      'name',
      'category',
      'price',
      'offerPrice',
      'description',
      'weight',
      'inStock',
      'onHand',
      'lowStockThreshold',
      'images',
      'soldBy',
      'stepGrams',
      'pricePerKg',
      'offerPricePerKg',
      'barcode',
      'name_si',
      'description_si',
      'name_ta',
      'description_ta',
    ]);
    expect(rows[2]).toHaveTextContent('Fresh Fruits');

    const template = screen.getByRole('link', { name: 'Download a template (CSV)' });
    expect(template).toHaveAttribute('download', 'catalogue-template.csv');
    const href = template.getAttribute('href') ?? '';
    expect(href.startsWith('data:text/csv;charset=utf-8,')).toBe(true);
    const lines = decodeURIComponent(href.slice(href.indexOf(',') + 1))
      .trim()
      .split('\r\n');
    expect(lines).toEqual([
      'id,name,category,price,offerPrice,description,weight,inStock,onHand,lowStockThreshold,images,soldBy,stepGrams,pricePerKg,offerPricePerKg,barcode,name_si,description_si,name_ta,description_ta',
      ',Alphonso Mangoes 1 kg,Fresh Fruits,450,399.50,Sweet and ripe | From Jaffna,1 kg,true,24,5,,unit,,,,4006381333931,ඇල්ෆොන්සෝ අඹ 1 kg,,அல்போன்சோ மாம்பழம் 1 kg,',
    ]);
  });

  it('lists each faulty line of a refused catalogue file', async () => {
    api().on('POST', '/api/product/import', {
      status: 400,
      body: {
        success: false,
        code: 'COMMON.VALIDATION',
        message: '1 line has errors: nothing was imported',
        lines: [{ line: 3, message: 'price must be an amount from 0.01 to 1000000' }],
      },
    });
    const { user } = await openList();
    await user.click(screen.getByText('Import or export the catalogue (CSV)'));
    await user.upload(
      screen.getByLabelText('CSV file to import'),
      new File(['name,category,price,offerPrice'], 'catalogue.csv', { type: 'text/csv' }),
    );
    await user.click(screen.getByRole('button', { name: 'Import' }));
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('1 line has errors: nothing was imported');
    expect(alert).toHaveTextContent('Line 3: price must be an amount from 0.01 to 1000000');
    expect(screen.getByRole('link', { name: 'Download the catalogue' })).toHaveAttribute(
      'href',
      'http://api.test/api/product/export.csv',
    );
  });
});
