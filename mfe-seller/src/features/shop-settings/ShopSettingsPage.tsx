import { useRef, useState, type FormEvent, type ReactNode } from 'react';
import { flushSync } from 'react-dom';
import {
  SHOP_SETTINGS_LIMITS as LIMITS,
  PHONE_PATTERN,
  UNCONFIRMED_ALERT_MINUTES,
  SUBSTITUTION_ANSWER_MINUTES,
  formatDateTime,
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

/** The form's state: the profile with the tax rate and the alert's minutes as typed. */
type Form = Omit<
  ShopProfile,
  'taxPercent' | 'unconfirmedAlertMinutes' | 'substitutionAnswerMinutes'
> & {
  taxPercent: string;
  unconfirmedAlertMinutes: string;
  substitutionAnswerMinutes: string;
};

/** Field → message, by the contracts' field names (`claims.1.text`). */
type Errors = Record<string, string>;

function formOf(profile: ShopProfile): Form {
  return {
    ...profile,
    taxPercent: formatTaxPercent(profile.taxPercent),
    unconfirmedAlertMinutes: String(profile.unconfirmedAlertMinutes),
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
  const { data, isLoading, isError, refetch } = useShopProfileQuery(undefined, {
    refetchOnMountOrArgChange: true,
  });
  let content: ReactNode;
  if (isLoading) content = <Spinner size="lg" label="Loading the shop settings" />;
  else if (isError || !data) {
    content = <LoadFailed what="the shop settings" onRetry={() => void refetch()} />;
  } else content = <SettingsForm profile={data.profile} updatedAt={data.updatedAt} />;
  return (
    <section className="seller-settings" aria-labelledby="seller-settings-title">
      <h1 id="seller-settings-title" className="seller-page-title">
        Shop settings
      </h1>
      {content}
    </section>
  );
}

function SettingsForm({ profile, updatedAt }: { profile: ShopProfile; updatedAt: string | null }) {
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
    notify.success(result.data.message ?? 'Shop settings saved.');
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
        What the storefront and the emails say about the shop. Everything is shown as plain text.
        {updatedAt
          ? ` Last saved ${formatDateTime(updatedAt)}.`
          : ' Not saved yet: these are the defaults.'}
      </p>
      {errors.form ? (
        <p className="seller-settings__alert" role="alert">
          {errors.form}
        </p>
      ) : null}

      <fieldset className="seller-settings__group">
        <legend className="seller-settings__legend">The shop</legend>
        <TextField label="Shop name" required {...text('shopName', LIMITS.shopName)} />
        <TextField
          label="Logo image URL"
          hint="https://… or a path of the shop; empty: the drawn leaf"
          spellCheck={false}
          {...text('logoUrl', LIMITS.url)}
        />
        <TextField
          label="App colour"
          hint="#rrggbb, e.g. #4fbf8b: the installed app's title bar and icon"
          spellCheck={false}
          autoComplete="off"
          {...text('themeColor', 7)}
        />
        <div className="seller-settings__pair">
          <TextField
            label="Phone"
            type="tel"
            required
            pattern={PHONE_PATTERN}
            hint="e.g. +94 11 234 5678"
            {...text('phone', LIMITS.phone)}
          />
          <TextField
            label="WhatsApp number"
            type="tel"
            pattern={PHONE_PATTERN}
            hint="Empty: no WhatsApp link"
            {...text('whatsapp', LIMITS.phone)}
          />
        </div>
        <TextField label="Email" type="email" required {...text('email', LIMITS.email)} />
        <TextField label="Address" hint="Empty: not shown" {...text('address', LIMITS.address)} />
        <TextField label="Opening hours" required {...text('openingHours', LIMITS.openingHours)} />
      </fieldset>

      <fieldset className="seller-settings__group">
        <legend className="seller-settings__legend">Home page and footer</legend>
        <TextField label="Headline" required {...text('heroTitle', LIMITS.heroTitle)} />
        <TextField label="Headline text" {...text('heroLead', LIMITS.heroLead)} />
        <TextField
          label="Delivery promise"
          hint="Empty (recommended): the storefront says what is true now for the shopper’s area — “Delivered in about 30 minutes” while express is open, else the next free window"
          {...text('deliveryPromise', LIMITS.deliveryPromise)}
        />
        <TextField label="Footer sentence" {...text('tagline', LIMITS.tagline)} />
        <ol className="seller-settings__list" aria-label="Claims">
          {form.claims.map((c, i) => (
            <li key={i}>
              <fieldset className="seller-settings__row">
                <legend className="seller-settings__legend">Claim {i + 1}</legend>
                <TextField
                  label="Title"
                  value={c.title}
                  maxLength={LIMITS.claimTitle}
                  error={errors[`claims.${i}.title`]}
                  onChange={(event) => claim(i, { title: event.target.value })}
                />
                <TextField
                  label="Text"
                  hint="Empty: not shown. Numbers you cannot stand behind do not belong here."
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
                  Remove claim {i + 1}
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
            Add a claim
          </Button>
        ) : null}
        <ol className="seller-settings__list" aria-label="Footer links">
          {form.footerLinks.map((l, i) => (
            <li key={i}>
              <fieldset className="seller-settings__row">
                <legend className="seller-settings__legend">Footer link {i + 1}</legend>
                <TextField
                  label="Label"
                  value={l.label}
                  maxLength={LIMITS.linkLabel}
                  error={errors[`footerLinks.${i}.label`]}
                  onChange={(event) => link(i, { label: event.target.value })}
                />
                <TextField
                  label="Address"
                  hint="https://…, mailto:… or a path of the shop (/products)"
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
                  Remove link {i + 1}
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
            Add a footer link
          </Button>
        ) : null}
      </fieldset>

      <fieldset className="seller-settings__group">
        <legend className="seller-settings__legend">Tax and cash</legend>
        <TextField
          label="Tax rate (%)"
          inputMode="decimal"
          hint="0 to 100, at most two decimals. The next order is priced with it; placed orders keep theirs."
          {...text('taxPercent', 6)}
        />
        <Switch
          label="Prices include tax"
          checked={form.pricesIncludeTax}
          onChange={(pricesIncludeTax) => edit({ pricesIncludeTax })}
        />
        {errors.pricesIncludeTax ? (
          <p className="seller-settings__alert">{errors.pricesIncludeTax}</p>
        ) : null}
        <Switch
          label="Round cash on delivery to the rupee"
          checked={form.cashRounding}
          onChange={(cashRounding) => edit({ cashRounding })}
        />
        <p className="seller-settings__intro">
          Card payments are never rounded: they are charged to the cent.
        </p>
      </fieldset>

      <fieldset className="seller-settings__group">
        <legend className="seller-settings__legend">Today</legend>
        <TextField
          label="Unconfirmed alert after (minutes)"
          inputMode="numeric"
          hint={`Today counts orders waiting longer than this for confirmation. Whole minutes, ${UNCONFIRMED_ALERT_MINUTES.min} to ${UNCONFIRMED_ALERT_MINUTES.max}.`}
          {...text('unconfirmedAlertMinutes', 4)}
        />
        <TextField
          label="Substitution answer time (minutes)"
          inputMode="numeric"
          hint={`How long a customer has to answer a packer's substitution question; then their preference applies. Whole minutes, ${SUBSTITUTION_ANSWER_MINUTES.min} to ${SUBSTITUTION_ANSWER_MINUTES.max}.`}
          {...text('substitutionAnswerMinutes', 3)}
        />
      </fieldset>

      <div className="seller-settings__actions">
        <Button type="submit" loading={isLoading}>
          Save
        </Button>
        <p className="seller-settings__status" role="status">
          {changed ? 'Unsaved changes' : ''}
        </p>
      </div>
    </form>
  );
}
