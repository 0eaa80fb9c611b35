import { Injectable } from '@nestjs/common';
import { InjectRepository } from '@nestjs/typeorm';
import { ERROR_CODES, type StaffAccount, type StaffRole } from '@greencart/contracts';
import type { Repository } from 'typeorm';
import { AuthRateLimiter } from '../auth/auth-rate-limiter.js';
import { SessionService } from '../auth/session.service.js';
import { AppError } from '../common/app-error.js';
import type { LoginDto } from '../user/dto/login.dto.js';
import { passwordMatches } from '../user/password-hash.js';
import { invalidCredentials } from '../user/user.service.js';
import { StaffAccountEntity } from './staff-account.entity.js';

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
    const account = await this.accounts.findOne({ where: { id, active: true } });
    return account ?? undefined;
  }

  /** Every account, owners first, then by name. */
  async list(): Promise<StaffAccount[]> {
    const accounts = await this.accounts.find({ order: { name: 'ASC' } });
    return accounts.sort((a, b) => ROLE_ORDER[a.role] - ROLE_ORDER[b.role]).map(toStaffView);
  }

  /** Gives an account another role and ends its sessions (its cookies answer 401 next time). */
  async changeRole(id: string, role: StaffRole): Promise<void> {
    await this.update(id, { role });
  }

  /** Deactivates (or reactivates) an account; deactivating ends its sessions. */
  async setActive(id: string, active: boolean): Promise<void> {
    await this.update(id, { active });
  }

  private async update(id: string, change: Partial<StaffAccountEntity>): Promise<void> {
    if (!UUID.test(id)) throw notFound();
    const result = await this.accounts.update({ id }, change);
    if ((result.affected ?? 0) === 0) throw notFound();
    await this.sessions.endAll('seller', id);
  }
}

const ROLE_ORDER: Record<StaffRole, number> = { owner: 0, manager: 1, packer: 2 };

function notFound(): AppError {
  return AppError.notFound(ERROR_CODES.NOT_FOUND, 'No such staff account');
}

export function toStaffView(account: StaffAccountEntity): StaffAccount {
  return {
    id: account.id,
    email: account.email,
    name: account.name,
    role: account.role,
    active: account.active,
    createdAt: account.createdAt.toISOString(),
  };
}
