import { HttpStatus, Inject, Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import {
  ACCOUNT_TEXTS,
  EMAIL_CHANGE_TOKEN_MINUTES,
  ERROR_CODES,
  type MessageResponse,
  type SessionListResponse,
  type User,
} from '@greencart/contracts';
import bcrypt from 'bcrypt';
import { QueryFailedError, type DataSource } from 'typeorm';
import { SessionService } from '../auth/session.service.js';
import { AppError } from '../common/app-error.js';
import { APP_CONFIG, type AppConfig } from '../config/app-config.js';
import { assertAcceptablePassword } from '../user/password-policy.js';
import { UserEntity } from '../user/user.entity.js';
import { BCRYPT_ROUNDS } from '../user/user.service.js';
import { toUserView } from '../user/user.view.js';
import { queueAccountEmail } from './account-email.js';
import { AccountRateLimiter } from './account-rate-limiter.js';
import { consumeToken, issueToken } from './password-reset.service.js';

/** Password checks (change password, close the account) per account in one window. */
export const PASSWORD_CHECKS_PER_ACCOUNT = 5;
const PASSWORD_CHECK_WINDOW_MS = 15 * 60_000;

/** 409: another request changed the password after this one checked the current one. */
export function passwordChangedMeanwhile(): AppError {
  return new AppError(
    HttpStatus.CONFLICT,
    ERROR_CODES.PASSWORD_CHANGED,
    ACCOUNT_TEXTS.passwordChangedMeanwhile,
  );
}

/** The answer of `PATCH /api/user/profile`. */
export interface ProfileResponse {
  success: true;
  message: string;
  user: User;
  /** Set when an email change waits for its confirmation link. */
  pendingEmail?: string;
}

/**
 * The shopper's profile and sessions: name, email (changed once the new address confirms it),
 * password (the current one required; every other session ends), and the list of open
 * sessions with "log out" per session or everywhere.
 */
@Injectable()
export class ProfileService {
  constructor(
    @InjectDataSource() private readonly dataSource: DataSource,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
    private readonly limiter: AccountRateLimiter,
    private readonly sessions: SessionService,
  ) {}

  /**
   * Changes the name at once; a new email is only written when its owner opens the link sent
   * to it. The answer is the same whether or not the new address already has an account
   * (no link is sent then), so this cannot be used to find out who shops here.
   */
  async update(
    userId: string,
    changes: { name?: string; email?: string },
  ): Promise<ProfileResponse> {
    return this.dataSource.transaction(async (manager) => {
      const user = await manager.findOne(UserEntity, { where: { id: userId } });
      if (!user) throw AppError.notAuthenticated();
      if (changes.name !== undefined && changes.name !== user.name) {
        await manager.update(UserEntity, { id: userId }, { name: changes.name });
        user.name = changes.name;
      }
      const wanted = changes.email;
      if (wanted === undefined || wanted === user.email) {
        return { success: true, message: ACCOUNT_TEXTS.profileSaved, user: toUserView(user) };
      }
      await this.limiter.hit(
        [{ key: `email-change:${userId}`, limit: PASSWORD_CHECKS_PER_ACCOUNT }],
        PASSWORD_CHECK_WINDOW_MS,
      );
      const taken = await manager.exists(UserEntity, { where: { email: wanted } });
      if (!taken) {
        const { id, token } = await issueToken(
          manager,
          userId,
          'email_change',
          EMAIL_CHANGE_TOKEN_MINUTES,
          wanted,
        );
        await queueAccountEmail(manager, 'account.email_change', id, token, this.config.jwtSecret);
      }
      return {
        success: true,
        message: ACCOUNT_TEXTS.emailChangeSent,
        user: toUserView(user),
        pendingEmail: wanted,
      };
    });
  }

  /** Opens an email-change link (once, unexpired): the account's email becomes the new one. */
  async confirmEmail(token: string): Promise<MessageResponse> {
    try {
      await this.dataSource.transaction(async (manager) => {
        const used = await consumeToken(manager, 'email_change', token);
        await manager.update(UserEntity, { id: used.userId }, { email: used.newEmail as string });
      });
    } catch (error) {
      const code = (error as QueryFailedError & { driverError?: { code?: string } }).driverError
        ?.code;
      if (!(error instanceof QueryFailedError) || code !== '23505') throw error;
      // Someone registered the address in the meantime; the link is spent either way.
      throw new AppError(
        HttpStatus.CONFLICT,
        ERROR_CODES.EMAIL_TAKEN,
        'An account with this email already exists',
      );
    }
    return { success: true, message: ACCOUNT_TEXTS.emailChanged };
  }

  /**
   * Checks the account's password (limited per account: 400 `ACCOUNT.WRONG_PASSWORD` when
   * wrong, 429 past the limit) and answers the account.
   */
  async checkPassword(userId: string, password: string, field: string): Promise<UserEntity> {
    await this.limiter.hit(
      [{ key: `password-check:${userId}`, limit: PASSWORD_CHECKS_PER_ACCOUNT }],
      PASSWORD_CHECK_WINDOW_MS,
    );
    const user = await this.dataSource.manager.findOne(UserEntity, { where: { id: userId } });
    if (!user) throw AppError.notAuthenticated();
    if (!(await bcrypt.compare(password, user.passwordHash))) {
      throw new AppError(
        HttpStatus.BAD_REQUEST,
        ERROR_CODES.WRONG_PASSWORD,
        ACCOUNT_TEXTS.wrongPassword,
        field,
      );
    }
    return user;
  }

  /**
   * Changes the password (the current one required, the registration rules for the new one)
   * and ends every session of the account; the caller gets a fresh session (the controller
   * sets its cookie), so only the other devices are logged out.
   */
  async changePassword(userId: string, current: string, next: string): Promise<string> {
    const user = await this.checkPassword(userId, current, 'currentPassword');
    assertAcceptablePassword(next, [user.email, user.name]);
    const passwordHash = await bcrypt.hash(next, BCRYPT_ROUNDS);
    // Only over the hash the current password was checked against: of two changes sent at
    // once, the first to write wins and the other finds the hash changed (no lock is held
    // across the two slow bcrypt calls).
    const { affected } = await this.dataSource.manager.update(
      UserEntity,
      { id: userId, passwordHash: user.passwordHash },
      { passwordHash },
    );
    if (!affected) throw passwordChangedMeanwhile();
    await this.sessions.endAll('user', userId);
    return this.sessions.start('user', userId);
  }

  /** The account's open sessions, newest first; the caller's own is marked `current`. */
  async listSessions(userId: string, currentId: string): Promise<SessionListResponse> {
    const sessions = await this.sessions.listOpen('user', userId, currentId);
    return { success: true, sessions };
  }

  /** Ends one of the account's sessions (404 when it is not an open one of this account). */
  async endSession(userId: string, sessionId: string): Promise<MessageResponse> {
    if (!(await this.sessions.endOne('user', userId, sessionId))) {
      throw new AppError(HttpStatus.NOT_FOUND, ERROR_CODES.NOT_FOUND, 'Session not found');
    }
    return { success: true, message: ACCOUNT_TEXTS.sessionEnded };
  }
}
