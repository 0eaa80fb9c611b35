import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { FIELD_ERROR_WORDS, MAX_IMAGE_BYTES } from '@greencart/contracts';
import { renderSeller } from '../../test/renderSeller';
import { setupFakeApi } from '../../test/setupFakeApi';
import { IS_SELLER, aProduct } from '../../test/fixtures';

const api = setupFakeApi();

function png(name: string, size = 100): File {
  const file = new File(['x'], name, { type: 'image/png' });
  Object.defineProperty(file, 'size', { value: size });
  return file;
}

let urlCount = 0;
beforeEach(() => {
  urlCount = 0;
  // jsdom has no object URLs; count them to see previews made and freed.
  URL.createObjectURL = jest.fn(() => `blob:preview-${++urlCount}`);
  URL.revokeObjectURL = jest.fn();
  api().on('GET', '/api/seller/is-auth', IS_SELLER);
});

async function openForm(user = userEvent.setup()) {
  const view = renderSeller('/seller', user);
  await screen.findByRole('heading', { name: 'Add Product' });
  return view;
}

async function fillValidProduct(user: ReturnType<typeof userEvent.setup>) {
  await user.upload(screen.getByLabelText('Image 1: choose a file'), [
    png('front.png'),
    png('back.png'),
  ]);
  await user.type(screen.getByRole('textbox', { name: 'Product name' }), 'Red Onions');
  await user.type(
    screen.getByRole('textbox', { name: 'Product description' }),
    'Fresh{Enter}{Enter}  Local  ',
  );
  await user.selectOptions(screen.getByRole('combobox', { name: 'Category' }), 'Organic veggies');
  await user.type(screen.getByRole('spinbutton', { name: 'Product price' }), '300');
  await user.type(screen.getByRole('spinbutton', { name: 'Offer price' }), '250.5');
}

