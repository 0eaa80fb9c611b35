import { useState, type FormEvent } from 'react';
import {
  CATEGORIES,
  dealSummary,
  formatMoney,
  type PromotionInput,
  type PromotionKind,
  type PromotionView,
} from '@greencart/contracts';
import {
  Button,
  SelectField,
  Spinner,
  TextField,
  isApiError,
  notify,
  orderTime,
} from '@greencart/shared-ui';
import { LoadFailed } from '../../common/LoadFailed';
import {
  useCreatePromotionMutation,
  useMovePromotionMutation,
  usePromotionsQuery,
} from './promotionsApi';
import '../../common/common.css';
import './promotions.css';
import { useSellerT } from '../../i18n/catalogue';

/** The kinds and scopes a promotion may have, each with the catalogue key of its name. */
const KIND_OPTIONS = [
  { value: 'percent_off', label: 'promotions.kinds.percentOff' },
  { value: 'amount_off', label: 'promotions.kinds.amountOff' },
  { value: 'buy_x_get_y', label: 'promotions.kinds.buyXGetY' },
  { value: 'free_delivery', label: 'promotions.kinds.freeDelivery' },
];
const SCOPE_OPTIONS = [
  { value: 'basket', label: 'promotions.scopes.basket' },
  { value: 'category', label: 'promotions.scopes.category' },
];
const CATEGORY_OPTIONS = CATEGORIES.map((c) => ({ value: c.path, label: c.label }));

/** A number typed, or null when the field is empty. */
const numberOrNull = (text: string) => (text.trim() === '' ? null : Number(text));

/**
 * /seller/promotions (`promotions.write`: owner and manager): create deals and codes, pause,
 * resume and end them, and see each one's uses and the discount it has given (docs/PROMOTIONS.md).
 */
export function PromotionsPage() {
  const t = useSellerT();
  const { data, isLoading, isError, refetch } = usePromotionsQuery();
  let content;
  if (isLoading) content = <Spinner size="lg" label={t('promotions.loadingThePromotions')} />;
  else if (isError)
    content = <LoadFailed what={t('promotions.thePromotions')} onRetry={() => void refetch()} />;
  else if (!data || data.length === 0) content = <p>{t('promotions.noPromotionsYet')}</p>;
  else
    content = (
      <ul className="seller-promos__list" aria-label={t('promotions.promotions')}>
        {data.map((p) => (
          <PromotionRow key={p.id} promotion={p} />
        ))}
      </ul>
    );
  return (
    <section className="seller-promos" aria-labelledby="seller-promos-title">
      <h1 id="seller-promos-title" className="seller-page-title">
        {t('promotions.promotions')}
      </h1>
      <CreatePromotion />
      <h2 className="seller-promos__subtitle">{t('promotions.allPromotions')}</h2>
      {content}
    </section>
  );
}

