import { columnsSql, entityFromJson } from '../database/json-rows.js';
import { queryPrepared } from '../database/prepared-query.js';
import { HttpStatus, Injectable } from '@nestjs/common';
import { InjectRepository } from '@nestjs/typeorm';
import {
  ERROR_CODES,
  STAFF_TEXTS,
  roleCan,
  type StaffAccount,
  type StaffRole,
} from '@greencart/contracts';
import { IsNull, type EntityManager, type Repository } from 'typeorm';
import type { AuditActor } from '../audit/audit-actor.js';
import { AuditService } from '../audit/audit.service.js';
import { AuthRateLimiter } from '../auth/auth-rate-limiter.js';
import { SessionService } from '../auth/session.service.js';
import { AppError } from '../common/app-error.js';
import type { LoginDto } from '../user/dto/login.dto.js';
import { passwordMatches } from '../user/password-hash.js';
import { invalidCredentials } from '../user/user.service.js';
import { StaffAccountEntity } from './staff-account.entity.js';
import { StaffInviteEntity } from './staff-invite.entity.js';

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/**
 * Staff accounts: login, the account behind a session, and the changes that must end an
 * account's sessions (role, active flag). A seller session's subject is the account id.
 */
@Injectable()
export class StaffService {
  constructor(
    @InjectRepository(StaffAccountEntity) private readonly accounts: Repository<StaffAccountEntity>,
    private readonly sessions: SessionService,
    private readonly limiter: AuthRateLimiter,
    private readonly audit: AuditService,
  ) {}

  /**
   * Checks the credentials of an active account and answers it; the same 401 for an unknown
   * email, a wrong password and a deactivated account. Rate limited like shoppers' logins.
   */
  async login(dto: LoginDto, ip: string): Promise<StaffAccountEntity> {
    await this.limiter.begin(ip, dto.email);
    const account = await this.accounts
      .createQueryBuilder('staff')
      .where('lower(staff.email) = lower(:email)', { email: dto.email })
      .getOne();
    const matches = await passwordMatches(dto.password, account?.passwordHash);
    if (!account || !matches || !account.active) throw invalidCredentials();
    await this.limiter.succeeded(ip, dto.email);
    return account;
  }

  /** The active account with this id (a session's subject), or undefined. */
  async findActive(id: string): Promise<StaffAccountEntity | undefined> {
    if (!UUID.test(id)) return undefined;
    // A prepared plain statement: the staff guard runs it on every portal request.
    const source = this.accounts.manager.connection;
    const [row] = await queryPrepared<Record<string, unknown>>(
      source,
      `SELECT ${columnsSql(source, StaffAccountEntity, 's')} FROM "staff_account" s
        WHERE s."id" = $1 AND s."active"`,
      [id],
    );
    return row ? entityFromJson(source, StaffAccountEntity, row) : undefined;
  }

  /** Every account, owners first, then by name. */
  async list(): Promise<StaffAccount[]> {
    const accounts = await this.accounts.find({ order: { name: 'ASC' } });
    return accounts.sort((a, b) => ROLE_ORDER[a.role] - ROLE_ORDER[b.role]).map(toStaffView);
  }

  /**
   * Gives an account another role and ends its sessions (its cookies answer 401 next time).
   * 409 `STAFF.LAST_OWNER` when it would leave no active owner.
   */
  async changeRole(id: string, role: StaffRole, actor?: AuditActor): Promise<StaffAccount> {
    return this.update(id, { role }, actor);
  }

  /**
   * Deactivates (or reactivates) an account; deactivating ends its sessions and its unused
   * invitation links. 409 when it would leave no active owner, or when reactivating an
   * invitation nobody accepted yet.
   */
  async setActive(id: string, active: boolean, actor?: AuditActor): Promise<StaffAccount> {
    return this.update(id, { active }, actor);
  }

  /**
   * One change to an account, under a lock on every active owner's row: two owners demoting
   * each other at the same moment run one after the other, and the second sees the first's
   * change, so the shop always keeps an active owner. The account's sessions end after the
   * change is committed. With `actor` (a request), the acting account is read again under
   * the lock: one demoted or deactivated a moment ago is refused (403); and the change is
   * written to the audit log in the same transaction (nothing changed: no row).
   */
  private async update(
    id: string,
    change: Pick<Partial<StaffAccountEntity>, 'role' | 'active'>,
    actor?: AuditActor,
  ): Promise<StaffAccount> {
    if (!UUID.test(id)) throw notFound();
    const updated = await this.accounts.manager.transaction(async (manager) => {
      const owners = (await manager.query(
        `SELECT "id" FROM "staff_account" WHERE "role" = 'owner' AND "active"
          ORDER BY "id" FOR UPDATE`,
      )) as { id: string }[];
      const account = await manager.findOne(StaffAccountEntity, {
        where: { id },
        lock: { mode: 'pessimistic_write' },
      });
      if (!account) throw notFound();
      if (actor !== undefined) await assertStillManages(manager, actor.staffId);
      if (change.active === true && account.pending) {
        throw new AppError(HttpStatus.CONFLICT, ERROR_CODES.STAFF_PENDING, STAFF_TEXTS.pending);
      }
      const next = { ...account, ...change };
      const staysOwner = next.role === 'owner' && next.active;
      if (!staysOwner && owners.some((owner) => owner.id === id) && owners.length <= 1) {
        throw new AppError(HttpStatus.CONFLICT, ERROR_CODES.LAST_OWNER, STAFF_TEXTS.lastOwner);
      }
      await manager.update(StaffAccountEntity, { id }, change);
      if (change.active === false) {
        await manager.update(
          StaffInviteEntity,
          { staffId: id, usedAt: IsNull() },
          { usedAt: () => 'now()' },
        );
      }
      if (actor !== undefined) {
        await this.audit.recordChange(manager, {
          actor,
          action:
            change.role !== undefined
              ? 'staff.role'
              : change.active
                ? 'staff.reactivate'
                : 'staff.deactivate',
          recordType: 'staff',
          recordId: id,
          recordLabel: account.email,
          before: { role: account.role, active: account.active },
          after: { role: next.role, active: next.active },
        });
      }
      return next;
    });
    await this.sessions.endAll('seller', id);
    return toStaffView(updated);
  }
}

/** The acting account, read under the transaction's locks, still may manage staff. */
async function assertStillManages(manager: EntityManager, actorId: string): Promise<void> {
  const actor = await manager.findOne(StaffAccountEntity, {
    where: { id: actorId, active: true },
  });
  if (!actor || !roleCan(actor.role, 'staff.manage')) {
    throw new AppError(
      HttpStatus.FORBIDDEN,
      ERROR_CODES.NOT_PERMITTED,
      'Your role has just changed: you may no longer manage staff',
    );
  }
}

const ROLE_ORDER: Record<StaffRole, number> = { owner: 0, manager: 1, packer: 2 };

export function notFound(): AppError {
  return AppError.notFound(ERROR_CODES.NOT_FOUND, 'No such staff account');
}

export function toStaffView(account: StaffAccountEntity): StaffAccount {
  return {
    id: account.id,
    email: account.email,
    name: account.name,
    role: account.role,
    active: account.active,
    pending: account.pending,
    createdAt: account.createdAt.toISOString(),
  };
}
