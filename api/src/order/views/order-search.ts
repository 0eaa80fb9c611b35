import { ORDER_NUMBER_DIGITS, PHONE_PATTERN, parseOrderNumber } from '@greencart/contracts';
import { Brackets, type SelectQueryBuilder } from 'typeorm';
import { UserEntity } from '../../user/user.entity.js';
import type { OrderEntity } from '../order.entity.js';

/**
 * What a seller's search text is, and so the only thing it is matched against. Matching every
 * text against everything found the wrong orders: "GC-000303" listed another customer's
 * order first because its phone held the digits 000303.
 */
export type OrderSearch =
  /** `GC-000303`, `gc303`, `#303`, or up to six bare digits (`303`, `000303`). */
  | { kind: 'number'; number: number }
  /** Anything with an `@`: the customer's email. */
  | { kind: 'email'; text: string }
  /** A phone number (`+94 77 123 4567`, `077-123-4567`): 7 to 20 digits, spaces, (), -. */
  | { kind: 'phone'; digits: string }
  /** Any other text: the customer's name or email, the name on the delivery address, or its area. */
  | { kind: 'text'; text: string };

const PREFIXED_NUMBER = /^(?:gc|#)/i;
/** Bare digits as long as a formatted order number at most; a phone has 7 or more. */
const BARE_NUMBER = new RegExp(`^\\d{1,${ORDER_NUMBER_DIGITS}}$`);
const PHONE = new RegExp(`^(?:${PHONE_PATTERN})$`);
const PHONE_MIN_DIGITS = 7;

/** Reads what a search text is (trimmed; empty is no search, not passed here). */
export function readOrderSearch(typed: string): OrderSearch {
  const text = typed.trim();
  if (text.includes('@')) return { kind: 'email', text };
  if (PREFIXED_NUMBER.test(text) || BARE_NUMBER.test(text)) {
    const number = parseOrderNumber(text);
    if (number !== null) return { kind: 'number', number };
  }
  const digits = text.replace(/\D/g, '');
  if (PHONE.test(text) && digits.length >= PHONE_MIN_DIGITS) {
    // Without the trunk zero, `077 123 4567` also finds `+94 77 123 4567`.
    return { kind: 'phone', digits: digits.replace(/^0+/, '') };
  }
  return { kind: 'text', text };
}

/** Escapes `%`, `_` and `\` so typed text matches literally in LIKE. */
function likeText(text: string): string {
  return `%${text.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
}

/** Narrows the seller's order query (alias `order`) to what the search text means. */
export function searchOrders(q: SelectQueryBuilder<OrderEntity>, typed: string): void {
  const search = readOrderSearch(typed);
  switch (search.kind) {
    case 'number':
      q.andWhere('order.number = :number', { number: search.number });
      return;
    case 'phone':
      q.andWhere(`regexp_replace(order.addressSnapshot ->> 'phone', '\\D', '', 'g') LIKE :digits`, {
        digits: likeText(search.digits),
      });
      return;
    case 'email':
      q.innerJoin(UserEntity, 'customer', 'customer.id = order.userId').andWhere(
        'customer.email ILIKE :text',
        { text: likeText(search.text) },
      );
      return;
    case 'text':
      q.innerJoin(UserEntity, 'customer', 'customer.id = order.userId').andWhere(
        new Brackets((w) =>
          w
            .where('customer.name ILIKE :text', { text: likeText(search.text) })
            .orWhere('customer.email ILIKE :text')
            .orWhere(
              `(order.addressSnapshot ->> 'firstName') || ' ' || (order.addressSnapshot ->> 'lastName') ILIKE :text`,
            )
            // The delivery area (the address's city or district): "Kandy" finds Kandy's orders.
            .orWhere(`order.addressSnapshot ->> 'city' ILIKE :text`)
            .orWhere(`order.addressSnapshot ->> 'district' ILIKE :text`),
        ),
      );
  }
}
