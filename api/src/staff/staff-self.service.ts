import { HttpStatus, Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { ACCOUNT_TEXTS, ERROR_CODES, type StaffSessionListResponse } from '@greencart/contracts';
import type { DataSource } from 'typeorm';
import { AccountRateLimiter } from '../account/account-rate-limiter.js';
import {
  PASSWORD_CHECKS_PER_ACCOUNT,
  passwordChangedMeanwhile,
} from '../account/profile.service.js';
import type { AuditActor } from '../audit/audit-actor.js';
import { AuditService } from '../audit/audit.service.js';
import { SessionService } from '../auth/session.service.js';
import { AppError } from '../common/app-error.js';
import { assertAcceptablePassword } from '../user/password-policy.js';
import { hashPassword, passwordMatches } from '../user/password-hash.js';
import { StaffAccountEntity } from './staff-account.entity.js';

const PASSWORD_CHECK_WINDOW_MS = 15 * 60_000;

/**
 * What every staff member does to their own account (docs/STAFF.md): change the password
 * (current one required, the shoppers' rules; every other session ends) and see and end their
 * own sessions — the shopper's profile (account/profile.service.ts) for seller sessions.
 */
@Injectable()
export class StaffSelfService {
  constructor(
    @InjectDataSource() private readonly dataSource: DataSource,
    private readonly sessions: SessionService,
    private readonly limiter: AccountRateLimiter,
    private readonly audit: AuditService,
  ) {}

  /**
   * Changes the password and ends every session of the account; answers a fresh session for
   * the caller (the controller sets its cookie). 400 `ACCOUNT.WRONG_PASSWORD` for a wrong
   * current password, limited per account like the shopper's. Written to the audit log
   * (`staff.password`, no values: never a hash) with the new hash, in one transaction.
   */
  async changePassword(actor: AuditActor, current: string, next: string): Promise<string> {
    const { staffId } = actor;
    await this.limiter.hit(
      [{ key: `staff-password-check:${staffId}`, limit: PASSWORD_CHECKS_PER_ACCOUNT }],
      PASSWORD_CHECK_WINDOW_MS,
    );
    const account = await this.dataSource.manager.findOne(StaffAccountEntity, {
      where: { id: staffId, active: true },
    });
    if (!account) throw AppError.notAuthenticated();
    if (!(await passwordMatches(current, account.passwordHash))) {
      throw new AppError(
        HttpStatus.BAD_REQUEST,
        ERROR_CODES.WRONG_PASSWORD,
        ACCOUNT_TEXTS.wrongPassword,
        'currentPassword',
      );
    }
    assertAcceptablePassword(next, [account.email, account.name]);
    const passwordHash = await hashPassword(next);
    await this.dataSource.transaction(async (manager) => {
      // Over the hash just checked only: of two changes at once, one is made (and audited).
      const { affected } = await manager.update(
        StaffAccountEntity,
        { id: staffId, passwordHash: account.passwordHash },
        { passwordHash },
      );
      if (!affected) throw passwordChangedMeanwhile();
      await this.audit.record(manager, {
        actor,
        action: 'staff.password',
        recordType: 'staff',
        recordId: staffId,
        recordLabel: account.email,
        before: null,
        after: null,
      });
    });
    await this.sessions.endAll('seller', staffId);
    return this.sessions.start('seller', staffId);
  }

  /** The account's open seller sessions, newest first; the caller's own is marked `current`. */
  async listSessions(staffId: string, currentId: string): Promise<StaffSessionListResponse> {
    const sessions = await this.sessions.listOpen('seller', staffId, currentId);
    return { success: true, sessions };
  }

  /** Ends one of the account's sessions (404 when it is not an open one of this account). */
  async endSession(staffId: string, sessionId: string): Promise<void> {
    if (!(await this.sessions.endOne('seller', staffId, sessionId))) {
      throw new AppError(HttpStatus.NOT_FOUND, ERROR_CODES.NOT_FOUND, 'Session not found');
    }
  }
}
