import { HttpStatus, Inject, Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import {
  ERROR_CODES,
  RESET_REQUESTS_PER_IP,
  RESET_WINDOW_MINUTES,
  STAFF_INVITE_HOURS,
  STAFF_TEXTS,
  type InviteStaffRequest,
  type StaffAccount,
} from '@greencart/contracts';
import { IsNull, QueryFailedError, type DataSource, type EntityManager } from 'typeorm';
import { queueAccountEmail } from '../account/account-email.js';
import type { AuditActor } from '../audit/audit-actor.js';
import { AuditService, changedFields } from '../audit/audit.service.js';
import { AccountRateLimiter } from '../account/account-rate-limiter.js';
import { newToken, tokenDigest } from '../account/one-time-token.js';
import { tokenInvalid } from '../account/password-reset.service.js';
import { AppError } from '../common/app-error.js';
import { APP_CONFIG, type AppConfig } from '../config/app-config.js';
import { assertAcceptablePassword } from '../user/password-policy.js';
import { hashPassword } from '../user/password-hash.js';
import { StaffAccountEntity } from './staff-account.entity.js';
import { STAFF_INVITE_TOPIC } from './staff-invite-email.js';
import { StaffInviteEntity } from './staff-invite.entity.js';
import { toStaffView } from './staff.service.js';

function emailTaken(): AppError {
  return new AppError(
    HttpStatus.CONFLICT,
    ERROR_CODES.EMAIL_TAKEN,
    STAFF_TEXTS.emailTaken,
    'email',
  );
}

function isUniqueViolation(error: unknown): boolean {
  return (
    error instanceof QueryFailedError && (error.driverError as { code?: string }).code === '23505'
  );
}

/**
 * Invitations (docs/STAFF.md): the owner invites a person by email; they get a pending
 * account (inactive, a password nobody knows) and a one-time link through the outbox, valid
 * {@link STAFF_INVITE_HOURS} hours. Accepting sets their password (the shoppers' rules) and
 * activates the account; it does not log them in. Tokens are made, digested and sealed by the
 * shopper's one-time-link helpers (account/one-time-token.ts, account-email.ts).
 */
@Injectable()
export class StaffInvitesService {
  constructor(
    @InjectDataSource() private readonly dataSource: DataSource,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
    private readonly limiter: AccountRateLimiter,
    private readonly audit: AuditService,
  ) {}

  /**
   * Invites `request.email`. Inviting an address again while its invitation is pending sends
   * a new link (the old one stops working) with the new name and role; 409 when the address
   * already belongs to an account that accepted. Written to the audit log by `actor` (a new
   * invitation: the email, name and role; inviting again: what changed, else the email).
   */
  async invite(request: InviteStaffRequest, actor: AuditActor): Promise<StaffAccount> {
    const unknownPassword = await hashPassword(newToken());
    try {
      return await this.dataSource.transaction(async (manager) => {
        const existing = await manager
          .createQueryBuilder(StaffAccountEntity, 'staff')
          .where('lower(staff.email) = lower(:email)', { email: request.email })
          .setLock('pessimistic_write')
          .getOne();
        if (existing && !existing.pending) throw emailTaken();
        const was = existing && { name: existing.name, role: existing.role };
        const account = existing
          ? await manager.save(Object.assign(existing, { name: request.name, role: request.role }))
          : await manager.save(
              manager.create(StaffAccountEntity, {
                email: request.email.toLowerCase(),
                name: request.name,
                role: request.role,
                passwordHash: unknownPassword,
                active: false,
                pending: true,
              }),
            );
        await this.sendLink(manager, account.id);
        const now = { name: account.name, role: account.role };
        const change = was ? changedFields(was, now) : null;
        await this.audit.record(manager, {
          actor,
          action: 'staff.invite',
          recordType: 'staff',
          recordId: account.id,
          recordLabel: account.email,
          before: change?.before ?? null,
          after: was
            ? (change?.after ?? { email: account.email })
            : { email: account.email, ...now },
        });
        return toStaffView(account);
      });
    } catch (error) {
      // Two invitations of the same new address at once: the second meets the unique index.
      if (isUniqueViolation(error)) throw emailTaken();
      throw error;
    }
  }

  /**
   * Accepts an invitation: takes the link with one conditional UPDATE (unused, unexpired), so
   * the same link cannot be used twice, then sets the password and activates the account. A
   * refused password rolls back, leaving the link usable.
   */
  async accept(token: string, password: string, ip: string): Promise<void> {
    await this.limiter.hit(
      [{ key: `staff-invite:ip:${ip}`, limit: RESET_REQUESTS_PER_IP }],
      RESET_WINDOW_MINUTES * 60_000,
    );
    await this.dataSource.transaction(async (manager) => {
      const taken = await manager
        .createQueryBuilder()
        .update(StaffInviteEntity)
        .set({ usedAt: () => 'now()' })
        .where('token_hash = :hash AND used_at IS NULL AND expires_at > now()', {
          hash: tokenDigest(token),
        })
        .returning(['staffId'])
        .execute();
      const [row] = taken.raw as { staff_id: string }[];
      const account =
        row &&
        (await manager.findOne(StaffAccountEntity, {
          where: { id: row.staff_id, pending: true },
        }));
      if (!account) throw tokenInvalid();
      assertAcceptablePassword(password, [account.email, account.name]);
      await manager.update(
        StaffAccountEntity,
        { id: account.id },
        { passwordHash: await hashPassword(password), active: true, pending: false },
      );
    });
  }

  /** A new link for the account (its unused ones end), emailed through the outbox. */
  private async sendLink(manager: EntityManager, staffId: string): Promise<void> {
    await manager.update(
      StaffInviteEntity,
      { staffId, usedAt: IsNull() },
      { usedAt: () => 'now()' },
    );
    const token = newToken();
    const invite = await manager.save(
      manager.create(StaffInviteEntity, {
        staffId,
        tokenHash: tokenDigest(token),
        expiresAt: new Date(Date.now() + STAFF_INVITE_HOURS * 3_600_000),
        usedAt: null,
      }),
    );
    await queueAccountEmail(manager, STAFF_INVITE_TOPIC, invite.id, token, this.config.jwtSecret);
  }
}
