/**
 * `@greencart/shared-ui/data`: the API client and store factory of the remotes.
 *
 * Why a module of its own, not shared: these pull in axios and Redux Toolkit, and the shell
 * (which provides `@greencart/shared-ui` to the page) never uses them. Kept in the main entry
 * they rode in the shell's shared-ui chunk before the first paint. Each remote owns its store
 * and HTTP client, so bundling this module per remote (tree-shaken) needs no single instance.
 * The error shape (`ApiError`, `errorMessage`, …) stays in the main entry: it has no deps.
 */
export { createHttpClient } from '../api/httpClient';
export { axiosBaseQuery, toApiError } from '../api/axiosBaseQuery';
export { httpFailureOf } from '../api/apiError';
export type { AxiosQueryArgs } from '../api/axiosBaseQuery';
export { makeStore } from '../store/makeStore';
export type { MakeStoreOptions, StoreApi } from '../store/makeStore';
