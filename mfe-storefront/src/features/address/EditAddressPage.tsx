import { useNavigate, useParams } from '@greencart/shared-ui/router';
import { ACCOUNT_MESSAGES } from '@greencart/contracts';
import { EmptyState, Spinner, notify } from '@greencart/shared-ui';
import { Link } from '@greencart/shared-ui/router';
import { RequireShopper } from '../account/RequireShopper';
import { AddressEditor } from './AddressEditor';
import { useGetAddressesQuery, useUpdateAddressMutation } from './addressApi';
import { formValuesOf } from './addressForm';
import './address.css';

/** /addresses/:id: edits one saved address, then returns to the address book. */
export function EditAddressPage() {
  const { id = '' } = useParams();
  return (
    <section className="sf-page sf-address-page">
      <h1 className="sf-page__title">
        Edit <span className="sf-accent">Address</span>
      </h1>
      <RequireShopper returnTo={`/addresses/${id}`} loginTitle="Log in to edit your address">
        <EditAddress id={id} />
      </RequireShopper>
    </section>
  );
}

function EditAddress({ id }: { id: string }) {
  const navigate = useNavigate();
  const { data: addresses, isLoading } = useGetAddressesQuery();
  const [update, { isLoading: saving }] = useUpdateAddressMutation();
  if (isLoading) return <Spinner label="Loading your address" />;
  const address = addresses?.find((a) => a._id === id);
  if (!address) {
    return (
      <EmptyState
        title={ACCOUNT_MESSAGES.addressNotFound}
        action={
          <Link to="/addresses" className="sf-button-link sf-button-link--primary">
            Back to my addresses
          </Link>
        }
      />
    );
  }
  return (
    <AddressEditor
      initial={formValuesOf(address)}
      submitLabel="Save changes"
      busy={saving}
      onSave={async ({ zipcode, ...fields }) => {
        const answer = await update({ id, fields: { ...fields, zip: zipcode } }).unwrap();
        notify.success(answer.message || ACCOUNT_MESSAGES.addressUpdated);
        navigate('/addresses');
      }}
    />
  );
}
