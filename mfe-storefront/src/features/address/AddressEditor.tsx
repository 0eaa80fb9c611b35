import { useState, type ChangeEvent, type FormEvent } from 'react';
import { FIELD_LIMITS, PHONE_PATTERN, ZIP_PATTERN, type AddressFields } from '@greencart/contracts';
import { Button, TextField, fieldErrorOf, notify, type FieldError } from '@greencart/shared-ui';
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
  zip: FIELD_LIMITS.zipMax,
  country: FIELD_LIMITS.region,
};

/** Props of {@link AddressEditor}. */
export interface AddressEditorProps {
  initial: AddressFormValues;
  submitLabel: string;
  busy: boolean;
  /** Saves the fields; rejects with the RTK Query rejection when the server refuses them. */
  onSave: (fields: AddressFields) => Promise<void>;
}

/**
 * The address form of the add and edit pages: every field required, email, tel and numeric
 * zip inputs with the server's limits. A field the server refuses is marked next to itself in
 * plain words; any other refusal is a toast.
 */
export function AddressEditor({ initial, submitLabel, busy, onSave }: AddressEditorProps) {
  const [values, setValues] = useState<AddressFormValues>(initial);
  const [fieldError, setFieldError] = useState<FieldError | null>(null);

  const field = (name: keyof AddressFormValues) => ({
    name,
    value: values[name],
    required: true,
    maxLength: MAX_LENGTH[name],
    // The server says `zipcode` or `zip`; both are the form's zip field.
    error:
      fieldError && (fieldError.name === name || (name === 'zip' && fieldError.name === 'zipcode'))
        ? fieldError.message
        : undefined,
    onChange: (event: ChangeEvent<HTMLInputElement>) => {
      setValues((v) => ({ ...v, [name]: event.target.value }));
      setFieldError(null);
    },
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

  return (
    <form className="sf-address-form" onSubmit={onSubmit}>
      <div className="sf-address-form__row">
        <TextField label="First name" autoComplete="given-name" {...field('firstName')} />
        <TextField label="Last name" autoComplete="family-name" {...field('lastName')} />
      </div>
      <TextField label="Email address" type="email" autoComplete="email" {...field('email')} />
      <TextField label="Street" autoComplete="street-address" {...field('street')} />
      <div className="sf-address-form__row">
        <TextField label="City" autoComplete="address-level2" {...field('city')} />
        <TextField label="State" autoComplete="address-level1" {...field('state')} />
      </div>
      <div className="sf-address-form__row">
        <TextField
          label="Zip code"
          inputMode="numeric"
          pattern={ZIP_PATTERN}
          title="Digits only, e.g. 00100"
          autoComplete="postal-code"
          {...field('zip')}
        />
        <TextField label="Country" autoComplete="country-name" {...field('country')} />
      </div>
      <TextField
        label="Phone"
        type="tel"
        autoComplete="tel"
        pattern={PHONE_PATTERN}
        title="Digits, spaces, brackets or dashes, e.g. +94 77 123 4567"
        {...field('phone')}
      />
      <Button type="submit" size="lg" fullWidth loading={busy}>
        {submitLabel}
      </Button>
    </form>
  );
}
