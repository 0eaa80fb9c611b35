import { useEffect, useRef, useState } from 'react';
import { Link } from '@greencart/shared-ui/router';
import { ACCOUNT_MESSAGES, MAX_ADDRESSES_PER_ACCOUNT, type Address } from '@greencart/contracts';
import { Button, EmptyState, Spinner } from '@greencart/shared-ui';
import { notify } from '../../lib/notices';
import { rejectionMessage } from '../../lib/apiErrors';
import { RequireShopper } from '../account/RequireShopper';
import {
  useDeleteAddressMutation,
  useGetAddressesQuery,
  useMakeDefaultAddressMutation,
} from './addressApi';
import { ADD_ADDRESS_FROM_BOOK } from './addressForm';
import { formatAddress } from './sampleAddress';
import { useStorefrontT } from '../../i18n/catalogue';
import { AccentTitle } from '../../lib/AccentTitle';
import './address.css';

/**
 * /addresses: the shopper's address book. Each address can be edited, deleted (after an
 * inline confirmation) or made the default, which the cart chooses first. Orders keep their own copy
 * of the address, so nothing here changes a past order.
 */
export function AddressBookPage() {
  const t = useStorefrontT();
  return (
    <section className="sf-page sf-address-page">
      <AccentTitle text={t('address.bookTitle')} />
      <RequireShopper returnTo="/addresses" loginTitle={t('address.loginToManage')}>
        <AddressBook />
      </RequireShopper>
    </section>
  );
}

function AddressBook() {
  const t = useStorefrontT();
  const { data: addresses, isLoading } = useGetAddressesQuery();
  if (isLoading) return <Spinner label={t('address.loading')} />;
  const list = addresses ?? [];
  const addLink = (
    <Link to={ADD_ADDRESS_FROM_BOOK} className="sf-button-link sf-button-link--primary">
      {t('address.add')}
    </Link>
  );
  if (list.length === 0) return <EmptyState title={t('address.none')} action={addLink} />;
  return (
    <>
      <ul className="sf-address-book" aria-label={t('address.saved')}>
        {list.map((address) => (
          <li key={address._id}>
            <AddressCard address={address} />
          </li>
        ))}
      </ul>
      {list.length < MAX_ADDRESSES_PER_ACCOUNT ? (
        <p className="sf-address-book__add">{addLink}</p>
      ) : (
        <p>{t('address.atMost', { count: MAX_ADDRESSES_PER_ACCOUNT })}</p>
      )}
    </>
  );
}

function AddressCard({ address }: { address: Address }) {
  const t = useStorefrontT();
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
        {address.isDefault ? (
          <span className="sf-address-card__badge">{t('address.default')}</span>
        ) : null}
      </p>
      <p>{line}</p>
      <p>
        {address.phone} · {address.email}
      </p>
      <div className="sf-address-card__actions">
        <Link
          to={`/addresses/${encodeURIComponent(address._id)}`}
          className="sf-button-link"
          aria-label={t('address.editLabel', { address: line })}
        >
          {t('address.edit')}
        </Link>
        {address.isDefault ? null : (
          <Button
            variant="secondary"
            size="sm"
            loading={defaulting.isLoading}
            aria-label={t('address.makeDefaultLabel', { address: line })}
            onClick={() =>
              void run(() => makeDefault(address._id).unwrap(), ACCOUNT_MESSAGES.addressDefault)
            }
          >
            {t('address.makeDefault')}
          </Button>
        )}
        {confirming ? null : (
          <Button
            ref={deleteRef}
            variant="danger"
            size="sm"
            aria-label={t('address.deleteLabel', { address: line })}
            onClick={() => setConfirming(true)}
          >
            {t('address.delete')}
          </Button>
        )}
      </div>
      {confirming ? (
        <div
          className="sf-address-card__confirm"
          role="group"
          aria-label={t('address.confirmDelete')}
        >
          <p>{t('address.deleteQuestion')}</p>
          <div className="sf-address-card__actions">
            <Button
              variant="danger"
              size="sm"
              loading={removing.isLoading}
              onClick={() =>
                void run(() => remove(address._id).unwrap(), ACCOUNT_MESSAGES.addressDeleted)
              }
            >
              {t('address.yesDelete')}
            </Button>
            <Button
              ref={keepRef}
              variant="secondary"
              size="sm"
              onClick={() => setConfirming(false)}
            >
              {t('address.keep')}
            </Button>
          </div>
        </div>
      ) : null}
    </article>
  );
}
