import { Injectable } from '@nestjs/common';
import { InjectRepository } from '@nestjs/typeorm';
import { MESSAGES, type CartItems, type CartUpdateResponse } from '@greencart/contracts';
import type { Repository } from 'typeorm';
import { AppError } from '../common/app-error.js';
import { ProductService } from '../product/product.service.js';
import { UserEntity } from '../user/user.entity.js';

/** The saved cart of a logged-in shopper. */
@Injectable()
export class CartService {
  constructor(
    @InjectRepository(UserEntity) private readonly users: Repository<UserEntity>,
    private readonly products: ProductService,
  ) {}

  /**
   * Replaces the saved cart. Ids of products that no longer exist are dropped (and named
   * in `dropped`) so a stale cart never blocks the shopper.
   */
  async replaceCart(userId: string, cartItems: CartItems): Promise<CartUpdateResponse> {
    const ids = Object.keys(cartItems);
    const existing = await this.products.existingIds(ids);
    const kept: CartItems = {};
    const dropped: string[] = [];
    for (const id of ids) {
      if (existing.has(id)) kept[id] = cartItems[id];
      else dropped.push(id);
    }
    const result = await this.users.update({ id: userId }, { cartItems: kept });
    if (!result.affected) throw AppError.notAuthenticated();
    return { success: true, message: MESSAGES.cartUpdated, dropped };
  }
}
