import type { User } from '@greencart/contracts';
import type { UserEntity } from './user.entity.js';

/** The user as the API answers it; never the password hash. */
export function toUserView(user: UserEntity): User {
  return { _id: user.id, name: user.name, email: user.email, cartItems: user.cartItems };
}
