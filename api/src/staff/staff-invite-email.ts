import { ACCEPT_INVITE_PATH, STAFF_INVITE_HOURS } from '@greencart/contracts';
import type { EntityManager } from 'typeorm';
import type { AccountEmailPayload } from '../account/account-email.js';
import { linkEmail } from '../account/account-email.js';
import { openToken } from '../account/one-time-token.js';
import type { EmailContent } from '../mail/order-email.js';
import { StaffAccountEntity } from './staff-account.entity.js';
import { StaffInviteEntity } from './staff-invite.entity.js';

/** The outbox topic of a staff invitation (queued with `queueAccountEmail`). */
export const STAFF_INVITE_TOPIC = 'staff.invite';

/**
 * The invitation email: to the invited address, a link to the seller portal's accept page
 * (`<shop URL>/seller/accept-invite#token=…`; the fragment never reaches a server or a
 * Referer), built like the shopper's reset link.
 */
export async function composeStaffInviteEmail(
  manager: EntityManager,
  row: { id: string; payload: unknown },
  config: { shopUrl: string; secret: string; shopName: string },
): Promise<{ to: string; content: EmailContent }> {
  const { tokenId, sealed } = row.payload as AccountEmailPayload;
  const invite = await manager.findOne(StaffInviteEntity, { where: { id: tokenId } });
  const account = invite
    ? await manager.findOne(StaffAccountEntity, { where: { id: invite.staffId } })
    : null;
  if (!invite || !account) throw new Error(`the staff account of email ${row.id} is gone`);
  const base = config.shopUrl.replace(/\/$/, '');
  const fragment = `#token=${encodeURIComponent(openToken(sealed, config.secret))}`;
  return {
    to: account.email,
    content: linkEmail(
      `You are invited to the ${config.shopName} seller portal`,
      [
        `Hello ${account.name}, you have been invited to work in the ${config.shopName} seller portal as ${account.role}.`,
        `Open the link below to choose your password. It works once, for ${STAFF_INVITE_HOURS} hours.`,
      ],
      `${base}${ACCEPT_INVITE_PATH}${fragment}`,
      'Accept the invitation',
      config.shopName,
    ),
  };
}
