import { TODAY_NEED_LABELS, isTodayNeed, type TodayNeed } from '@greencart/contracts';
import { Button } from '@greencart/shared-ui';
import './today.css';
import { useSellerT } from '../../i18n/catalogue';

/** The order list's `?need=` (a count of Today opened it), or undefined for anything else. */
export function useTodayNeedParam(params: URLSearchParams): TodayNeed | undefined {
  const need = params.get('need');
  return isTodayNeed(need) ? need : undefined;
}

/** Says, above the order list, that it shows one of Today's counts, with a way back to all. */
export function TodayNeedNote({ need, onClear }: { need: TodayNeed; onClear: () => void }) {
  const t = useSellerT();
  return (
    <p className="seller-today-note" role="status">
      <span>
        {t('today.showingOnly')} <strong>{TODAY_NEED_LABELS[need]}</strong>
      </span>
      <Button variant="secondary" size="sm" onClick={onClear}>
        {t('today.showAllOrders')}
      </Button>
    </p>
  );
}
