import { useNavigate, useParams } from '@greencart/shared-ui/router';
import { ACCOUNT_MESSAGES } from '@greencart/contracts';
import { EmptyState, Spinner } from '@greencart/shared-ui';
import { notify } from '../../lib/notices';
import { Link } from '@greencart/shared-ui/router';
import { RequireShopper } from '../account/RequireShopper';
import { AddressEditor } from './AddressEditor';
import { useGetAddressesQuery, useUpdateAddressMutation } from './addressApi';
import { formValuesOf } from './addressForm';
import { useStorefrontT } from '../../i18n/catalogue';
import { AccentTitle } from '../../lib/AccentTitle';
import { knownMessage } from '../../lib/notices';
import './address.css';

/** /addresses/:id: edits one saved address, then returns to the address book. */
export function EditAddressPage() {
  const t = useStorefrontT();
  const { id = '' } = useParams();
  return (
    <section className="sf-page sf-address-page">
      <AccentTitle text={t('address.editTitle')} />
      <RequireShopper returnTo={`/addresses/${id}`} loginTitle={t('address.loginToEdit')}>
        <EditAddress id={id} />
      </RequireShopper>
    </section>
  );
}

function EditAddress({ id }: { id: string }) {
  const t = useStorefrontT();
  const navigate = useNavigate();
  const { data: addresses, isLoading } = useGetAddressesQuery();
  const [update, { isLoading: saving }] = useUpdateAddressMutation();
  if (isLoading) return <Spinner label={t('address.loadingOne')} />;
  const address = addresses?.find((a) => a._id === id);
  if (!address) {
    return (
      <EmptyState
        title={knownMessage(ACCOUNT_MESSAGES.addressNotFound)}
        action={
          <Link to="/addresses" className="sf-button-link sf-button-link--primary">
            {t('address.backToBook')}
          </Link>
        }
      />
    );
  }
  return (
    <AddressEditor
      initial={formValuesOf(address)}
      submitLabel={t('address.saveChanges')}
      busy={saving}
      onSave={async ({ zipcode, ...fields }) => {
        const answer = await update({ id, fields: { ...fields, zip: zipcode } }).unwrap();
        notify.success(answer.message || ACCOUNT_MESSAGES.addressUpdated);
        navigate('/addresses');
      }}
    />
  );
}
