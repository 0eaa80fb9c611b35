import { useState, type ChangeEvent, type FormEvent } from 'react';
import { Navigate, useNavigate } from '@greencart/shared-ui/router';
import { Button, Spinner, TextField, notify } from '@greencart/shared-ui';
import { useAppSelector } from '../../app/hooks';
import { rejectionMessage } from '../../lib/apiErrors';
import { selectAuthChecked, selectUser } from '../session/sessionSlice';
import { useAddAddressMutation } from './addressApi';
import { EMPTY_ADDRESS_FORM, toAddressFields, type AddressFormValues } from './addressForm';
import './address.css';

/** Shown after saving when the server sends no message of its own. */
const ADDRESS_ADDED = 'Address added';

/**
 * /add-address: the shipping address form (every field required; email, tel and numeric zip
 * inputs). A logged-out visitor is sent to /cart, but only once the session check has
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

  const field = (name: keyof AddressFormValues) => ({
    name,
    value: values[name],
    required: true,
    onChange: (event: ChangeEvent<HTMLInputElement>) =>
      setValues((v) => ({ ...v, [name]: event.target.value })),
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
      notify.error(rejectionMessage(rejection));
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
            pattern="[0-9]{3,10}"
            title="Digits only, e.g. 00100"
            autoComplete="postal-code"
            {...field('zip')}
          />
          <TextField label="Country" autoComplete="country-name" {...field('country')} />
        </div>
        <TextField label="Phone" type="tel" autoComplete="tel" {...field('phone')} />
        <Button type="submit" size="lg" fullWidth loading={isLoading}>
          Save address
        </Button>
      </form>
    </section>
  );
}
