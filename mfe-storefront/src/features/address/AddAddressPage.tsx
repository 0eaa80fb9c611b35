import { useState, type ChangeEvent, type FormEvent } from 'react';
import { Navigate, useNavigate } from '@greencart/shared-ui/router';
import { FIELD_LIMITS, PHONE_PATTERN, ZIP_PATTERN } from '@greencart/contracts';
import {
  Button,
  Spinner,
  TextField,
  fieldErrorOf,
  notify,
  type FieldError,
} from '@greencart/shared-ui';
import { useAppSelector } from '../../app/hooks';
import { rejectionToApiError } from '../../lib/apiErrors';
import { selectAuthChecked, selectUser } from '../session/sessionSlice';
import { useAddAddressMutation } from './addressApi';
import { EMPTY_ADDRESS_FORM, toAddressFields, type AddressFormValues } from './addressForm';
import './address.css';

/** Shown after saving when the server sends no message of its own. */
const ADDRESS_ADDED = 'Address added';

/** The server's length limits, copied onto the inputs so the browser stops overlong values. */
const MAX_LENGTH: Record<keyof AddressFormValues, number> = {
  firstName: FIELD_LIMITS.personName,
  lastName: FIELD_LIMITS.personName,
  email: FIELD_LIMITS.email,
  phone: FIELD_LIMITS.phoneMax,
  street: FIELD_LIMITS.street,
  city: FIELD_LIMITS.region,
  state: FIELD_LIMITS.region,
  zip: 10,
  country: FIELD_LIMITS.region,
};

/**
 * /add-address: the shipping address form (every field required; email, tel and numeric zip
 * inputs with the server's limits). A field the server refuses is marked next to itself in
 * plain words. A logged-out visitor is sent to /cart, but only once the session check has
 * answered, so a logged-in shopper reloading this page stays on it.
 */
export function AddAddressPage() {
  const user = useAppSelector(selectUser);
  const authChecked = useAppSelector(selectAuthChecked);
  if (!user && !authChecked) return <Spinner label="Checking your session" />;
  if (!user) return <Navigate to="/cart" replace />;
  return <AddressForm />;
}

function AddressForm() {
  const navigate = useNavigate();
  const [addAddress, { isLoading }] = useAddAddressMutation();
  const [values, setValues] = useState<AddressFormValues>(EMPTY_ADDRESS_FORM);
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
    const fields = toAddressFields(values);
    const { zipcode, ...rest } = fields;
    try {
      const answer = await addAddress({ address: { ...rest, zip: zipcode } }).unwrap();
      notify.success(answer.message || ADDRESS_ADDED);
      navigate('/cart', { state: { newAddress: fields } });
    } catch (rejection) {
      const error = rejectionToApiError(rejection);
      const onField = fieldErrorOf(error);
      if (onField) setFieldError(onField);
      else notify.error(error.message);
    }
  };

  return (
    <section className="sf-page sf-address-page">
      <h1 className="sf-page__title">
        Add Shipping <span className="sf-accent">Address</span>
      </h1>
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
        <Button type="submit" size="lg" fullWidth loading={isLoading}>
          Save address
        </Button>
      </form>
    </section>
  );
}