describe('Add Product', () => {
  it('offers the seven category labels', async () => {
    await openForm();
    const options = within(screen.getByRole('combobox', { name: 'Category' })).getAllByRole(
      'option',
    );
    expect(options.map((o) => o.textContent)).toEqual([
      'Select category',
      'Organic veggies',
      'Fresh Fruits',
      'Cold Drinks',
      'Instant Food',
      'Dairy Products',
      'Bakery & Breads',
      'Grains & Cereals',
    ]);
  });

  it('shows an error beside every missing field, focuses the first, and sends nothing', async () => {
    const { user } = await openForm();

    await user.click(screen.getByRole('button', { name: 'Add' }));

    expect(screen.getByRole('textbox', { name: 'Product name' })).toHaveAccessibleDescription(
      'Enter the product name.',
    );
    expect(screen.getByRole('combobox', { name: 'Category' })).toHaveAccessibleDescription(
      FIELD_ERROR_WORDS.category,
    );
    expect(screen.getByRole('spinbutton', { name: 'Product price' })).toHaveAccessibleDescription(
      'Enter the price.',
    );
    expect(screen.getByRole('spinbutton', { name: 'Offer price' })).toHaveAccessibleDescription(
      'Enter the offer price.',
    );
    expect(screen.getByText('Add at least one product image.')).toBeInTheDocument();
    expect(screen.getByLabelText('Image 1: choose a file')).toHaveFocus();
    expect(api().calls('POST', '/api/product/add')).toHaveLength(0);
  });

  it('rejects an offer price above the price', async () => {
    const { user } = await openForm();
    await fillValidProduct(user);
    const offer = screen.getByRole('spinbutton', { name: 'Offer price' });
    await user.clear(offer);
    await user.type(offer, '301');

    await user.click(screen.getByRole('button', { name: 'Add' }));

    expect(offer).toHaveAccessibleDescription(FIELD_ERROR_WORDS.offerPrice);
    expect(offer).toHaveFocus();
    expect(api().calls('POST', '/api/product/add')).toHaveLength(0);
  });

  it('refuses a fifth image', async () => {
    const { user } = await openForm();

    await user.upload(
      screen.getByLabelText('Image 1: choose a file'),
      ['1', '2', '3', '4', '5'].map((n) => png(`${n}.png`)),
    );

    expect(screen.getByRole('alert')).toHaveTextContent(
      'You can add at most 4 images. Remove one to add another.',
    );
    expect(screen.getAllByLabelText(/choose a file/)).toHaveLength(4);
  });

  it('refuses a file that is too big or not an image, with the file name', async () => {
    // Not every browser filters the picker by `accept`, so the check must not rely on it.
    const { user } = await openForm(userEvent.setup({ applyAccept: false }));

    await user.upload(
      screen.getByLabelText('Image 1: choose a file'),
      png('huge.png', MAX_IMAGE_BYTES + 1),
    );
    expect(screen.getByRole('alert')).toHaveTextContent('huge.png is larger than 5 MB.');

    await user.upload(
      screen.getByLabelText('Image 1: choose a file'),
      new File(['%PDF'], 'menu.pdf', { type: 'application/pdf' }),
    );
    expect(screen.getByRole('alert')).toHaveTextContent(
      'menu.pdf is not a JPEG, PNG, WebP or GIF image.',
    );
  });

  it('previews chosen images and frees the preview of a replaced or removed one', async () => {
    const { user, unmount } = await openForm();

    await user.upload(screen.getByLabelText('Image 1: choose a file'), png('first.png'));
    const slot = screen.getByLabelText('Image 1: first.png, choose to replace');
    expect(slot.closest('li')?.querySelector('img')).toHaveAttribute('src', 'blob:preview-1');

    await user.upload(slot, png('second.png'));
    expect(URL.revokeObjectURL).toHaveBeenCalledWith('blob:preview-1');
    expect(
      screen
        .getByLabelText('Image 1: second.png, choose to replace')
        .closest('li')
        ?.querySelector('img'),
    ).toHaveAttribute('src', 'blob:preview-2');

    await user.upload(screen.getByLabelText('Image 2: choose a file'), png('third.png'));
    await user.click(screen.getByRole('button', { name: 'Remove image 2 (third.png)' }));
    expect(URL.revokeObjectURL).toHaveBeenCalledWith('blob:preview-3');

    unmount();
    expect(URL.revokeObjectURL).toHaveBeenCalledWith('blob:preview-2');
  });

  it('sends a multipart body, resets the form and shows the product in Product List at once', async () => {
    const added = aProduct({
      _id: 'p9',
      name: 'Red Onions',
      category: 'Vegetables',
      offerPrice: 250.5,
    });
    let products = [aProduct()];
    api()
      .on('GET', '/api/product/query?inStock=false&limit=50&archived=include', () => ({
        body: { success: true, products, nextCursor: null, didYouMean: null },
      }))
      .on('POST', '/api/product/add', () => {
        products = [...products, added];
        return { status: 201, body: { success: true, message: 'Product Added' } };
      });
    const { user } = renderSeller('/seller/product-list');
    expect(await screen.findByText('Fresh Apples')).toBeInTheDocument();
    await user.click(screen.getByRole('link', { name: 'Add Product' }));

    await fillValidProduct(user);
    await user.click(screen.getByRole('button', { name: 'Add' }));

    expect(await screen.findByText('Product Added')).toBeInTheDocument();
    const [request] = api().calls('POST', '/api/product/add');
    expect(request.body).toBeInstanceOf(FormData);
    const body = request.body as FormData;
    expect(JSON.parse(body.get('productData') as string)).toEqual({
      name: 'Red Onions',
      description: ['Fresh', 'Local'],
      category: 'Vegetables',
      price: 300,
      offerPrice: 250.5,
    });
    expect((body.getAll('images') as File[]).map((f) => f.name)).toEqual(['front.png', 'back.png']);

    expect(screen.getByRole('textbox', { name: 'Product name' })).toHaveValue('');
    expect(screen.getByRole('combobox', { name: 'Category' })).toHaveValue('');
    expect(screen.getAllByLabelText(/choose a file/)).toHaveLength(4);

    await user.click(screen.getByRole('link', { name: 'Product List' }));
    expect(await screen.findByText('Red Onions')).toBeInTheDocument();
  });

  it('sends the weight and a stock count with the product, as the edit page keeps them', async () => {
    api().on('POST', '/api/product/add', {
      status: 201,
      body: { success: true, message: 'Product Added' },
    });
    const { user } = await openForm();
    await fillValidProduct(user);
    await user.type(screen.getByRole('textbox', { name: /^Weight/ }), ' 1 kg ');
    await user.type(screen.getByRole('spinbutton', { name: /^Stock count/ }), '24');
    await user.click(screen.getByRole('button', { name: 'Add' }));

    expect(await screen.findByText('Product Added')).toBeInTheDocument();
    const [request] = api().calls('POST', '/api/product/add');
    expect(JSON.parse((request.body as FormData).get('productData') as string)).toMatchObject({
      name: 'Red Onions',
      weight: '1 kg',
      onHand: 24,
    });
    expect(screen.getByRole('spinbutton', { name: /^Stock count/ })).toHaveValue(null);
  });

  it('refuses a stock count that is not a whole number, and sends nothing', async () => {
    const { user } = await openForm();
    await fillValidProduct(user);
    await user.type(screen.getByRole('spinbutton', { name: /^Stock count/ }), '2.5');
    await user.click(screen.getByRole('button', { name: 'Add' }));

    const count = screen.getByRole('spinbutton', { name: /^Stock count/ });
    expect(count).toHaveAttribute('aria-invalid', 'true');
    expect(count).toHaveFocus();
    expect(count).toHaveAccessibleDescription(/whole number from 0 to 1,000,000/);
    expect(api().calls('POST', '/api/product/add')).toHaveLength(0);
  });

  it('shows a server error beside the field the server names', async () => {
    api().on('POST', '/api/product/add', {
      status: 400,
      body: {
        success: false,
        code: 'COMMON.VALIDATION',
        message: 'offerPrice must not be greater than price',
      },
    });
    const { user } = await openForm();
    await fillValidProduct(user);

    await user.click(screen.getByRole('button', { name: 'Add' }));

    expect(
      await screen.findByText('offerPrice must not be greater than price'),
    ).toBeInTheDocument();
    expect(screen.getByRole('spinbutton', { name: 'Offer price' })).toHaveAccessibleDescription(
      'offerPrice must not be greater than price',
    );
    // The form keeps what the seller typed.
    expect(screen.getByRole('textbox', { name: 'Product name' })).toHaveValue('Red Onions');
  });

  it("shows the server's named field in plain words, not the validator's text", async () => {
    api().on('POST', '/api/product/add', {
      status: 400,
      body: {
        success: false,
        code: 'COMMON.VALIDATION',
        message: 'productData.price must be a positive number',
        field: 'productData.price',
      },
    });
    const { user } = await openForm();
    await fillValidProduct(user);

    await user.click(screen.getByRole('button', { name: 'Add' }));

    expect(await screen.findByText('Enter a price greater than zero')).toBeInTheDocument();
    expect(screen.getByRole('spinbutton', { name: /^Product price/ })).toHaveAccessibleDescription(
      'Enter a price greater than zero',
    );
    expect(screen.queryByText(/must be a positive number/)).not.toBeInTheDocument();
  });

  it('shows a server error that names no field as an error toast', async () => {
    api().on('POST', '/api/product/add', {
      status: 500,
      body: { success: false, code: 'COMMON.INTERNAL', message: 'Could not save the product' },
    });
    const { user } = await openForm();
    await fillValidProduct(user);

    await user.click(screen.getByRole('button', { name: 'Add' }));

    const toast = await screen.findByText('Could not save the product');
    expect(toast.closest('form')).toBeNull();
    expect(screen.getByRole('textbox', { name: 'Product name' })).toHaveValue('Red Onions');
  });
});
