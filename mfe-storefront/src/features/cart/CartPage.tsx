import { useMemo, useState } from 'react';
import { Link } from '@greencart/shared-ui/router';
import { formatCents, taxTermsOf, type PaymentType } from '@greencart/contracts';
import { EmptyState, Spinner } from '@greencart/shared-ui';
import { useAppSelector } from '../../app/hooks';
import { useProducts } from '../products/useProducts';
import { CartLine } from './CartLine';
import { CartStickyBar } from './CartStickyBar';
import { OrderSummary } from './OrderSummary';
import { cartLines, cartPromotions, cartTotals, orderableLines } from './cartLines';
import { useGetCartQuoteQuery } from '../promotions/promotionsApi';
import { deliveryNotice, hasRealAddress, useCartDelivery } from './cartDelivery';
import { useCartArea } from './AreaPicker';
import { useGetDeliveryAreasQuery } from './deliveryApi';
import { offersSlots, useCartSlots } from './cartSlots';
import { selectCartCount, selectCartItems } from './cartSlice';
import { selectAuthChecked } from '../session/sessionSlice';
import { useDeliveryAddress } from './useDeliveryAddress';
import { usePlaceOrder } from './usePlaceOrder';
import { cartEstimate, hasWeighedLine } from './cartEstimate';
import { useShopProfile, useWeightTolerance } from '../shop/shopSettingsApi';
import './cart.css';
import { useStorefrontT } from '../../i18n/catalogue';

