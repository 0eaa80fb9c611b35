import { HttpStatus, Injectable } from '@nestjs/common';
import { InjectRepository } from '@nestjs/typeorm';
import { ERROR_CODES, type MessageResponse, type UserResponse } from '@greencart/contracts';
import bcrypt from 'bcrypt';
import type { FastifyReply } from 'fastify';
import { QueryFailedError, type Repository } from 'typeorm';
import { AuthRateLimiter } from '../auth/auth-rate-limiter.js';
import { TokenService } from '../auth/token.service.js';
import { AppError } from '../common/app-error.js';
import type { LoginDto } from './dto/login.dto.js';
import type { RegisterDto } from './dto/register.dto.js';
import { UserEntity } from './user.entity.js';
import { toUserView } from './user.view.js';

const BCRYPT_ROUNDS = 10;

/**
 * A valid hash compared when the email is unknown, so an unknown email takes as long as
 * a wrong password and the two cannot be told apart by timing either.
 */
const DUMMY_HASH = bcrypt.hashSync('greencart-timing-equaliser', BCRYPT_ROUNDS);

/** The one answer for unknown email and wrong password. */
export const INVALID_CREDENTIALS_MESSAGE = 'Invalid email or password';

function isUniqueViolation(error: unknown): boolean {
  return (
    error instanceof QueryFailedError && (error.driverError as { code?: string }).code === '23505'
  );
}

/** Shopper accounts and sessions. */
@Injectable()
export class UserService {
  constructor(
    @InjectRepository(UserEntity) private readonly users: Repository<UserEntity>,
    private readonly tokens: TokenService,
    private readonly limiter: AuthRateLimiter,
  ) {}

  /** Creates an account (409 when the email is taken) and logs it in. */
  async register(dto: RegisterDto, ip: string, reply: FastifyReply): Promise<UserResponse> {
    await this.limiter.assertAllowed(ip, dto.email);
    const passwordHash = await bcrypt.hash(dto.password, BCRYPT_ROUNDS);
    let user: UserEntity;
    try {
      user = await this.users.save(
        this.users.create({ name: dto.name, email: dto.email, passwordHash, cartItems: {} }),
      );
    } catch (error) {
      if (!isUniqueViolation(error)) throw error;
      await this.limiter.recordFailure(ip, dto.email);
      throw new AppError(
        HttpStatus.CONFLICT,
        ERROR_CODES.EMAIL_TAKEN,
        'An account with this email already exists',
      );
    }
    await this.tokens.startSession(reply, 'user', user.id);
    return { success: true, message: 'Account created', user: toUserView(user) };
  }

  /** Checks the password; the same 401 for an unknown email and a wrong password. */
  async login(dto: LoginDto, ip: string, reply: FastifyReply): Promise<UserResponse> {
    await this.limiter.assertAllowed(ip, dto.email);
    const user = await this.users.findOne({ where: { email: dto.email } });
    const matches = await bcrypt.compare(dto.password, user?.passwordHash ?? DUMMY_HASH);
    if (!user || !matches) {
      await this.limiter.recordFailure(ip, dto.email);
      throw new AppError(
        HttpStatus.UNAUTHORIZED,
        ERROR_CODES.INVALID_CREDENTIALS,
        INVALID_CREDENTIALS_MESSAGE,
      );
    }
    await this.tokens.startSession(reply, 'user', user.id);
    return { success: true, message: 'Logged in', user: toUserView(user) };
  }

  /** The logged-in user with the saved cart; 401 when the account no longer exists. */
  async currentUser(userId: string): Promise<UserResponse> {
    const user = await this.users.findOne({ where: { id: userId } });
    if (!user) throw AppError.notAuthenticated();
    return { success: true, user: toUserView(user) };
  }

  logout(reply: FastifyReply): MessageResponse {
    this.tokens.endSession(reply, 'user');
    return { success: true, message: 'Logged Out' };
  }
}
