import { HttpStatus, Injectable } from '@nestjs/common';
import { InjectRepository } from '@nestjs/typeorm';
import { ERROR_CODES, type Language, type User } from '@greencart/contracts';
import { QueryFailedError, type Repository } from 'typeorm';
import { AuthRateLimiter } from '../auth/auth-rate-limiter.js';
import { weighedInCart } from '../cart/cart-weighed.js';
import { AppError } from '../common/app-error.js';
import type { LoginDto } from './dto/login.dto.js';
import type { RegisterDto } from './dto/register.dto.js';
import { hashPassword, passwordMatches } from './password-hash.js';
import { assertAcceptablePassword } from './password-policy.js';
import { UserEntity } from './user.entity.js';
import { toUserView } from './user.view.js';

/** Kept here for the account services that hash passwords themselves. */
export { BCRYPT_ROUNDS } from './password-hash.js';

/** The one answer for unknown email and wrong password. */
export const INVALID_CREDENTIALS_MESSAGE = 'Invalid email or password';

export function invalidCredentials(): AppError {
  return new AppError(
    HttpStatus.UNAUTHORIZED,
    ERROR_CODES.INVALID_CREDENTIALS,
    INVALID_CREDENTIALS_MESSAGE,
  );
}

function isUniqueViolation(error: unknown): boolean {
  return (
    error instanceof QueryFailedError && (error.driverError as { code?: string }).code === '23505'
  );
}

/**
 * Shopper accounts. Answers who logged in; the controller opens the session and sets the
 * cookie (HTTP stays at the edge).
 */
@Injectable()
export class UserService {
  constructor(
    @InjectRepository(UserEntity) private readonly users: Repository<UserEntity>,
    private readonly limiter: AuthRateLimiter,
  ) {}

  /** Creates an account (409 when the email is taken) and answers it. */
  async register(dto: RegisterDto, ip: string): Promise<User> {
    await this.limiter.begin(ip, dto.email);
    assertAcceptablePassword(dto.password, [dto.email, dto.name]);
    const passwordHash = await hashPassword(dto.password);
    let user: UserEntity;
    try {
      user = await this.users.save(
        this.users.create({ name: dto.name, email: dto.email, passwordHash, cartItems: {} }),
      );
    } catch (error) {
      // Never rethrow the driver's error as is: it carries the parameters (email, hash).
      if (!isUniqueViolation(error)) throw new Error('could not store the new account');
      throw new AppError(
        HttpStatus.CONFLICT,
        ERROR_CODES.EMAIL_TAKEN,
        'An account with this email already exists',
      );
    }
    await this.limiter.succeeded(ip, dto.email);
    return toUserView(user, []);
  }

  /** Checks the password; the same 401 for an unknown email and a wrong password. */
  async login(dto: LoginDto, ip: string): Promise<User> {
    await this.limiter.begin(ip, dto.email);
    const user = await this.users.findOne({ where: { email: dto.email } });
    const matches = await passwordMatches(dto.password, user?.passwordHash);
    if (!user || !matches) throw invalidCredentials();
    await this.limiter.succeeded(ip, dto.email);
    return this.view(user);
  }

  /** The logged-in user with the saved cart; 401 when the account no longer exists. */
  async currentUser(userId: string): Promise<User> {
    const user = await this.users.findOne({ where: { id: userId } });
    if (!user) throw AppError.notAuthenticated();
    return this.view(user);
  }

  /** Saves the account's language; 401 when the account no longer exists (or was closed). */
  async setLanguage(userId: string, language: Language): Promise<Language> {
    const user = await this.users.findOne({
      select: { id: true, closedAt: true },
      where: { id: userId },
    });
    if (!user || user.closedAt) throw AppError.notAuthenticated();
    await this.users.update({ id: userId }, { language });
    return language;
  }

  /** The user as answered, with which of the saved cart's products are sold by weight. */
  private async view(user: UserEntity): Promise<User> {
    return toUserView(user, await weighedInCart(this.users.manager, user.cartItems));
  }
}
