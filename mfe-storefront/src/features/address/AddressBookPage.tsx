import { useEffect, useRef, useState } from 'react';
import { Link } from '@greencart/shared-ui/router';
import { ACCOUNT_MESSAGES, MAX_ADDRESSES_PER_ACCOUNT, type Address } from '@greencart/contracts';
import { Button, EmptyState, Spinner, notify } from '@greencart/shared-ui';
import { rejectionMessage } from '../../lib/apiErrors';
import { RequireShopper } from '../account/RequireShopper';
import {
  useDeleteAddressMutation,
  useGetAddressesQuery,
  useMakeDefaultAddressMutation,
} from './addressApi';
import { ADD_ADDRESS_FROM_BOOK } from './addressForm';
import { formatAddress } from './sampleAddress';
import './address.css';

/**
 * /addresses: the shopper's address book. Each address can be edited, deleted (after an
 * inline confirmation) or made the default, which the cart chooses first. Orders keep their own copy
 * of the address, so nothing here changes a past order.
 */
export function AddressBookPage() {
  return (
    <section className="sf-page sf-address-page">
      <h1 className="sf-page__title">
        My <span className="sf-accent">Addresses</span>
      </h1>
      <RequireShopper returnTo="/addresses" loginTitle="Log in to manage your addresses">
        <AddressBook />
      </RequireShopper>
    </section>
  );
}

function AddressBook() {
  const { data: addresses, isLoading } = useGetAddressesQuery();
  if (isLoading) return <Spinner label="Loading your addresses" />;
  const list = addresses ?? [];
  const addLink = (
    <Link to={ADD_ADDRESS_FROM_BOOK} className="sf-button-link sf-button-link--primary">
      Add address
    </Link>
  );
  if (list.length === 0) return <EmptyState title="No saved addresses yet" action={addLink} />;
  return (
    <>
      <ul className="sf-address-book" aria-label="Saved addresses">
        {list.map((address) => (
          <li key={address._id}>
            <AddressCard address={address} />
          </li>
        ))}
      </ul>
      {list.length < MAX_ADDRESSES_PER_ACCOUNT ? (
        <p className="sf-address-book__add">{addLink}</p>
      ) : (
        <p>You can save at most {MAX_ADDRESSES_PER_ACCOUNT} addresses.</p>
      )}
    </>
  );
}

function AddressCard({ address }: { address: Address }) {
  const [remove, removing] = useDeleteAddressMutation();
  const [makeDefault, defaulting] = useMakeDefaultAddressMutation();
  const [confirming, setConfirming] = useState(false);
  const keepRef = useRef<HTMLButtonElement>(null);
  const deleteRef = useRef<HTMLButtonElement>(null);
  const wasConfirming = useRef(false);
  // Focus follows the question: onto "Keep it" when it appears, back to Delete when it goes.
  useEffect(() => {
    if (confirming) keepRef.current?.focus();
    else if (wasConfirming.current) deleteRef.current?.focus();
    wasConfirming.current = confirming;
  }, [confirming]);
  const name = `${address.firstName} ${address.lastName}`;
  const line = formatAddress(address);

  const run = async (action: () => Promise<{ message: string }>, fallback: string) => {
    try {
      notify.success((await action()).message || fallback);
    } catch (rejection) {
      notify.error(rejectionMessage(rejection));
    }
  };

  return (
    <article className="sf-address-card" aria-label={`${name}, ${line}`}>
      <p className="sf-address-card__name">
        {name}
        {address.isDefault ? <span className="sf-address-card__badge">Default</span> : null}
      </p>
      <p>{line}</p>
      <p>
        {address.phone} · {address.email}
      </p>
      <div className="sf-address-card__actions">
        <Link
          to={`/addresses/${encodeURIComponent(address._id)}`}
          className="sf-button-link"
          aria-label={`Edit ${line}`}
        >
          Edit
        </Link>
        {address.isDefault ? null : (
          <Button
            variant="secondary"
            size="sm"
            loading={defaulting.isLoading}
            aria-label={`Make default: ${line}`}
            onClick={() =>
              void run(() => makeDefault(address._id).unwrap(), ACCOUNT_MESSAGES.addressDefault)
            }
          >
            Make default
          </Button>
        )}
        {confirming ? null : (
          <Button
            ref={deleteRef}
            variant="danger"
            size="sm"
            aria-label={`Delete ${line}`}
            onClick={() => setConfirming(true)}
          >
            Delete
          </Button>
        )}
      </div>
      {confirming ? (
        <div className="sf-address-card__confirm" role="group" aria-label="Confirm delete">
          <p>Delete this address? Past orders keep their own copy.</p>
          <div className="sf-address-card__actions">
            <Button
              variant="danger"
              size="sm"
              loading={removing.isLoading}
              onClick={() =>
                void run(() => remove(address._id).unwrap(), ACCOUNT_MESSAGES.addressDeleted)
              }
            >
              Yes, delete it
            </Button>
            <Button
              ref={keepRef}
              variant="secondary"
              size="sm"
              onClick={() => setConfirming(false)}
            >
              Keep it
            </Button>
          </div>
        </div>
      ) : null}
    </article>
  );
}
