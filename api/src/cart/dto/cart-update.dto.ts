import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import {
  IsObject,
  IsOptional,
  IsString,
  registerDecorator,
  type ValidationOptions,
} from 'class-validator';
import {
  MAX_ORDER_LINES,
  MAX_QUANTITY,
  MIN_QUANTITY,
  type CartItems,
  type CartUpdateRequest,
} from '@greencart/contracts';

const MAX_ID_LENGTH = 64;

/** Why a cart map is invalid, or undefined when it is fine. */
export function cartItemsProblem(value: unknown): string | undefined {
  if (typeof value !== 'object' || value === null || Array.isArray(value)) {
    return 'cartItems must be an object of product id to quantity';
  }
  const entries = Object.entries(value);
  if (entries.length > MAX_ORDER_LINES)
    return `cartItems may hold at most ${MAX_ORDER_LINES} products`;
  for (const [id, quantity] of entries) {
    if (id.length === 0 || id.length > MAX_ID_LENGTH) return 'cartItems has an invalid product id';
    if (
      !Number.isInteger(quantity) ||
      (quantity as number) < MIN_QUANTITY ||
      (quantity as number) > MAX_QUANTITY
    ) {
      return `cartItems quantity of ${id.slice(0, MAX_ID_LENGTH)} must be a whole number from ${MIN_QUANTITY} to ${MAX_QUANTITY}`;
    }
  }
  return undefined;
}

function IsCartItems(options?: ValidationOptions) {
  return (target: object, propertyName: string) =>
    registerDecorator({
      name: 'isCartItems',
      target: target.constructor,
      propertyName,
      options,
      validator: {
        validate: (value: unknown) => cartItemsProblem(value) === undefined,
        defaultMessage: (args) => cartItemsProblem(args?.value) ?? 'cartItems is not valid',
      },
    });
}

/** `POST /api/cart/update`: replaces the saved cart. */
export class CartUpdateDto implements CartUpdateRequest {
  @ApiProperty({
    example: { gd46g23h: 2 },
    description: `product id → integer quantity ${MIN_QUANTITY}–${MAX_QUANTITY}`,
  })
  @IsObject({ message: 'cartItems must be an object of product id to quantity' })
  @IsCartItems()
  cartItems: CartItems;

  /** Accepted for compatibility with older clients and ignored: identity comes from the cookie. */
  @ApiPropertyOptional({ description: 'Ignored' })
  @IsOptional()
  @IsString()
  userId?: string;
}
