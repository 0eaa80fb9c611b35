import { Inject, Injectable } from '@nestjs/common';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { APP_CONFIG, type AppConfig } from '../config/app-config.js';
import { SELLER_COOKIE, SESSION_SECONDS, USER_COOKIE, type SessionRole } from './auth.types.js';

const COOKIES: Record<SessionRole, string> = { user: USER_COOKIE, seller: SELLER_COOKIE };

/**
 * The session cookies: HttpOnly, `SameSite` from `COOKIE_SAME_SITE` (Lax by default; `none`
 * for a client served from another site, which then requires Secure), Secure in production.
 * Used by the controllers: HTTP stays at the edge.
 */
@Injectable()
export class SessionCookies {
  constructor(@Inject(APP_CONFIG) private readonly config: AppConfig) {}

  read(request: FastifyRequest, role: SessionRole): string | undefined {
    return request.cookies[COOKIES[role]];
  }

  set(reply: FastifyReply, role: SessionRole, token: string): void {
    reply.setCookie(COOKIES[role], token, { ...this.options(), maxAge: SESSION_SECONDS });
  }

  clear(reply: FastifyReply, role: SessionRole): void {
    reply.clearCookie(COOKIES[role], this.options());
  }

  private options() {
    const sameSite = this.config.cookieSameSite;
    return {
      httpOnly: true,
      sameSite,
      secure: this.config.isProduction || sameSite === 'none',
      path: '/',
    };
  }
}
