import { useState } from 'react';
import { useNavigate } from '@greencart/shared-ui/router';
import { ERROR_CODES, MESSAGES, type Address, type PaymentType } from '@greencart/contracts';
import { notify, useRuntimeConfig } from '@greencart/shared-ui';
import { useAppDispatch, useAppSelector } from '../../app/hooks';
import { rejectionToApiError } from '../../lib/apiErrors';
import { usePlaceCashOrderMutation, useStartOnlinePaymentMutation } from '../orders/ordersApi';
import { openAuthModal, savedCartEmptied, selectUser } from '../session/sessionSlice';
import type { CartLineItem } from './cartLines';

/** Props of {@link usePlaceOrder}. */
export interface PlaceOrderInput {
  lines: readonly CartLineItem[];
  address: Address | null;
  payment: PaymentType;
  /** The chosen delivery slot (docs/DELIVERY.md, "Time slots"); none where the zone uses none. */
  slotId?: string | null;
}

/**
 * Placing an order (docs/COMPATIBILITY.md): a visitor is asked to log in; without an address the
 * shopper is told 'Please select an address'; cash on delivery empties the cart and opens My
 * Orders; online payment follows the payment page URL the server answers.
 */
export function usePlaceOrder() {
  const dispatch = useAppDispatch();
  const navigate = useNavigate();
  const user = useAppSelector(selectUser);
  const substitutions = useAppSelector((state) => state.cart.substitutions);
  const config = useRuntimeConfig();
  const [placeCashOrder, cashState] = usePlaceCashOrderMutation();
  const [startOnlinePayment, onlineState] = useStartOnlinePaymentMutation();
  const [onlineRefused, setOnlineRefused] = useState(false);

  /** Answers whether the order was placed (or the payment page opened). */
  const placeOrder = async ({
    lines,
    address,
    payment,
    slotId,
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
        substitution: substitutions?.[line.product._id] ?? 'refund',
      })),
      address: address._id,
      // Only where a slot was chosen: the spec's request stays as it was for other zones.
      ...(slotId ? { slotId } : {}),
    };
    try {
      if (payment === 'COD') {
        const answer = await placeCashOrder(request).unwrap();
        notify.success(answer.message || MESSAGES.orderPlaced);
        // The server emptied the saved cart with the order: nothing to send back.
        dispatch(savedCartEmptied());
        navigate('/my-orders');
      } else {
        const { url } = await startOnlinePayment(request).unwrap();
        window.location.assign(url);
      }
      return true;
    } catch (rejection) {
      const error = rejectionToApiError(rejection);
      if (error.status === 503 || error.code === ERROR_CODES.PAYMENT_UNAVAILABLE)
        setOnlineRefused(true);
      notify.error(error.message);
      return false;
    }
  };

  return {
    placeOrder,
    placing: cashState.isLoading || onlineState.isLoading,
    onlineAvailable: config.onlinePayment !== false && !onlineRefused,
  };
}
