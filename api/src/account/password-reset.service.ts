import { setTimeout as sleep } from 'node:timers/promises';
import { HttpStatus, Inject, Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import {
  ACCOUNT_TEXTS,
  ERROR_CODES,
  RESET_ANSWER_MIN_MS,
  RESET_REQUESTS_PER_EMAIL,
  RESET_REQUESTS_PER_IP,
  RESET_TOKEN_MINUTES,
  RESET_WINDOW_MINUTES,
  type MessageResponse,
} from '@greencart/contracts';
import bcrypt from 'bcrypt';
import { IsNull, type DataSource, type EntityManager } from 'typeorm';
import { SessionService } from '../auth/session.service.js';
import { AppError } from '../common/app-error.js';
import { APP_CONFIG, type AppConfig } from '../config/app-config.js';
import { assertAcceptablePassword } from '../user/password-policy.js';
import { UserEntity } from '../user/user.entity.js';
import { BCRYPT_ROUNDS } from '../user/user.service.js';
import { queueAccountEmail } from './account-email.js';
import { AccountRateLimiter } from './account-rate-limiter.js';
import { AccountTokenEntity, type AccountTokenPurpose } from './account-token.entity.js';
import { accountStampSql, newToken, tokenDigest } from './one-time-token.js';

export function tokenInvalid(): AppError {
  return new AppError(
    HttpStatus.BAD_REQUEST,
    ERROR_CODES.TOKEN_INVALID,
    ACCOUNT_TEXTS.tokenInvalid,
  );
}

/**
 * Takes a one-time token: marks it used with one conditional UPDATE (unused, unexpired, of
 * this purpose, and issued under the account's current password and email), so two requests
 * with the same link cannot both succeed, and a link sent before a change of password or
 * email does nothing. Answers the row, or throws 400 `ACCOUNT.TOKEN_INVALID`.
 */
export async function consumeToken(
  manager: EntityManager,
  purpose: AccountTokenPurpose,
  token: string,
): Promise<AccountTokenEntity> {
  const result = await manager
    .createQueryBuilder()
    .update(AccountTokenEntity)
    .set({ usedAt: () => 'now()' })
    .where('token_hash = :hash AND purpose = :purpose AND used_at IS NULL AND expires_at > now()', {
      hash: tokenDigest(token),
      purpose,
    })
    .andWhere(
      `account_stamp = (SELECT ${accountStampSql('u')} FROM "user" u WHERE u.id = account_token.user_id)`,
    )
    .returning(['id', 'userId', 'newEmail'])
    .execute();
  const [row] = result.raw as { id: string; user_id: string; new_email: string | null }[];
  if (!row) throw tokenInvalid();
  return { id: row.id, userId: row.user_id, newEmail: row.new_email } as AccountTokenEntity;
}

/**
 * Opens a new one-time token for `userId`, bound to the account's password and email as they
 * are now, ending the unused ones of the same purpose.
 */
export async function issueToken(
  manager: EntityManager,
  userId: string,
  purpose: AccountTokenPurpose,
  minutes: number,
  newEmail: string | null = null,
): Promise<{ id: string; token: string }> {
  await manager.update(
    AccountTokenEntity,
    { userId, purpose, usedAt: IsNull() },
    { usedAt: () => 'now()' },
  );
  const [{ stamp }] = (await manager.query(
    `SELECT ${accountStampSql('u')} AS stamp FROM "user" u WHERE u.id = $1`,
    [userId],
  )) as { stamp: string }[];
  const token = newToken();
  const saved = await manager.save(
    manager.create(AccountTokenEntity, {
      userId,
      purpose,
      tokenHash: tokenDigest(token),
      accountStamp: stamp,
      newEmail,
      expiresAt: new Date(Date.now() + minutes * 60_000),
      usedAt: null,
    }),
  );
  return { id: saved.id, token };
}

/**
 * "Forgot password": a one-time link by email (through the outbox), and the reset it opens.
 * The request answers the same words, no sooner than {@link RESET_ANSWER_MIN_MS}, whether or
 * not the email has an account; it is limited per email and per client IP.
 */
@Injectable()
export class PasswordResetService {
  constructor(
    @InjectDataSource() private readonly dataSource: DataSource,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
    private readonly limiter: AccountRateLimiter,
    private readonly sessions: SessionService,
  ) {}

  async request(email: string, ip: string): Promise<MessageResponse> {
    const started = Date.now();
    try {
      await this.limiter.hit(
        [
          { key: `reset:ip:${ip}`, limit: RESET_REQUESTS_PER_IP },
          { key: `reset:email:${email}`, limit: RESET_REQUESTS_PER_EMAIL },
        ],
        RESET_WINDOW_MINUTES * 60_000,
      );
      await this.dataSource.transaction(async (manager) => {
        const user = await manager.findOne(UserEntity, { select: { id: true }, where: { email } });
        if (!user) return;
        const { id, token } = await issueToken(
          manager,
          user.id,
          'password_reset',
          RESET_TOKEN_MINUTES,
        );
        await queueAccountEmail(
          manager,
          'account.password_reset',
          id,
          token,
          this.config.jwtSecret,
        );
      });
    } finally {
      // Refused or not, known or not: the answer takes the same time.
      const left = RESET_ANSWER_MIN_MS - (Date.now() - started);
      if (left > 0) await sleep(left);
    }
    return { success: true, message: ACCOUNT_TEXTS.resetRequested };
  }

  /**
   * Sets a new password (the registration rules) with a valid link, once; every session of
   * the account ends, wherever it was opened.
   */
  async reset(token: string, password: string, ip: string): Promise<MessageResponse> {
    await this.limiter.hit(
      [{ key: `reset-use:ip:${ip}`, limit: RESET_REQUESTS_PER_IP }],
      RESET_WINDOW_MINUTES * 60_000,
    );
    const userId = await this.dataSource.transaction(async (manager) => {
      const used = await consumeToken(manager, 'password_reset', token);
      const user = await manager.findOne(UserEntity, { where: { id: used.userId } });
      if (!user) throw tokenInvalid();
      // Thrown inside the transaction: a refused password leaves the link usable.
      assertAcceptablePassword(password, [user.email, user.name]);
      const passwordHash = await bcrypt.hash(password, BCRYPT_ROUNDS);
      await manager.update(UserEntity, { id: user.id }, { passwordHash });
      return user.id;
    });
    await this.sessions.endAll('user', userId);
    return { success: true, message: ACCOUNT_TEXTS.resetDone };
  }
}
