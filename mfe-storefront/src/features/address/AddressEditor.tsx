import { useState, type ChangeEvent, type FormEvent } from 'react';
import {
  ADDRESS_EXTRA_LIMITS,
  FIELD_LIMITS,
  LK_PHONE_PATTERN,
  PROVINCES,
  ZIP_PATTERN,
  districtsOf,
  type AddressFields,
} from '@greencart/contracts';
import {
  Button,
  SelectField,
  TextAreaField,
  TextField,
  fieldErrorOf,
  notify,
  type FieldError,
} from '@greencart/shared-ui';
import { rejectionToApiError } from '../../lib/apiErrors';
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

const PROVINCE_OPTIONS = PROVINCES.map((p) => ({ value: p, label: p }));

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

  const districts = districtsOf(values.state).map((d) => ({ value: d, label: d }));
  return (
    <form className="sf-address-form" onSubmit={onSubmit}>
      <div className="sf-address-form__row">
        <TextField label="First name" autoComplete="given-name" {...field('firstName')} />
        <TextField label="Last name" autoComplete="family-name" {...field('lastName')} />
      </div>
      <TextField label="Email address" type="email" autoComplete="email" {...field('email')} />
      <TextField
        label="Mobile phone"
        type="tel"
        autoComplete="tel"
        pattern={LK_PHONE_PATTERN}
        title="A Sri Lankan mobile number: 07X XXX XXXX or +94 7X XXX XXXX"
        hint="07X XXX XXXX or +94 7X XXX XXXX"
        {...field('phone')}
      />
      <TextField
        label="House number and street"
        autoComplete="street-address"
        {...field('street')}
      />
      <div className="sf-address-form__row">
        <SelectField
          label="Province"
          autoComplete="address-level1"
          placeholder="Choose a province"
          options={PROVINCE_OPTIONS}
          {...field('state')}
        />
        <SelectField
          label="District"
          placeholder={values.state ? 'Choose a district' : 'Choose the province first'}
          options={districts}
          disabled={!values.state}
          {...field('district')}
        />
      </div>
      <div className="sf-address-form__row">
        <TextField
          label="Area / town"
          autoComplete="address-level2"
          hint="e.g. Dehiwala, Nugegoda, Kandy"
          {...field('city')}
        />
        <TextField
          label="Postcode"
          inputMode="numeric"
          pattern={ZIP_PATTERN}
          title="Digits only, e.g. 00100"
          hint="e.g. 10350"
          autoComplete="postal-code"
          {...field('zip')}
        />
      </div>
      <TextField label="Country" autoComplete="country-name" {...field('country')} />
      <TextField
        label="Landmark (optional)"
        hint="Something near the door, e.g. opposite the Keells"
        {...field('landmark')}
      />
      <TextAreaField
        label="Delivery instructions (optional)"
        hint="For the rider, e.g. call on arrival, the gate is locked"
        rows={3}
        {...field('deliveryInstructions')}
      />
      <Button type="submit" size="lg" fullWidth loading={busy}>
        {submitLabel}
      </Button>
    </form>
  );
}
