import { STAFF_ROLES, type StaffAccount, type StaffRole } from '@greencart/contracts';

/** How each role is named in the portal. */
export const ROLE_LABELS: Record<StaffRole, string> = {
  owner: 'Owner',
  manager: 'Manager',
  packer: 'Packer',
};

/** The role choices of a select, in the contracts' order. */
export const ROLE_OPTIONS = STAFF_ROLES.map((role) => ({ value: role, label: ROLE_LABELS[role] }));

/** An account's state in words: invited (not accepted yet), active or deactivated. */
export function accountState(account: StaffAccount): string {
  if (account.pending) return 'Invited, not accepted yet';
  return account.active ? 'Active' : 'Deactivated';
}
