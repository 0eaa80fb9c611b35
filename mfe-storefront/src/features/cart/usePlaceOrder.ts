import { useRef, useState } from 'react';
import { useNavigate } from '@greencart/shared-ui/router';
import {
  ERROR_CODES,
  MESSAGES,
  type Address,
  type PaymentType,
  type SubstitutionChoiceValue,
  type SubstitutionPreference,
} from '@greencart/contracts';
import { useRuntimeConfig } from '@greencart/shared-ui';
import { notify } from '../../lib/notices';
import { useAppDispatch, useAppSelector } from '../../app/hooks';
import { rejectionToApiError } from '../../lib/apiErrors';
import { usePlaceCashOrderMutation, useStartOnlinePaymentMutation } from '../orders/ordersApi';
import { openAuthModal, savedCartEmptied, selectUser } from '../session/sessionSlice';
import type { CartLineItem } from './cartLines';
import { useGetPaymentOptionsQuery } from './paymentApi';
import { useStorefrontT } from '../../i18n/catalogue';
import { codeRefusalText } from '../deals/dealText';

/** Props of {@link usePlaceOrder}. */
export interface PlaceOrderInput {
  lines: readonly CartLineItem[];
  address: Address | null;
  payment: PaymentType;
  /** The chosen delivery slot (docs/DELIVERY.md, "Time slots"); none where the zone uses none. */
  slotId?: string | null;
  /** The promotion code applied (docs/PROMOTIONS.md); none: the spec's request as it was. */
  code?: string | null;
  /** Told when the code cannot be given now (409): the cart drops it, the shopper orders again. */
  onCodeRefused?: () => void;
}

/**
 * Placing an order (docs/COMPATIBILITY.md): a visitor is asked to log in; without an address the
 * shopper is told 'Please select an address'; cash on delivery empties the cart and opens My
 * Orders in its confirmation state (`/my-orders?placed=:id`); online payment follows the payment page URL the server answers.
 *
 * Online payment is offered when the shell's config allows it and the API names a provider
 * (`GET /api/payment/options`; until it answers, or if it cannot, the config alone decides and
 * a refusal at checkout takes the option away).
 */
/**
 * A line's choice as Place Order takes it: the older `substitution` flag every server reads
 * (`similar` for best match), plus `choice` and `choiceProduct` for a specific product. A
 * specific choice whose product was never picked stays the default, a refund.
 */
export function placedChoice(value: SubstitutionChoiceValue | undefined): {
  substitution: SubstitutionPreference;
  choice?: 'specific';
  choiceProduct?: string;
} {
  if (!value || value.choice === 'refund') return { substitution: 'refund' };
  if (value.choice === 'best_match') return { substitution: 'similar' };
  return value.productId
    ? { substitution: 'similar', choice: 'specific', choiceProduct: value.productId }
    : { substitution: 'refund' };
}

export function usePlaceOrder() {
  const dispatch = useAppDispatch();
  const t = useStorefrontT();
  const navigate = useNavigate();
  const user = useAppSelector(selectUser);
  const substitutions = useAppSelector((state) => state.cart.substitutions);
  const config = useRuntimeConfig();
  const [placeCashOrder, cashState] = usePlaceCashOrderMutation();
  const [startOnlinePayment, onlineState] = useStartOnlinePaymentMutation();
  const [onlineRefused, setOnlineRefused] = useState(false);
  const [holdRefused, setHoldRefused] = useState(false);
  const options = useGetPaymentOptionsQuery(undefined, { skip: config.onlinePayment === false });
  const online = options.isSuccess ? options.data : undefined;
  // One key per checkout attempt: the same cart, address, window and payment sent again
  // (after a lost answer) carries the same key, so the server makes one order of them.
  const attempt = useRef<{ signature: string; key: string } | null>(null);

  /** Answers whether the order was placed (or the payment page opened). */
  const placeOrder = async ({
    lines,
    address,
    payment,
    slotId,
    code,
    onCodeRefused,
  }: PlaceOrderInput): Promise<boolean> => {
    if (!user) {
      // Log in to order: come back to the cart afterwards, not to the home page.
      dispatch(openAuthModal({ mode: 'login', returnTo: '/cart' }));
      return false;
    }
    if (!address) {
      notify.error(MESSAGES.selectAddress);
      return false;
    }
    const request = {
      userId: user._id,
      items: lines.map((line) => ({
        product: line.product._id,
        quantity: line.quantity,
        ...placedChoice(substitutions?.[line.product._id]),
      })),
      address: address._id,
      // Only where a slot was chosen: the spec's request stays as it was for other zones.
      ...(slotId ? { slotId } : {}),
      ...(code ? { code } : {}),
    };
    const signature = JSON.stringify([payment, request]);
    if (attempt.current?.signature !== signature) {
      attempt.current = { signature, key: newAttemptKey() };
    }
    const args = { request, idempotencyKey: attempt.current.key };
    try {
      if (payment === 'COD') {
        const answer = await placeCashOrder(args).unwrap();
        attempt.current = null;
        notify.success(answer.message || MESSAGES.orderPlaced);
        // The server emptied the saved cart with the order: nothing to send back.
        dispatch(savedCartEmptied());
        // My Orders as the spec says, in its confirmation state for this order (a server
        // that names no order, such as the original API, gets the plain list).
        navigate(
          answer.orderId ? `/my-orders?placed=${encodeURIComponent(answer.orderId)}` : '/my-orders',
        );
      } else {
        const { url } = await startOnlinePayment(args).unwrap();
        window.location.assign(url);
      }
      return true;
    } catch (rejection) {
      const error = rejectionToApiError(rejection);
      if (error.status === 503 || error.code === ERROR_CODES.PAYMENT_UNAVAILABLE)
        setOnlineRefused(true);
      if (error.code === ERROR_CODES.PAYMENT_HOLD_UNAVAILABLE) setHoldRefused(true);
      if (error.code === ERROR_CODES.PROMOTION_UNAVAILABLE) {
        // The code is taken off the cart; the shopper presses Place Order again without it.
        onCodeRefused?.();
        notify.error(`${codeRefusalText(t, error.reason, error.message)} ${t('cart.codeRemoved')}`);
        return false;
      }
      notify.error(error.message);
      return false;
    }
  };

  return {
    placeOrder,
    placing: cashState.isLoading || onlineState.isLoading,
    onlineAvailable: config.onlinePayment !== false && !onlineRefused && online !== null,
    /** The provider's name ("PayHere"), once the API has said it. */
    onlineProvider: online?.provider ?? null,
    /** False when the provider cannot hold a card until weighing: weighed items need cash. */
    onlineHolds: !holdRefused && online?.holds !== false,
  };
}

/** A fresh checkout attempt's key: 128 random bits (also where `randomUUID` is missing: plain http). */
export function newAttemptKey(): string {
  const bytes = crypto.getRandomValues(new Uint8Array(16));
  return Array.from(bytes, (byte) => byte.toString(16).padStart(2, '0')).join('');
}
