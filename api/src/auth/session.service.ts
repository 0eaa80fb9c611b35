import { Injectable } from '@nestjs/common';
import { JwtService } from '@nestjs/jwt';
import { InjectRepository } from '@nestjs/typeorm';
import type { AccountSession } from '@greencart/contracts';
import { IsNull, MoreThan, type Repository } from 'typeorm';
import { SELLER_AUDIENCE, SESSION_SECONDS, USER_AUDIENCE, type SessionRole } from './auth.types.js';
import { SessionEntity } from './session.entity.js';

const AUDIENCES: Record<SessionRole, string> = { user: USER_AUDIENCE, seller: SELLER_AUDIENCE };

/**
 * How long this instance trusts that a session it has checked is still open. Logout on this
 * instance takes effect at once (the entry is dropped); on another instance within this time.
 */
export const SESSION_CHECK_TTL_MS = 3000;

/** A valid session: who it belongs to and its id. */
export interface VerifiedSession {
  subject: string;
  sessionId: string;
}

/** Whose an open session row is, and until when this instance trusts that it is open. */
interface CheckedSession {
  role: SessionRole;
  subject: string;
  until: number;
}

interface TokenClaims {
  sub?: unknown;
  sid?: unknown;
  exp?: unknown;
}

/** A token whose signature, audience and claims were checked, and until when it stays valid. */
interface VerifiedToken {
  claims: VerifiedSession;
  /** The token's own expiry (ms): the cached answer never outlives it. */
  until: number;
}

/**
 * Sessions of shoppers and staff: a signed token (JWT, separate audiences) naming a
 * session row. A token is valid while its signature, expiry and audience are, AND its row is
 * open and belongs to the token's subject and role (so a token re-signed with a leaked secret
 * cannot move a session to another account or role). A shopper session's subject is the user
 * id, a staff ("seller") session's the staff account id; changing an account's role or
 * deactivating it ends its sessions (staff/staff.service.ts).
 * HTTP stays out of here: controllers set and clear the cookies (session-cookies.ts).
 */
@Injectable()
export class SessionService {
  private readonly checked = new Map<string, CheckedSession>();
  /**
   * Tokens whose signature this instance has checked, by role and token text. Checking an
   * HMAC again gives the same answer for the same text until the token expires, so a repeat
   * (every request of a session) skips it; the session row is still checked (cached for
   * {@link SESSION_CHECK_TTL_MS}) on every request.
   */
  private readonly verifiedTokens = new Map<string, VerifiedToken>();

  constructor(
    private readonly jwt: JwtService,
    @InjectRepository(SessionEntity) private readonly sessions: Repository<SessionEntity>,
  ) {}

  /** Opens a session for `subject` and answers its signed token. */
  async start(role: SessionRole, subject: string): Promise<string> {
    const expiresAt = new Date(Date.now() + SESSION_SECONDS * 1000);
    const { id } = await this.sessions.save(
      this.sessions.create({ role, subject, expiresAt, revokedAt: null }),
    );
    const claims: Record<string, string> = { sub: subject, sid: id };
    return this.jwt.signAsync(claims, { audience: AUDIENCES[role], expiresIn: SESSION_SECONDS });
  }

  /** The session a token stands for, or undefined (missing, forged, expired, ended). */
  async verify(role: SessionRole, token: string | undefined): Promise<VerifiedSession | undefined> {
    const claims = await this.claimsOf(role, token);
    if (!claims) return undefined;
    // The row, not the token, says whose session it is.
    const row = await this.openRow(claims.sessionId);
    return row?.role === role && row.subject === claims.subject ? claims : undefined;
  }

  /** Ends the session of `token`, if it is a valid one; answers whether one was ended. */
  async end(role: SessionRole, token: string | undefined): Promise<boolean> {
    const claims = await this.claimsOf(role, token);
    if (!claims) return false;
    this.checked.delete(claims.sessionId);
    const result = await this.sessions.update(
      { id: claims.sessionId, role, subject: claims.subject, revokedAt: IsNull() },
      { revokedAt: new Date() },
    );
    return (result.affected ?? 0) > 0;
  }

