import { ERROR_CODES } from '@greencart/contracts';
import { fieldOfServerError } from './serverFieldError';

describe('fieldOfServerError', () => {
  it('finds the field a validation message starts with', () => {
    expect(
      fieldOfServerError({
        code: ERROR_CODES.VALIDATION,
        message: 'offerPrice must not be greater than price',
      }),
    ).toBe('offerPrice');
    expect(
      fieldOfServerError({
        code: ERROR_CODES.VALIDATION,
        message: 'productData.name should not be empty',
      }),
    ).toBe('name');
    expect(
      fieldOfServerError({
        code: ERROR_CODES.VALIDATION,
        message: 'price must be a positive number',
      }),
    ).toBe('price');
  });

  it('puts image problems on the images', () => {
    expect(
      fieldOfServerError({
        code: ERROR_CODES.PRODUCT_IMAGE_INVALID,
        message: 'menu.pdf is not an image',
      }),
    ).toBe('images');
    expect(
      fieldOfServerError({
        status: 413,
        code: ERROR_CODES.PAYLOAD_TOO_LARGE,
        message: 'Too large',
      }),
    ).toBe('images');
  });

  it('names no field for other errors', () => {
    expect(
      fieldOfServerError({ code: ERROR_CODES.VALIDATION, message: 'Unexpected field foo' }),
    ).toBeUndefined();
    expect(
      fieldOfServerError({ code: ERROR_CODES.NOT_SELLER, message: 'price is secret' }),
    ).toBeUndefined();
  });
});