/** /cart: the lines, the order summary with address and payment choice, and Place Order. */
export function CartPage() {
  const t = useStorefrontT();
  const items = useAppSelector(selectCartItems);
  const count = useAppSelector(selectCartCount);
  const { products, isLoading } = useProducts();
  const lines = useMemo(() => cartLines(items, products), [items, products]);
  const delivery = useDeliveryAddress();
  // With no address yet, the shopper's area quotes delivery (docs/DELIVERY.md).
  const [area, setArea] = useCartArea();
  const noAddress = !hasRealAddress(delivery.selected);
  const zone = useCartDelivery(delivery.selected, noAddress ? area : '');
  const slots = useCartSlots(delivery.selected, noAddress ? area : '');
  const shop = useShopProfile();
  const tax = useMemo(() => taxTermsOf(shop), [shop]);
  // Promotions (docs/PROMOTIONS.md): the server's quote of the live deals and the code applied.
  const [code, setCode] = useState('');
  const quoteItems = useMemo(
    () => orderableLines(lines).map((l) => ({ product: l.product._id, quantity: l.quantity })),
    [lines],
  );
  const quoted = useGetCartQuoteQuery(
    { items: quoteItems, ...(code ? { code } : {}) },
    { skip: quoteItems.length === 0 },
  );
  const quote = quoted.isSuccess ? quoted.data : null;
  const promotions = useMemo(() => cartPromotions(quote), [quote]);
  const totals = useMemo(
    () => cartTotals(lines, zone.terms, tax, promotions),
    [lines, zone.terms, tax, promotions],
  );
  // Only a cart with weighed products asks for the shop's tolerance.
  const tolerance = useWeightTolerance(!hasWeighedLine(lines));
  const estimate = useMemo(
    () => cartEstimate(lines, totals, tolerance, tax),
    [lines, totals, tolerance, tax],
  );
  // The summary is laid out once the answers that add blocks to it have come (the session and
  // the addresses, else the areas; the zone and its delivery times; the first promotions quote:
  // an error counts), so its figures and Place Order do not move down as each arrives (at
  // 1366 px they are in view beside the lines). Shown once, it stays: a later refetch or another
  // choice changes it in place.
  const authChecked = useAppSelector(selectAuthChecked);
  const areas = useGetDeliveryAreasQuery(undefined, {
    skip: !authChecked || !noAddress || delivery.pending,
  });
  const summaryPending =
    isLoading ||
    lines.length === 0 ||
    !authChecked ||
    delivery.pending ||
    areas.isLoading ||
    Boolean(zone.pending) ||
    Boolean(slots.pending) ||
    quoted.isLoading;
  const [summaryShown, setSummaryShown] = useState(false);
  if (!summaryPending && !summaryShown) setSummaryShown(true);
  const { placeOrder, placing, onlineAvailable, onlineProvider, onlineHolds } = usePlaceOrder();
  // Weighed items are charged after weighing: a provider that cannot hold a card cannot take them.
  const weighedNeedCash = onlineAvailable && estimate !== null && !onlineHolds;
  const offerOnline = onlineAvailable && !weighedNeedCash;
  const [chosenPayment, setPayment] = useState<PaymentType>('COD');
  const payment = chosenPayment === 'Online' && !offerOnline ? 'COD' : chosenPayment;

  if (isLoading) return <Spinner label={t('cart.loading')} />;
  if (lines.length === 0) {
    return (
      <section className="sf-page">
        <h1 className="sf-page__title">{t('cart.title')}</h1>
        <EmptyState
          title={t('cart.empty')}
          message={t('cart.emptyMessage')}
          action={
            <Link to="/products" className="sf-button-link sf-button-link--primary">
              {t('cart.startShopping')}
            </Link>
          }
        />
      </section>
    );
  }

  return (
    <div className="sf-page sf-cart">
      <section className="sf-cart__lines" aria-labelledby="sf-cart-title">
        <h1 id="sf-cart-title" className="sf-page__title">
          {t('cart.title')} {/* Lines and units both, so "3" is never read as either. */}
          <span className="sf-cart__count">
            {t('cart.products', { count: lines.length })}, {t('cart.items', { count })}
          </span>
        </h1>
        <ul className="sf-cart__list">
          {lines.map((line) => (
            <CartLine
              key={line.product._id}
              line={line}
              tolerancePercent={tolerance}
              discountCents={promotions?.discountCents.get(line.product._id) ?? 0}
            />
          ))}
        </ul>
        <Link to="/products" className="sf-cart__continue">
          <span aria-hidden="true">←</span> {t('cart.continue')}
        </Link>
      </section>
      {summaryShown ? (
        <OrderSummary
          totals={totals}
          tax={tax}
          cashRounding={shop.cashRounding}
          delivery={deliveryNotice(totals.subtotalCents, zone, slots, {
            outsideZones: t('notices.shop.deliveryOutsideZones'),
            belowMinimum: (minimum, short) =>
              t('checkout.belowMinimum', {
                minimum: formatCents(minimum),
                short: formatCents(short),
              }),
            freeDeliveryShort: (short) =>
              t('checkout.freeDeliveryShort', { short: formatCents(short) }),
            slotRequired: t('notices.slots.required'),
            noSlotLeft: t('checkout.noSlotLeft'),
          })}
          slots={
            slots.choices && offersSlots(slots.choices)
              ? {
                  choices: slots.choices,
                  selectedId: slots.selected?.id ?? null,
                  onSelect: slots.select,
                  subtotalCents: totals.subtotalCents,
                  freeFromCents: zone.terms?.freeFromCents ?? null,
                }
              : null
          }
          area={noAddress ? { area, onChange: setArea } : null}
          addresses={delivery.addresses}
          selectedAddress={delivery.selected}
          onSelectAddress={delivery.select}
          payment={payment}
          onPaymentChange={setPayment}
          onlineAvailable={offerOnline}
          onlineProvider={onlineProvider}
          paymentNote={weighedNeedCash ? t('notices.shop.weighedNeedCash') : null}
          estimate={estimate}
          placing={placing}
          promotions={{ quote, code, onApply: setCode }}
          onPlaceOrder={() =>
            void placeOrder({
              lines: orderableLines(lines),
              address: delivery.selected,
              payment,
              slotId: slots.selected?.id ?? null,
              // Only a code the quote accepted; a refused one is never sent.
              code: code && quote?.code ? quote.code : null,
              onCodeRefused: () => setCode(''),
            }).then((placed) => {
              // A refused slot may have filled up or closed meanwhile: show the slots as they are.
              if (!placed) slots.refresh();
            })
          }
        />
      ) : null}
      <CartStickyBar totalCents={totals.totalCents} estimated={estimate !== null} />
    </div>
  );
}
