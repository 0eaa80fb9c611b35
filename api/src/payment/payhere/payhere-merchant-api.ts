import type { PayHereConfig } from '../../config/app-config.js';
import { PaymentProviderError } from '../payment-provider.js';

/** A shopper or a staff member may be waiting on the call: never longer than this. */
const TIMEOUT_MS = 15_000;
/** A token is renewed this long before PayHere says it expires (clocks and calls in flight). */
const TOKEN_MARGIN_MS = 30_000;

/** PayHere's answer to a merchant API call: `status` 1 is success, anything else a refusal. */
export interface MerchantAnswer<T> {
  status: number;
  msg: string;
  data: T;
}

/** Errors of a request that never left this machine: repeating it cannot move money twice. */
const NOT_SENT_CODES = new Set(['ECONNREFUSED', 'ENOTFOUND', 'EAI_AGAIN']);

function causeCode(error: unknown): string | undefined {
  const cause = (error as { cause?: { code?: unknown } } | null)?.cause;
  return typeof cause?.code === 'string' ? cause.code : undefined;
}

/** A transport failure in the port's words; the message never carries a token or a secret. */
function transportError(what: string, error: unknown, alwaysNotSent = false): PaymentProviderError {
  const code = causeCode(error);
  const timedOut = error instanceof Error && error.name === 'TimeoutError';
  const reason = timedOut ? 'no answer in time' : (code ?? 'the connection failed');
  return new PaymentProviderError(`PayHere ${what}: ${reason}`, 'unavailable', {
    notSent: alwaysNotSent || (code !== undefined && NOT_SENT_CODES.has(code)),
  });
}

/**
 * PayHere's merchant API (Capture, Refund and Retrieval APIs): JSON calls with an OAuth access
 * token, which is asked for with the Business App's id and secret and kept until shortly
 * before it expires. A 401 drops the token and asks once more with a fresh one (an expired
 * token is refused before anything is done). Answers with `status` other than 1 are refusals.
 */
export class PayHereMerchantApi {
  private token: { value: string; expiresAt: number } | null = null;

  constructor(private readonly config: PayHereConfig) {}

  /** Calls `path` (`/merchant/v1/...`) with the JSON `body` (a POST) or none (a GET). */
  async call<T>(what: string, path: string, body?: object): Promise<MerchantAnswer<T>> {
    let response = await this.send(what, path, body, await this.accessToken());
    if (response.status === 401) {
      this.token = null;
      response = await this.send(what, path, body, await this.accessToken());
    }
    if (response.status >= 500) {
      throw new PaymentProviderError(`PayHere ${what}: HTTP ${response.status}`, 'unavailable');
    }
    const answer = (await response.json().catch(() => null)) as MerchantAnswer<T> | null;
    if (!answer || typeof answer.status !== 'number') {
      throw new PaymentProviderError(
        `PayHere ${what}: HTTP ${response.status} without an answer`,
        response.ok ? 'unavailable' : 'refused',
      );
    }
    return answer;
  }

  /** Like {@link call}, and a refusal (`status` other than 1) throws with PayHere's words. */
  async succeed<T>(what: string, path: string, body?: object): Promise<T> {
    const answer = await this.call<T>(what, path, body);
    if (answer.status !== 1) {
      throw new PaymentProviderError(`PayHere refused the ${what}: ${answer.msg}`, 'refused');
    }
    return answer.data;
  }

  private async send(
    what: string,
    path: string,
    body: object | undefined,
    token: string,
  ): Promise<Response> {
    try {
      return await fetch(`${this.config.baseUrl}${path}`, {
        method: body ? 'POST' : 'GET',
        headers: {
          authorization: `Bearer ${token}`,
          accept: 'application/json',
          ...(body ? { 'content-type': 'application/json' } : {}),
        },
        body: body ? JSON.stringify(body) : undefined,
        redirect: 'error',
        signal: AbortSignal.timeout(TIMEOUT_MS),
      });
    } catch (error) {
      throw transportError(what, error);
    }
  }

  /**
   * The access token (cached). No call was made without one, so every failure here is
   * `notSent`: a bad app id or secret is a refusal, PayHere unreachable a retry.
   */
  private async accessToken(): Promise<string> {
    if (this.token && this.token.expiresAt > Date.now()) return this.token.value;
    const basic = Buffer.from(`${this.config.appId}:${this.config.appSecret}`).toString('base64');
    let response: Response;
    try {
      response = await fetch(`${this.config.baseUrl}/merchant/v1/oauth/token`, {
        method: 'POST',
        headers: {
          authorization: `Basic ${basic}`,
          'content-type': 'application/x-www-form-urlencoded',
          accept: 'application/json',
        },
        body: 'grant_type=client_credentials',
        redirect: 'error',
        signal: AbortSignal.timeout(TIMEOUT_MS),
      });
    } catch (error) {
      throw transportError('sign-in', error, true);
    }
    const answer = (await response.json().catch(() => null)) as {
      access_token?: unknown;
      expires_in?: unknown;
    } | null;
    if (!response.ok || typeof answer?.access_token !== 'string') {
      const refused = response.status >= 400 && response.status < 500;
      throw new PaymentProviderError(
        refused
          ? 'PayHere did not accept the app id and secret (PAYHERE_APP_ID, PAYHERE_APP_SECRET)'
          : `PayHere sign-in: HTTP ${response.status}`,
        refused ? 'refused' : 'unavailable',
        { notSent: true },
      );
    }
    const seconds = typeof answer.expires_in === 'number' ? answer.expires_in : 60;
    this.token = {
      value: answer.access_token,
      expiresAt: Date.now() + Math.max(0, seconds * 1000 - TOKEN_MARGIN_MS),
    };
    return this.token.value;
  }
}
