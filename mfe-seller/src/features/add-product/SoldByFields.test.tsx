import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderSeller } from '../../test/renderSeller';
import { setupFakeApi } from '../../test/setupFakeApi';
import { IS_SELLER } from '../../test/fixtures';

const api = setupFakeApi();

beforeEach(() => {
  URL.createObjectURL = jest.fn(() => 'blob:preview');
  URL.revokeObjectURL = jest.fn();
  api().on('GET', '/api/seller/is-auth', IS_SELLER);
});

describe('Add Product: sold by weight (issue 29)', () => {
  it('takes a step and prices per kg instead of unit prices, and sends them', async () => {
    const user = userEvent.setup();
    api().on('POST', '/api/product/add', {
      status: 201,
      body: { success: true, message: 'Product Added' },
    });
    renderSeller('/seller', user);
    await screen.findByRole('heading', { name: 'Add Product' });
    const soldBy = screen.getByRole('group', { name: 'Sold by' });
    expect(within(soldBy).getByRole('radio', { name: /By the unit/ })).toBeChecked();
    expect(screen.queryByRole('combobox', { name: 'Step' })).not.toBeInTheDocument();

    await user.click(within(soldBy).getByRole('radio', { name: /By weight/ }));
    // The unit prices give way to the step and the prices per kg.
    expect(screen.queryByRole('spinbutton', { name: 'Product price' })).not.toBeInTheDocument();
    const step = screen.getByRole('combobox', { name: /^Step/ });
    expect(step).toHaveDisplayValue('250 g');
    expect(
      within(step)
        .getAllByRole('option')
        .map((o) => o.textContent),
    ).toContain('1 kg');

    await user.upload(screen.getByLabelText('Image 1: choose a file'), [
      new File(['x'], 'tomatoes.png', { type: 'image/png' }),
    ]);
    await user.type(screen.getByRole('textbox', { name: 'Product name' }), 'Loose Tomatoes');
    await user.selectOptions(screen.getByRole('combobox', { name: 'Category' }), 'Organic veggies');
    // An offer above the price is refused beside its field, before anything is sent.
    await user.type(screen.getByRole('spinbutton', { name: 'Price per kg' }), '480');
    await user.type(screen.getByRole('spinbutton', { name: 'Offer price per kg' }), '500');
    await user.click(screen.getByRole('button', { name: 'Add' }));
    expect(
      await screen.findByText('Enter an offer price per kg no higher than the price per kg'),
    ).toBeInTheDocument();
    expect(api().calls('POST', '/api/product/add')).toHaveLength(0);

    await user.clear(screen.getByRole('spinbutton', { name: 'Offer price per kg' }));
    await user.type(screen.getByRole('spinbutton', { name: 'Offer price per kg' }), '450');
    expect(
      screen.getByText('One step of 250 g costs LKR 112.50; the stock is counted in kilograms.'),
    ).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Add' }));
    expect(await screen.findByText('Product Added')).toBeInTheDocument();
    const [request] = api().calls('POST', '/api/product/add');
    expect(JSON.parse((request.body as FormData).get('productData') as string)).toMatchObject({
      name: 'Loose Tomatoes',
      soldBy: 'weight',
      stepGrams: 250,
      pricePerKg: 480,
      offerPricePerKg: 450,
      price: 120,
      offerPrice: 112.5,
    });
  }, 20_000);

  it('sells at the price per kg without an offer, and counts the first stock in kilograms', async () => {
    const user = userEvent.setup();
    api().on('POST', '/api/product/add', {
      status: 201,
      body: { success: true, message: 'Product Added' },
    });
    renderSeller('/seller', user);
    await screen.findByRole('heading', { name: 'Add Product' });
    await user.click(screen.getByRole('radio', { name: /By weight/ }));
    await user.upload(screen.getByLabelText('Image 1: choose a file'), [
      new File(['x'], 'okra.png', { type: 'image/png' }),
    ]);
    await user.type(screen.getByRole('textbox', { name: 'Product name' }), 'Okra');
    await user.selectOptions(screen.getByRole('combobox', { name: 'Category' }), 'Organic veggies');
    await user.type(screen.getByRole('spinbutton', { name: 'Price per kg' }), '400');
    expect(screen.getByRole('spinbutton', { name: /^Offer price per kg/ })).not.toBeRequired();
    expect(
      screen.getByText('One step of 250 g costs LKR 100.00; the stock is counted in kilograms.'),
    ).toBeInTheDocument();
    const stock = screen.getByRole('textbox', { name: /^Stock count \(kg\)/ });
    await user.type(stock, '12.5 kg');
    await user.click(screen.getByRole('button', { name: 'Add' }));
    expect(await screen.findByText(/^Enter kilograms with at most 3 decimals/)).toBeInTheDocument();
    expect(api().calls('POST', '/api/product/add')).toHaveLength(0);
    await user.clear(stock);
    await user.type(stock, '12.5');
    await user.click(screen.getByRole('button', { name: 'Add' }));
    expect(await screen.findByText('Product Added')).toBeInTheDocument();
    const [request] = api().calls('POST', '/api/product/add');
    const data = JSON.parse((request.body as FormData).get('productData') as string);
    expect(data).toMatchObject({
      soldBy: 'weight',
      pricePerKg: 400,
      offerPrice: 100,
      onHand: 12_500,
    });
    expect(data).not.toHaveProperty('offerPricePerKg');
  }, 20_000);
});