  /** Ends every open session of a subject (a password change, an account closed). */
  async endAll(role: SessionRole, subject: string): Promise<number> {
    const open = await this.sessions.find({
      select: { id: true },
      where: { role, subject, revokedAt: IsNull() },
    });
    for (const { id } of open) this.checked.delete(id);
    const result = await this.sessions.update(
      { role, subject, revokedAt: IsNull() },
      { revokedAt: new Date() },
    );
    return result.affected ?? 0;
  }

  /**
   * Stops trusting sessions whose rows a committed transaction deleted (an account closed):
   * this instance forgets them at once, the others within {@link SESSION_CHECK_TTL_MS}.
   */
  forget(ids: readonly string[]): void {
    for (const id of ids) this.checked.delete(id);
  }

  /** The account's open sessions, newest first; the caller's own (`currentId`) is marked. */
  async listOpen(role: SessionRole, subject: string, currentId: string): Promise<AccountSession[]> {
    const rows = await this.sessions.find({
      where: { role, subject, revokedAt: IsNull(), expiresAt: MoreThan(new Date()) },
      order: { createdAt: 'DESC' },
    });
    return rows.map((row) => ({
      id: row.id,
      createdAt: row.createdAt.toISOString(),
      expiresAt: row.expiresAt.toISOString(),
      current: row.id === currentId,
    }));
  }

  /**
   * Ends one open session of a subject by its id (the account page's list of sessions);
   * answers whether one was ended. Another subject's session id ends nothing.
   */
  async endOne(role: SessionRole, subject: string, sessionId: string): Promise<boolean> {
    if (!UUID.test(sessionId)) return false;
    this.checked.delete(sessionId);
    const result = await this.sessions.update(
      { id: sessionId, role, subject, revokedAt: IsNull() },
      { revokedAt: new Date() },
    );
    return (result.affected ?? 0) > 0;
  }

  private async claimsOf(
    role: SessionRole,
    token: string | undefined,
  ): Promise<VerifiedSession | undefined> {
    if (!token) return undefined;
    const key = `${role} ${token}`;
    const now = Date.now();
    const known = this.verifiedTokens.get(key);
    if (known !== undefined) {
      if (known.until > now) return known.claims;
      this.verifiedTokens.delete(key);
    }
    let claims: TokenClaims;
    try {
      claims = await this.jwt.verifyAsync<TokenClaims>(token, {
        audience: AUDIENCES[role],
        algorithms: ['HS256'],
      });
    } catch {
      return undefined;
    }
    const { sub, sid, exp } = claims;
    if (typeof sub !== 'string' || typeof sid !== 'string' || !UUID.test(sid)) return undefined;
    const verified = { subject: sub, sessionId: sid };
    // Only tokens that expire are remembered (ours always do), and never past their expiry.
    if (typeof exp === 'number') {
      if (this.verifiedTokens.size > MAX_CHECKED) this.verifiedTokens.clear();
      this.verifiedTokens.set(key, { claims: verified, until: exp * 1000 });
    }
    return verified;
  }

  /**
   * Whether session `sessionId` is still open (not revoked, not expired): what a long-lived
   * connection (a server-sent event stream) asks every so often. Cached like {@link verify}.
   */
  async isOpen(sessionId: string): Promise<boolean> {
    return (await this.openRow(sessionId)) !== undefined;
  }

  /** Whose session `sessionId` is, if it is open; cached for {@link SESSION_CHECK_TTL_MS}. */
  private async openRow(sessionId: string): Promise<CheckedSession | undefined> {
    const now = Date.now();
    const cached = this.checked.get(sessionId);
    if (cached !== undefined && cached.until > now) return cached;
    // One narrow statement (what the ORM's findOne would send, without building it each time).
    const rows = (await this.sessions.query(
      `SELECT role, subject, expires_at AS "expiresAt", revoked_at AS "revokedAt"
         FROM session WHERE id = $1`,
      [sessionId],
    )) as Array<Pick<SessionEntity, 'role' | 'subject' | 'expiresAt' | 'revokedAt'>>;
    const row = rows[0];
    if (!row || row.revokedAt !== null || row.expiresAt.getTime() <= now) {
      this.checked.delete(sessionId);
      return undefined;
    }
    if (this.checked.size > MAX_CHECKED) this.checked.clear();
    const open = { role: row.role, subject: row.subject, until: now + SESSION_CHECK_TTL_MS };
    this.checked.set(sessionId, open);
    return open;
  }
}

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** Sessions remembered as checked; past this the memory is simply forgotten. */
const MAX_CHECKED = 50_000;
