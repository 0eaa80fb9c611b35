import type { DealView } from '@greencart/contracts';
import { useStorefrontT } from '../../i18n/catalogue';
import { useDealText } from './dealText';

/** The "Deal" badge of a product card: the word, and to screen readers what the deal gives. */
export function DealBadge({ deals }: { deals: DealView[] }) {
  const t = useStorefrontT();
  const gives = useDealText();
  if (deals.length === 0) return null;
  const words = deals.map(gives).join('; ');
  return (
    <p className="sf-card__deal" title={words}>
      <span aria-hidden="true">{t('deals.badge')}</span>
      <span className="gc-visually-hidden">{t('deals.badgeLabel', { deal: words })}</span>
    </p>
  );
}

/** The product page's deals: each one's name and what it gives. */
export function ProductDeals({ deals }: { deals: DealView[] }) {
  const t = useStorefrontT();
  const gives = useDealText();
  if (deals.length === 0) return null;
  return (
    <ul className="sf-detail__deals" aria-label={t('deals.title')}>
      {deals.map((deal) => (
        <li key={deal.id}>
          <span className="sf-detail__deal-badge">{t('deals.badge')}</span> {deal.name}:{' '}
          {gives(deal)}
        </li>
      ))}
    </ul>
  );
}
