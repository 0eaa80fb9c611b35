import { useState, type ChangeEvent, type FormEvent } from 'react';
import {
  ADDRESS_EXTRA_LIMITS,
  FIELD_LIMITS,
  LK_PHONE_PATTERN,
  PROVINCES,
  ZIP_PATTERN,
  districtLabel,
  districtsOf,
  provinceLabel,
  type AddressFields,
} from '@greencart/contracts';
import {
  Button,
  SelectField,
  TextAreaField,
  TextField,
  fieldErrorOf,
  type FieldError,
} from '@greencart/shared-ui';
import { notify } from '../../lib/notices';
import { rejectionToApiError } from '../../lib/apiErrors';
import { useLanguage } from '@greencart/shared-ui/i18n';
import { useStorefrontT } from '../../i18n/catalogue';
import { toAddressFields, type AddressFormValues } from './addressForm';

/** The server's length limits, copied onto the inputs so the browser stops overlong values. */
const MAX_LENGTH: Record<keyof AddressFormValues, number> = {
  firstName: FIELD_LIMITS.personName,
  lastName: FIELD_LIMITS.personName,
  email: FIELD_LIMITS.email,
  phone: FIELD_LIMITS.phoneMax,
  street: FIELD_LIMITS.street,
  city: FIELD_LIMITS.region,
  state: FIELD_LIMITS.region,
  district: ADDRESS_EXTRA_LIMITS.district,
  zip: FIELD_LIMITS.zipMax,
  country: FIELD_LIMITS.region,
  landmark: ADDRESS_EXTRA_LIMITS.landmark,
  deliveryInstructions: ADDRESS_EXTRA_LIMITS.deliveryInstructions,
};

/** Fields a shopper may leave empty. */
const OPTIONAL = new Set<keyof AddressFormValues>(['landmark', 'deliveryInstructions']);

/** Props of {@link AddressEditor}. */
export interface AddressEditorProps {
  initial: AddressFormValues;
  submitLabel: string;
  busy: boolean;
  /** Saves the fields; rejects with the RTK Query rejection when the server refuses them. */
  onSave: (fields: AddressFields) => Promise<void>;
}

/**
 * The address form of the add and edit pages, for Sri Lankan addresses: the province (the
 * spec's `state`) and district as selects (the districts of the chosen province), the area or
 * town (`city`), a mobile phone in the local format, and an optional landmark and delivery
 * instructions for the rider. The rules and lists are the API's (contracts `sri-lanka.ts`). A
 * field the server refuses is marked next to itself in plain words; any other refusal is a toast.
 */
export function AddressEditor({ initial, submitLabel, busy, onSave }: AddressEditorProps) {
  const t = useStorefrontT();
  const language = useLanguage();
  const [values, setValues] = useState<AddressFormValues>(initial);
  const [fieldError, setFieldError] = useState<FieldError | null>(null);

  const change = (name: keyof AddressFormValues, value: string) => {
    setValues((v) => {
      const next = { ...v, [name]: value };
      // A district of another province is no longer a choice.
      if (name === 'state' && !districtsOf(value).includes(v.district)) next.district = '';
      return next;
    });
    setFieldError(null);
  };

  const field = (name: keyof AddressFormValues) => ({
    name,
    value: values[name],
    required: !OPTIONAL.has(name),
    maxLength: MAX_LENGTH[name],
    // The server says `zipcode` or `zip`; both are the form's zip field.
    error:
      fieldError && (fieldError.name === name || (name === 'zip' && fieldError.name === 'zipcode'))
        ? fieldError.message
        : undefined,
    onChange: (event: ChangeEvent<HTMLInputElement | HTMLSelectElement | HTMLTextAreaElement>) =>
      change(name, event.target.value),
  });

  const onSubmit = async (event: FormEvent) => {
    event.preventDefault();
    try {
      await onSave(toAddressFields(values));
    } catch (rejection) {
      const error = rejectionToApiError(rejection);
      const onField = fieldErrorOf(error);
      if (onField) setFieldError(onField);
      else notify.error(error.message);
    }
  };

  const provinces = PROVINCES.map((p) => ({ value: p, label: provinceLabel(p, language) }));
  const districts = districtsOf(values.state).map((d) => ({
    value: d,
    label: districtLabel(d, language),
  }));
  return (
    <form className="sf-address-form" onSubmit={onSubmit}>
      <div className="sf-address-form__row">
        <TextField
          label={t('address.firstName')}
          autoComplete="given-name"
          {...field('firstName')}
        />
        <TextField
          label={t('address.lastName')}
          autoComplete="family-name"
          {...field('lastName')}
        />
      </div>
      <TextField label={t('address.email')} type="email" autoComplete="email" {...field('email')} />
      <TextField
        label={t('address.phone')}
        type="tel"
        autoComplete="tel"
        pattern={LK_PHONE_PATTERN}
        title={t('address.phoneTitle')}
        hint="07X XXX XXXX or +94 7X XXX XXXX"
        {...field('phone')}
      />
      <TextField label={t('address.street')} autoComplete="street-address" {...field('street')} />
      <div className="sf-address-form__row">
        <SelectField
          label={t('address.province')}
          autoComplete="address-level1"
          placeholder={t('address.chooseProvince')}
          options={provinces}
          {...field('state')}
        />
        <SelectField
          label={t('address.district')}
          placeholder={values.state ? t('address.chooseDistrict') : t('address.provinceFirst')}
          options={districts}
          disabled={!values.state}
          {...field('district')}
        />
      </div>
      <div className="sf-address-form__row">
        <TextField
          label={t('address.city')}
          autoComplete="address-level2"
          hint={t('address.cityHint')}
          {...field('city')}
        />
        <TextField
          label={t('address.postcode')}
          inputMode="numeric"
          pattern={ZIP_PATTERN}
          title={t('address.postcodeTitle')}
          hint={t('address.postcodeHint')}
          autoComplete="postal-code"
          {...field('zip')}
        />
      </div>
      <TextField label={t('address.country')} autoComplete="country-name" {...field('country')} />
      <TextField
        label={t('address.landmark')}
        hint={t('address.landmarkHint')}
        {...field('landmark')}
      />
      <TextAreaField
        label={t('address.instructions')}
        hint={t('address.instructionsHint')}
        rows={3}
        {...field('deliveryInstructions')}
      />
      <Button type="submit" size="lg" fullWidth loading={busy}>
        {submitLabel}
      </Button>
    </form>
  );
}
