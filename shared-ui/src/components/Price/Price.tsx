import { formatMoney } from '@greencart/contracts';
import { classNames } from '../Field/classNames';
import './Price.css';

/** Props of {@link Price}. */
export interface PriceProps {
  /** Amount in rupees, e.g. `122.4` → "LKR 122.40". */
  amount: number;
  /** Show it struck through (the price before the offer); screen readers hear "Original price". */
  struck?: boolean;
  className?: string;
  /** What the amount is for, after it: `/ kg` gives "LKR 480.00 / kg" (a product sold by weight). */
  per?: string;
}

/** An amount formatted with the shop's currency (`formatMoney`). */
export function Price({ amount, struck = false, className, per }: PriceProps) {
  const text = per ? `${formatMoney(amount)} ${per}` : formatMoney(amount);
  if (!struck) {
    return <span className={classNames('gc-price', className)}>{text}</span>;
  }
  // Screen readers do not announce strike-through, so the meaning is said in words; the
  // hidden words sit outside <s> so the element's text stays exactly the amount.
  return (
    <span className={classNames('gc-price', 'gc-price--struck', className)}>
      <span className="gc-visually-hidden">Original price: </span>
      <s>{text}</s>
    </span>
  );
}
