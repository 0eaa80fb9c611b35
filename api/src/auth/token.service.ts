import { Inject, Injectable } from '@nestjs/common';
import { JwtService } from '@nestjs/jwt';
import type { FastifyReply } from 'fastify';
import { APP_CONFIG, type AppConfig } from '../config/app-config.js';
import {
  SELLER_AUDIENCE,
  SELLER_COOKIE,
  SESSION_SECONDS,
  USER_AUDIENCE,
  USER_COOKIE,
} from './auth.types.js';

type Role = 'user' | 'seller';

const ROLES: Record<Role, { cookie: string; audience: string }> = {
  user: { cookie: USER_COOKIE, audience: USER_AUDIENCE },
  seller: { cookie: SELLER_COOKIE, audience: SELLER_AUDIENCE },
};

/** Issues, verifies and clears the session cookies of shoppers and the seller. */
@Injectable()
export class TokenService {
  constructor(
    private readonly jwt: JwtService,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
  ) {}

  /** Signs a token for `subject` and sets it as the role's HttpOnly cookie. */
  async startSession(reply: FastifyReply, role: Role, subject: string): Promise<void> {
    const { cookie, audience } = ROLES[role];
    const token = await this.jwt.signAsync(
      { sub: subject },
      { audience, expiresIn: SESSION_SECONDS },
    );
    reply.setCookie(cookie, token, { ...this.cookieOptions(), maxAge: SESSION_SECONDS });
  }

  /** Clears the role's cookie. */
  endSession(reply: FastifyReply, role: Role): void {
    reply.clearCookie(ROLES[role].cookie, this.cookieOptions());
  }

  /** The subject of a valid token for `role`, or undefined (missing, expired, forged, wrong audience). */
  async verify(role: Role, token: string | undefined): Promise<string | undefined> {
    if (!token) return undefined;
    try {
      const payload = await this.jwt.verifyAsync<{ sub?: unknown }>(token, {
        audience: ROLES[role].audience,
        algorithms: ['HS256'],
      });
      return typeof payload.sub === 'string' ? payload.sub : undefined;
    } catch {
      return undefined;
    }
  }

  private cookieOptions() {
    return {
      httpOnly: true,
      sameSite: 'lax' as const,
      secure: this.config.isProduction,
      path: '/',
    };
  }
}
