import { STAFF_ROLES, type StaffAccount, type StaffRole } from '@greencart/contracts';
import type { TFunction } from '../../i18n/catalogue';

/** Catalogue key of each role's name in the portal. */
const ROLE_LABELS: Record<StaffRole, string> = {
  owner: 'staff.roles.owner',
  manager: 'staff.roles.manager',
  packer: 'staff.roles.packer',
};

/** The role choices of a select, in the contracts' order. */
export function roleOptions(t: TFunction): { value: StaffRole; label: string }[] {
  return STAFF_ROLES.map((role) => ({ value: role, label: t(ROLE_LABELS[role]) }));
}

/** An account's state in words: invited (not accepted yet), active or deactivated. */
export function accountState(t: TFunction, account: StaffAccount): string {
  if (account.pending) return t('staff.accountState.invited');
  return t(account.active ? 'staff.accountState.active' : 'staff.accountState.deactivated');
}
