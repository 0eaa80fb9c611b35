import { Navigate, useNavigate, useSearchParams } from '@greencart/shared-ui/router';
import { Spinner } from '@greencart/shared-ui';
import { notify } from '../../lib/notices';
import { ACCOUNT_MESSAGES, type User } from '@greencart/contracts';
import { useAppSelector } from '../../app/hooks';
import { selectAuthChecked, selectUser } from '../session/sessionSlice';
import { AddressEditor } from './AddressEditor';
import { useAddAddressMutation } from './addressApi';
import { newAddressForm } from './addressForm';
import { useStorefrontT } from '../../i18n/catalogue';
import { AccentTitle } from '../../lib/AccentTitle';
import './address.css';

/**
 * /add-address: the shipping address form ({@link AddressEditor}). A logged-out visitor is
 * sent to /cart, but only once the session check has answered, so a logged-in shopper
 * reloading this page stays on it. Saved, it leads back to My Addresses when opened from there
 * (`ADD_ADDRESS_FROM_BOOK`), else to the cart with the new address chosen (the spec's
 * flow): the parameter names one of two pages, it is never a URL to follow.
 */
export function AddAddressPage() {
  const t = useStorefrontT();
  const user = useAppSelector(selectUser);
  const authChecked = useAppSelector(selectAuthChecked);
  if (!user && !authChecked) return <Spinner label={t('account.checkingSession')} />;
  if (!user) return <Navigate to="/cart" replace />;
  return <AddressForm user={user} />;
}

function AddressForm({ user }: { user: Pick<User, 'name' | 'email'> }) {
  const t = useStorefrontT();
  const navigate = useNavigate();
  const [params] = useSearchParams();
  const fromBook = params.get('from') === 'addresses';
  const [addAddress, { isLoading }] = useAddAddressMutation();

  return (
    <section className="sf-page sf-address-page">
      <AccentTitle text={t('address.addTitle')} />
      <AddressEditor
        initial={newAddressForm(user)}
        submitLabel={t('address.save')}
        busy={isLoading}
        onSave={async (fields) => {
          const { zipcode, ...rest } = fields;
          const answer = await addAddress({ address: { ...rest, zip: zipcode } }).unwrap();
          // The server's message, or the same words when it sends none.
          notify.success(answer.message || ACCOUNT_MESSAGES.addressAdded);
          if (fromBook) navigate('/addresses');
          // The stored address (phone and province as the server keeps them) when answered.
          else navigate('/cart', { state: { newAddress: answer.address ?? fields } });
        }}
      />
    </section>
  );
}
