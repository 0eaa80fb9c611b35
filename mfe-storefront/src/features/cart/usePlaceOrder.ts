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

  const placeOrder = async ({ lines, address, payment }: PlaceOrderInput) => {
    if (!user) {
      // Log in to order: come back to the cart afterwards, not to the home page.
      dispatch(openAuthModal({ mode: 'login', returnTo: '/cart' }));
      return;
    }
    if (!address) {
      notify.error(MESSAGES.selectAddress);
      return;
    }
    const request = {
      userId: user._id,
      items: lines.map((line) => ({
        product: line.product._id,
        quantity: line.quantity,
        substitution: substitutions?.[line.product._id] ?? 'refund',
      })),
      address: address._id,
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
    } catch (rejection) {
      const error = rejectionToApiError(rejection);
      if (error.status === 503 || error.code === ERROR_CODES.PAYMENT_UNAVAILABLE)
        setOnlineRefused(true);
      notify.error(error.message);
    }
  };

  return {
    placeOrder,
    placing: cashState.isLoading || onlineState.isLoading,
    onlineAvailable: config.onlinePayment !== false && !onlineRefused,
  };
}
