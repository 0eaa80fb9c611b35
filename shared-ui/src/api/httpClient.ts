import axios, { type AxiosInstance } from 'axios';

/** How long a request may take before it fails with a timeout, in milliseconds. */
export const REQUEST_TIMEOUT_MS = 20_000;

/**
 * An axios instance for the API at `baseUrl`: JSON, and cookies sent cross-origin
 * (`withCredentials`) because the API runs on its own host (docs/COMPATIBILITY.md).
 */
export function createHttpClient(baseUrl: string): AxiosInstance {
  return axios.create({
    baseURL: baseUrl.replace(/\/+$/, ''),
    withCredentials: true,
    timeout: REQUEST_TIMEOUT_MS,
    headers: { Accept: 'application/json' },
  });
}