function CreatePromotion() {
  const t = useSellerT();
  const [create, { isLoading, error }] = useCreatePromotionMutation();
  const [name, setName] = useState('');
  const [code, setCode] = useState('');
  const [kind, setKind] = useState<PromotionKind>('percent_off');
  const [scope, setScope] = useState<'basket' | 'category'>('basket');
  const [category, setCategory] = useState<string>(CATEGORIES[0].path);
  const [value, setValue] = useState('');
  const [buy, setBuy] = useState('2');
  const [get, setGet] = useState('1');
  const [minBasket, setMinBasket] = useState('');
  const [startsAt, setStartsAt] = useState('');
  const [endsAt, setEndsAt] = useState('');
  const [maxUses, setMaxUses] = useState('');
  const [perShopper, setPerShopper] = useState('');
  // The API names the refused field in plain words: shown under it.
  const fieldError = (field: string) =>
    isApiError(error) && error.field === field ? error.message : undefined;

  async function submit(event: FormEvent) {
    event.preventDefault();
    const input: PromotionInput = {
      name,
      code: code.trim() || null,
      kind,
      scope,
      ...(scope === 'category' ? { category } : {}),
      ...(kind === 'percent_off' ? { percent: numberOrNull(value) } : {}),
      ...(kind === 'amount_off' ? { amount: numberOrNull(value) } : {}),
      ...(kind === 'buy_x_get_y'
        ? { buyQuantity: numberOrNull(buy), getQuantity: numberOrNull(get) }
        : {}),
      minBasket: numberOrNull(minBasket),
      startsAt: startsAt || null,
      endsAt: endsAt || null,
      maxUses: numberOrNull(maxUses),
      perShopperLimit: numberOrNull(perShopper),
    };
    try {
      const answer = await create(input).unwrap();
      notify.success(answer.message ?? t('promotions.created'));
      setName('');
      setCode('');
      setValue('');
    } catch {
      // The field's message is shown under it; others are the error toast.
    }
  }

  return (
    <form
      className="seller-promos__form"
      onSubmit={(e) => void submit(e)}
      aria-label={t('promotions.newPromotion')}
    >
      <TextField
        label={t('promotions.name')}
        value={name}
        onChange={(e) => setName(e.target.value)}
        error={fieldError('name')}
        required
      />
      <TextField
        label={t('promotions.codeEmptyAutomaticDeal')}
        value={code}
        onChange={(e) => setCode(e.target.value)}
        error={fieldError('code')}
      />
      <SelectField
        label={t('promotions.whatItDoes')}
        options={KIND_OPTIONS.map((o) => ({ ...o, label: t(o.label) }))}
        value={kind}
        onChange={(e) => setKind(e.target.value as PromotionKind)}
      />
      <SelectField
        label={t('promotions.whatItCovers')}
        options={SCOPE_OPTIONS.map((o) => ({ ...o, label: t(o.label) }))}
        value={scope}
        onChange={(e) => setScope(e.target.value as 'basket' | 'category')}
      />
      {scope === 'category' ? (
        <SelectField
          label={t('promotions.category')}
          options={CATEGORY_OPTIONS}
          value={category}
          onChange={(e) => setCategory(e.target.value)}
        />
      ) : null}
      {kind === 'percent_off' || kind === 'amount_off' ? (
        <TextField
          label={kind === 'percent_off' ? t('promotions.percentOff') : t('promotions.amountOffLkr')}
          inputMode="decimal"
          value={value}
          onChange={(e) => setValue(e.target.value)}
          error={fieldError(kind === 'percent_off' ? 'percent' : 'amount')}
        />
      ) : null}
      {kind === 'buy_x_get_y' ? (
        <>
          <TextField
            label={t('promotions.buy')}
            inputMode="numeric"
            value={buy}
            onChange={(e) => setBuy(e.target.value)}
            error={fieldError('buyQuantity')}
          />
          <TextField
            label={t('promotions.getFree')}
            inputMode="numeric"
            value={get}
            onChange={(e) => setGet(e.target.value)}
            error={fieldError('getQuantity')}
          />
        </>
      ) : null}
      <TextField
        label={t('promotions.minimumBasketLkrOptional')}
        inputMode="decimal"
        value={minBasket}
        onChange={(e) => setMinBasket(e.target.value)}
        error={fieldError('minBasket')}
      />
      <TextField
        label={t('promotions.startsShopTimeOptional')}
        type="datetime-local"
        value={startsAt}
        onChange={(e) => setStartsAt(e.target.value)}
        error={fieldError('startsAt')}
      />
      <TextField
        label={t('promotions.endsShopTimeOptional')}
        type="datetime-local"
        value={endsAt}
        onChange={(e) => setEndsAt(e.target.value)}
        error={fieldError('endsAt')}
      />
      <TextField
        label={t('promotions.totalUsesOptional')}
        inputMode="numeric"
        value={maxUses}
        onChange={(e) => setMaxUses(e.target.value)}
        error={fieldError('maxUses')}
      />
      <TextField
        label={t('promotions.usesPerShopperOptional')}
        inputMode="numeric"
        value={perShopper}
        onChange={(e) => setPerShopper(e.target.value)}
        error={fieldError('perShopperLimit')}
      />
      <Button type="submit" loading={isLoading}>
        {t('promotions.createPromotion')}
      </Button>
    </form>
  );
}

function PromotionRow({ promotion: p }: { promotion: PromotionView }) {
  const t = useSellerT();
  const [move, { isLoading }] = useMovePromotionMutation();
  async function act(action: 'pause' | 'resume' | 'end') {
    try {
      await move({ id: p.id, action }).unwrap();
      notify.success(t(`promotions.moved.${action}`, { name: p.name }));
    } catch {
      // The API's message is the error toast.
    }
  }
  return (
    <li className={`seller-promos__row is-${p.status}`}>
      <div className="seller-promos__body">
        <p className="seller-promos__name">
          {p.name} <span className="seller-promos__status">{p.status}</span>
        </p>
        <p>
          {dealSummary(p)} ·{' '}
          {p.code
            ? t('promotions.codeCode', { code: p.code })
            : p.automatic
              ? 'automatic'
              : t('promotions.generatedCodes')}
        </p>
        <p className="seller-promos__meta">
          {t('promotions.used')} {p.uses}
          {p.maxUses !== null ? t('promotions.ofMaxuses', { maxUses: p.maxUses }) : ''} ·{' '}
          {formatMoney(p.discountGiven)} {t('promotions.given')}
          {p.endsAt ? (
            <>
              {' '}
              {t('promotions.ends')} <time dateTime={p.endsAt}>{orderTime(p.endsAt)}</time>
            </>
          ) : null}
        </p>
      </div>
      {p.status !== 'ended' ? (
        <div className="seller-promos__actions">
          <Button
            size="sm"
            variant="secondary"
            disabled={isLoading}
            onClick={() => void act(p.status === 'paused' ? 'resume' : 'pause')}
            aria-label={`${p.status === 'paused' ? 'Resume' : 'Pause'} ${p.name}`}
          >
            {p.status === 'paused' ? 'Resume' : 'Pause'}
          </Button>
          <Button
            size="sm"
            variant="danger"
            disabled={isLoading}
            onClick={() => void act('end')}
            aria-label={t('promotions.endName', { name: p.name })}
          >
            {t('promotions.end')}
          </Button>
        </div>
      ) : null}
    </li>
  );
}
