import type { User } from '@greencart/contracts';
import type { UserEntity } from './user.entity.js';

/**
 * The user as the API answers it; never the password hash. With the session (login, register,
 * is-auth) also `cartWeighed`; always the account's `language`, the cart's products sold by weight (`weighedInCart`).
 */
export function toUserView(user: UserEntity, cartWeighed?: string[]): User {
  return {
    _id: user.id,
    name: user.name,
    email: user.email,
    cartItems: user.cartItems,
    ...(cartWeighed ? { cartWeighed } : {}),
    language: user.language ?? 'en',
  };
}
