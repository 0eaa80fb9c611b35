import { useRef, useState, type FormEvent, type ReactNode } from 'react';
import { flushSync } from 'react-dom';
import {
  SHOP_SETTINGS_LIMITS as LIMITS,
  PHONE_PATTERN,
  UNCONFIRMED_ALERT_MINUTES,
  SUBSTITUTION_ANSWER_MINUTES,
  formatDateTime,
  formatLkMobileLocal,
  formatTaxPercent,
  shopProfileProblem,
  type ShopProfile,
} from '@greencart/contracts';
import {
  Button,
  Spinner,
  Switch,
  TextField,
  errorMessage,
  isApiError,
  notify,
} from '@greencart/shared-ui';
import { LoadFailed } from '../../common/LoadFailed';
import { useSaveShopProfileMutation, useShopProfileQuery } from './shopSettingsApi';
import '../../common/common.css';
import './shop-settings.css';
import { useSellerT } from '../../i18n/catalogue';

/** The form's state: the profile with the tax rate and the alert's minutes as typed. */
type Form = Omit<
  ShopProfile,
  'taxPercent' | 'unconfirmedAlertMinutes' | 'staffOrderSmsNumbers' | 'substitutionAnswerMinutes'
> & {
  taxPercent: string;
  unconfirmedAlertMinutes: string;
  /** The staff mobiles as typed, separated by commas. */
  staffOrderSmsNumbers: string;
  substitutionAnswerMinutes: string;
};

/** Field → message, by the contracts' field names (`claims.1.text`). */
type Errors = Record<string, string>;

function formOf(profile: ShopProfile): Form {
  return {
    ...profile,
    taxPercent: formatTaxPercent(profile.taxPercent),
    unconfirmedAlertMinutes: String(profile.unconfirmedAlertMinutes),
    staffOrderSmsNumbers: (profile.staffOrderSmsNumbers ?? []).map(formatLkMobileLocal).join(', '),
    substitutionAnswerMinutes: String(
      profile.substitutionAnswerMinutes ?? SUBSTITUTION_ANSWER_MINUTES.default,
    ),
  };
}

/** The form as the API takes it; the rate as a number when it reads as one. */
function profileOf(form: Form): ShopProfile {
  const rate = form.taxPercent.trim();
  const minutes = form.unconfirmedAlertMinutes.trim();
  return {
    ...form,
    taxPercent: rate !== '' && Number.isFinite(Number(rate)) ? Number(rate) : Number.NaN,
    unconfirmedAlertMinutes: minutes !== '' ? Number(minutes) : Number.NaN,
    staffOrderSmsNumbers: form.staffOrderSmsNumbers
      .split(/[,;\n]/)
      .map((n) => n.trim())
      .filter((n) => n !== ''),
    substitutionAnswerMinutes:
      form.substitutionAnswerMinutes.trim() !== ''
        ? Number(form.substitutionAnswerMinutes.trim())
        : Number.NaN,
  };
}

/**
 * /seller/settings (owner and manager: `settings.write`): what the storefront says about the
 * shop and how it charges (docs/SETTINGS.md). Checked here by the same rule the API applies
 * (`shopProfileProblem`); a refusal is shown beside its field and focused. Saved settings reach
 * open storefronts within seconds.
 */
export function ShopSettingsPage() {
  const t = useSellerT();
  const { data, isLoading, isError, refetch } = useShopProfileQuery(undefined, {
    refetchOnMountOrArgChange: true,
  });
  let content: ReactNode;
  if (isLoading) content = <Spinner size="lg" label={t('shopSettings.loadingTheShopSettings')} />;
  else if (isError || !data) {
    content = (
      <LoadFailed what={t('shopSettings.theShopSettings')} onRetry={() => void refetch()} />
    );
  } else content = <SettingsForm profile={data.profile} updatedAt={data.updatedAt} />;
  return (
    <section className="seller-settings" aria-labelledby="seller-settings-title">
      <h1 id="seller-settings-title" className="seller-page-title">
        {t('shopSettings.shopSettings')}
      </h1>
      {content}
    </section>
  );
}

