import { useState } from 'react';
import type { StaffAccount, StaffRole } from '@greencart/contracts';
import { Button, SelectField, Spinner, notify } from '@greencart/shared-ui';
import { LoadFailed } from '../../common/LoadFailed';
import { InviteStaffForm } from './InviteStaffForm';
import { accountState, roleOptions } from './roleOptions';
import {
  useChangeStaffRoleMutation,
  useSetStaffActiveMutation,
  useStaffAccountsQuery,
} from './staffApi';
import '../../common/common.css';
import './staff.css';
import { useSellerT } from '../../i18n/catalogue';

/**
 * /seller/staff (owner only, `staff.manage`): every staff account with its role and state;
 * the owner changes a role, deactivates or reactivates an account (its open sessions end at
 * once, on the server) and invites new people. A refusal (the last owner) is the error toast.
 */
export function StaffPage() {
  const t = useSellerT();
  const { data: accounts, isLoading, isError, refetch } = useStaffAccountsQuery();
  let content;
  if (isLoading) content = <Spinner size="lg" label={t('staff.loadingTheStaffAccounts')} />;
  else if (isError || !accounts) {
    content = <LoadFailed what={t('staff.theStaffAccounts')} onRetry={() => void refetch()} />;
  } else {
    content = (
      <ul className="seller-staff__list" aria-label={t('staff.staffAccounts')}>
        {accounts.map((account) => (
          <StaffRow key={account.id} account={account} />
        ))}
      </ul>
    );
  }
  return (
    <section className="seller-staff" aria-labelledby="seller-staff-title">
      <h1 id="seller-staff-title" className="seller-page-title">
        {t('staff.staff')}
      </h1>
      {content}
      <InviteStaffForm />
    </section>
  );
}

/** One account: who, its state, a role select with its own button, and (de)activation. */
function StaffRow({ account }: { account: StaffAccount }) {
  const t = useSellerT();
  const [changeRole, roleChange] = useChangeStaffRoleMutation();
  const [setActive, activeChange] = useSetStaffActiveMutation();
  const [role, setRole] = useState<StaffRole>(account.role);

  async function saveRole() {
    const result = await changeRole({ id: account.id, role });
    if (result.error) setRole(account.role);
    else notify.success(result.data.message);
  }

  async function toggleActive() {
    const result = await setActive({ id: account.id, active: !account.active });
    if (!result.error) notify.success(result.data.message);
  }

  const canToggle = account.active || !account.pending;
  return (
    <li className="seller-staff__row">
      <div className="seller-staff__who">
        <p className="seller-staff__name">{account.name}</p>
        <p className="seller-staff__email">{account.email}</p>
        <p className="seller-staff__state">{accountState(t, account)}</p>
      </div>
      <div className="seller-staff__role">
        <SelectField
          label={t('staff.roleOfName', { name: account.name })}
          options={roleOptions(t)}
          value={role}
          onChange={(event) => setRole(event.target.value as StaffRole)}
        />
        <Button
          variant="secondary"
          size="sm"
          disabled={role === account.role}
          loading={roleChange.isLoading}
          onClick={() => void saveRole()}
          aria-label={t('staff.changeRoleOfName', { name: account.name })}
        >
          {t('staff.changeRole')}
        </Button>
      </div>
      {canToggle ? (
        <Button
          variant={account.active ? 'danger' : 'secondary'}
          size="sm"
          loading={activeChange.isLoading}
          onClick={() => void toggleActive()}
          aria-label={`${account.active ? 'Deactivate' : 'Reactivate'} ${account.name}`}
        >
          {account.active ? 'Deactivate' : 'Reactivate'}
        </Button>
      ) : null}
    </li>
  );
}
