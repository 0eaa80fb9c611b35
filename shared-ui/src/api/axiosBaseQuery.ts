import { isAxiosError, type AxiosInstance, type Method } from 'axios';
import type { BaseQueryFn } from '@reduxjs/toolkit/query';
import {
  CLIENT_ERROR_CODES,
  FALLBACK_ERROR_MESSAGE,
  NETWORK_ERROR_MESSAGE,
  TIMEOUT_ERROR_MESSAGE,
  failureOf,
  httpFailureOf,
  type ApiError,
} from './apiError';

/** What an RTK Query endpoint's `query` returns. */
export interface AxiosQueryArgs {
  /** Path relative to the client's base URL, e.g. `/api/product/list`. */
  url: string;
  /** HTTP method; GET when omitted. */
  method?: Method;
  /** Request body: a plain object (sent as JSON) or `FormData` (sent as multipart). */
  data?: unknown;
  /** Query string parameters. */
  params?: Record<string, unknown>;
  /** Extra request headers (an `Idempotency-Key`). */
  headers?: Record<string, string>;
}

/** Turns anything axios throws into an {@link ApiError}, preferring the server's JSON body. */
export function toApiError(thrown: unknown): ApiError {
  if (!isAxiosError(thrown)) {
    return {
      code: CLIENT_ERROR_CODES.UNKNOWN,
      message: thrown instanceof Error && thrown.message ? thrown.message : FALLBACK_ERROR_MESSAGE,
    };
  }
  const response = thrown.response;
  if (!response) {
    const timedOut = thrown.code === 'ECONNABORTED' || thrown.code === 'ETIMEDOUT';
    return timedOut
      ? { code: CLIENT_ERROR_CODES.TIMEOUT, message: TIMEOUT_ERROR_MESSAGE }
      : { code: CLIENT_ERROR_CODES.NETWORK, message: NETWORK_ERROR_MESSAGE };
  }
  return httpFailureOf(response.status, response.data, thrown.message || FALLBACK_ERROR_MESSAGE);
}

/**
 * An RTK Query base query over an axios client (see `createHttpClient`). It never throws:
 * a body with `success: true` resolves to `{ data: body }`; a body with `success: false`,
 * an HTTP error (the message of its JSON body, so users see the server's text rather than
 * "Request failed with status code 400") and a network error resolve to `{ error: ApiError }`.
 */
export function axiosBaseQuery(
  client: AxiosInstance,
): BaseQueryFn<AxiosQueryArgs, unknown, ApiError> {
  return async ({ url, method = 'GET', data, params, headers }, { signal }) => {
    try {
      const response = await client.request({ url, method, data, params, headers, signal });
      const failure = failureOf(response.data, response.status);
      return failure ? { error: failure } : { data: response.data };
    } catch (thrown) {
      return { error: toApiError(thrown) };
    }
  };
}