function SettingsForm({ profile, updatedAt }: { profile: ShopProfile; updatedAt: string | null }) {
  const t = useSellerT();
  const [save, { isLoading }] = useSaveShopProfileMutation();
  const [form, setForm] = useState<Form>(() => formOf(profile));
  const [errors, setErrors] = useState<Errors>({});
  const [changed, setChanged] = useState(false);
  const formRef = useRef<HTMLFormElement>(null);

  function edit(patch: Partial<Form>) {
    setForm((current) => ({ ...current, ...patch }));
    setChanged(true);
  }

  function showError(field: string, message: string) {
    flushSync(() => setErrors({ [field]: message }));
    formRef.current?.querySelector<HTMLElement>('[aria-invalid="true"]')?.focus();
  }

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const body = profileOf(form);
    const problem = shopProfileProblem(body);
    if (problem) {
      showError(problem.field, problem.message);
      return;
    }
    const result = await save(body);
    if (result.error) {
      const field = isApiError(result.error) ? result.error.field : undefined;
      showError(field ?? 'form', errorMessage(result.error));
      return;
    }
    setForm(formOf(result.data.profile));
    setErrors({});
    setChanged(false);
    notify.success(result.data.message ?? t('shopSettings.saved'));
  }

  const text = (field: keyof Form & string, max: number) => ({
    value: form[field] as string,
    error: errors[field],
    maxLength: max,
    onChange: (event: { target: { value: string } }) => edit({ [field]: event.target.value }),
  });

  const claim = (index: number, patch: Partial<ShopProfile['claims'][number]>) =>
    edit({ claims: form.claims.map((c, i) => (i === index ? { ...c, ...patch } : c)) });
  const link = (index: number, patch: Partial<ShopProfile['footerLinks'][number]>) =>
    edit({ footerLinks: form.footerLinks.map((l, i) => (i === index ? { ...l, ...patch } : l)) });

  return (
    <form
      ref={formRef}
      className="seller-settings__form"
      onSubmit={(event) => void submit(event)}
      noValidate
    >
      <p className="seller-settings__intro">
        {t('shopSettings.whatTheStorefrontAndThe')}
        {updatedAt
          ? t('shopSettings.lastSavedUpdatedat', { updatedAt: formatDateTime(updatedAt) })
          : t('shopSettings.notSavedYetTheseAre')}
      </p>
      {errors.form ? (
        <p className="seller-settings__alert" role="alert">
          {errors.form}
        </p>
      ) : null}

      <fieldset className="seller-settings__group">
        <legend className="seller-settings__legend">{t('shopSettings.theShop')}</legend>
        <TextField
          label={t('shopSettings.shopName')}
          required
          {...text('shopName', LIMITS.shopName)}
        />
        <TextField
          label={t('shopSettings.logoImageUrl')}
          hint={t('shopSettings.httpsOrAPathOf')}
          spellCheck={false}
          {...text('logoUrl', LIMITS.url)}
        />
        <TextField
          label={t('shopSettings.appColour')}
          hint={t('shopSettings.rrggbbEG4fbf8bThe')}
          spellCheck={false}
          autoComplete="off"
          {...text('themeColor', 7)}
        />
        <div className="seller-settings__pair">
          <TextField
            label={t('shopSettings.phone')}
            type="tel"
            required
            pattern={PHONE_PATTERN}
            hint="e.g. +94 11 234 5678"
            {...text('phone', LIMITS.phone)}
          />
          <TextField
            label={t('shopSettings.whatsappNumber')}
            type="tel"
            pattern={PHONE_PATTERN}
            hint={t('shopSettings.emptyNoWhatsappLink')}
            {...text('whatsapp', LIMITS.phone)}
          />
        </div>
        <TextField
          label={t('shopSettings.email')}
          type="email"
          required
          {...text('email', LIMITS.email)}
        />
        <TextField
          label={t('shopSettings.address')}
          hint={t('shopSettings.emptyNotShown')}
          {...text('address', LIMITS.address)}
        />
        <TextField
          label={t('shopSettings.openingHours')}
          required
          {...text('openingHours', LIMITS.openingHours)}
        />
      </fieldset>

      <fieldset className="seller-settings__group">
        <legend className="seller-settings__legend">{t('shopSettings.homePageAndFooter')}</legend>
        <TextField
          label={t('shopSettings.headline')}
          required
          {...text('heroTitle', LIMITS.heroTitle)}
        />
        <TextField label={t('shopSettings.headlineText')} {...text('heroLead', LIMITS.heroLead)} />
        <TextField
          label={t('shopSettings.deliveryPromise')}
          hint={t('shopSettings.emptyRecommendedTheStorefrontSays')}
          {...text('deliveryPromise', LIMITS.deliveryPromise)}
        />
        <TextField label={t('shopSettings.footerSentence')} {...text('tagline', LIMITS.tagline)} />
        <ol className="seller-settings__list" aria-label={t('shopSettings.claims')}>
          {form.claims.map((c, i) => (
            <li key={i}>
              <fieldset className="seller-settings__row">
                <legend className="seller-settings__legend">
                  {t('shopSettings.claimValue', { value: i + 1 })}
                </legend>
                <TextField
                  label={t('shopSettings.title')}
                  value={c.title}
                  maxLength={LIMITS.claimTitle}
                  error={errors[`claims.${i}.title`]}
                  onChange={(event) => claim(i, { title: event.target.value })}
                />
                <TextField
                  label={t('shopSettings.text')}
                  hint={t('shopSettings.emptyNotShownNumbersYou')}
                  value={c.text}
                  maxLength={LIMITS.claimText}
                  error={errors[`claims.${i}.text`]}
                  onChange={(event) => claim(i, { text: event.target.value })}
                />
                <Button
                  type="button"
                  variant="secondary"
                  onClick={() => edit({ claims: form.claims.filter((_c, j) => j !== i) })}
                >
                  {t('shopSettings.removeClaimValue', { value: i + 1 })}
                </Button>
              </fieldset>
            </li>
          ))}
        </ol>
        {form.claims.length < LIMITS.claims ? (
          <Button
            type="button"
            variant="secondary"
            onClick={() => edit({ claims: [...form.claims, { title: '', text: '' }] })}
          >
            {t('shopSettings.addAClaim')}
          </Button>
        ) : null}
        <ol className="seller-settings__list" aria-label={t('shopSettings.footerLinks')}>
          {form.footerLinks.map((l, i) => (
            <li key={i}>
              <fieldset className="seller-settings__row">
                <legend className="seller-settings__legend">
                  {t('shopSettings.footerLinkValue', { value: i + 1 })}
                </legend>
                <TextField
                  label={t('shopSettings.label')}
                  value={l.label}
                  maxLength={LIMITS.linkLabel}
                  error={errors[`footerLinks.${i}.label`]}
                  onChange={(event) => link(i, { label: event.target.value })}
                />
                <TextField
                  label={t('shopSettings.address')}
                  hint={t('shopSettings.httpsMailtoOrAPath')}
                  spellCheck={false}
                  value={l.url}
                  maxLength={LIMITS.url}
                  error={errors[`footerLinks.${i}.url`]}
                  onChange={(event) => link(i, { url: event.target.value })}
                />
                <Button
                  type="button"
                  variant="secondary"
                  onClick={() => edit({ footerLinks: form.footerLinks.filter((_l, j) => j !== i) })}
                >
                  {t('shopSettings.removeLinkValue', { value: i + 1 })}
                </Button>
              </fieldset>
            </li>
          ))}
        </ol>
        {form.footerLinks.length < LIMITS.footerLinks ? (
          <Button
            type="button"
            variant="secondary"
            onClick={() => edit({ footerLinks: [...form.footerLinks, { label: '', url: '' }] })}
          >
            {t('shopSettings.addAFooterLink')}
          </Button>
        ) : null}
      </fieldset>

      <fieldset className="seller-settings__group">
        <legend className="seller-settings__legend">{t('shopSettings.taxAndCash')}</legend>
        <TextField
          label={t('shopSettings.taxRate')}
          inputMode="decimal"
          hint={t('shopSettings.n0To100AtMost')}
          {...text('taxPercent', 6)}
        />
        <Switch
          label={t('shopSettings.pricesIncludeTax')}
          checked={form.pricesIncludeTax}
          onChange={(pricesIncludeTax) => edit({ pricesIncludeTax })}
        />
        {errors.pricesIncludeTax ? (
          <p className="seller-settings__alert">{errors.pricesIncludeTax}</p>
        ) : null}
        <Switch
          label={t('shopSettings.roundCashOnDeliveryTo')}
          checked={form.cashRounding}
          onChange={(cashRounding) => edit({ cashRounding })}
        />
        <p className="seller-settings__intro">{t('shopSettings.cardPaymentsAreNeverRounded')}</p>
      </fieldset>

      <fieldset className="seller-settings__group">
        <legend className="seller-settings__legend">{t('shopSettings.today')}</legend>
        <TextField
          label={t('shopSettings.unconfirmedAlertAfterMinutes')}
          inputMode="numeric"
          hint={t('shopSettings.todayCountsOrdersWaitingLonger', {
            min: UNCONFIRMED_ALERT_MINUTES.min,
            max: UNCONFIRMED_ALERT_MINUTES.max,
          })}
          {...text('unconfirmedAlertMinutes', 4)}
        />
        <TextField
          label={t('shopSettings.substitutionAnswerMinutes')}
          inputMode="numeric"
          hint={t('shopSettings.substitutionAnswerHint', {
            min: SUBSTITUTION_ANSWER_MINUTES.min,
            max: SUBSTITUTION_ANSWER_MINUTES.max,
          })}
          {...text('substitutionAnswerMinutes', 3)}
        />
      </fieldset>

      <fieldset className="seller-settings__group">
        <legend className="seller-settings__legend">{t('shopSettings.newOrdersBySms')}</legend>
        <TextField
          label={t('shopSettings.staffOrderSmsNumbers')}
          type="tel"
          inputMode="tel"
          autoComplete="off"
          hint={t('shopSettings.staffOrderSmsHint', { max: LIMITS.staffOrderSmsNumbers })}
          {...text('staffOrderSmsNumbers', 120)}
        />
      </fieldset>

      <div className="seller-settings__actions">
        <Button type="submit" loading={isLoading}>
          {t('shopSettings.save')}
        </Button>
        <p className="seller-settings__status" role="status">
          {changed ? t('shopSettings.unsavedChanges') : ''}
        </p>
      </div>
    </form>
  );
}
