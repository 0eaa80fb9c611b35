import type { ErrorBody } from './app-error.js';
import { AppError } from './app-error.js';
import { createValidationPipe } from './validation.pipe.js';
import { ChangePasswordDto } from '../account/dto/account.dto.js';
import { AddAddressDto } from '../address/dto/add-address.dto.js';
import { PlaceOrderDto } from '../order/placement/place-order.dto.js';
import { LoginDto } from '../user/dto/login.dto.js';

const pipe = createValidationPipe();

/** The 400 body the app's validation pipe answers for `body` sent to a route taking `dto`. */
async function refusal(dto: new () => object, body: unknown): Promise<ErrorBody> {
  try {
    await pipe.transform(body, { type: 'body', metatype: dto });
  } catch (error) {
    if (error instanceof AppError) return error.getResponse() as ErrorBody;
    throw error;
  }
  throw new Error('the body was accepted');
}

describe('the validation pipe', () => {
  it('says a value of the wrong type must be text, whatever rule was checked first', async () => {
    expect(await refusal(LoginDto, { email: ['a@example.com'], password: 'x' })).toMatchObject({
      message: 'email must be text',
      field: 'email',
    });
    expect(await refusal(LoginDto, { email: 'a@example.com', password: 12345678 })).toMatchObject({
      message: 'password must be text',
      field: 'password',
    });
  });

  it('names the kind of value a list, a number or a nested object must be', async () => {
    expect(await refusal(PlaceOrderDto, { items: 'apples', address: 'a' })).toMatchObject({
      message: 'items must be a list',
    });
    expect(await refusal(PlaceOrderDto, { items: ['p1'], address: 'a' })).toMatchObject({
      message: 'items.0 must be an object',
      field: 'items.0',
    });
    expect(await refusal(AddAddressDto, { address: { firstName: 5 } })).toMatchObject({
      message: 'address.firstName must be text',
      field: 'address.firstName',
    });
  });

  it('uses the words of the property’s own type rule where it has some', async () => {
    // `@IsInt({ message })`, checked after `@Max` and `@Min` (decorators run bottom-up).
    expect(
      await refusal(PlaceOrderDto, { items: [{ product: 'p1', quantity: '2' }], address: 'a' }),
    ).toMatchObject({
      message: 'items.0.quantity must be a whole number from 1 to 999',
      field: 'items.0.quantity',
    });
    // A type rule whose words were written for a missing value says what the value must be.
    expect(
      await refusal(ChangePasswordDto, { currentPassword: ['x'], newPassword: 'a new passphrase' }),
    ).toMatchObject({ message: 'currentPassword must be text', field: 'currentPassword' });
  });

  it('keeps the rule’s own words when the type is right, and "is required" when nothing came', async () => {
    expect(
      await refusal(PlaceOrderDto, { items: [{ product: 'p1', quantity: 2.5 }], address: 'a' }),
    ).toMatchObject({ message: 'items.0.quantity must be a whole number from 1 to 999' });
    expect(await refusal(LoginDto, { email: 'not an email', password: 'x' })).toMatchObject({
      message: 'email must be a valid email address',
    });
    expect(await refusal(LoginDto, { password: 'x' })).toMatchObject({
      message: 'email is required',
    });
  });
});
