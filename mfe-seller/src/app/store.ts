import { combineSlices } from '@reduxjs/toolkit';
import { axiosBaseQuery, createHttpClient, makeStore } from '@greencart/shared-ui/data';
import type { AxiosInstance } from 'axios';
import { sellerSessionSlice } from '../features/session/sellerSessionSlice';
import { bindSellerBaseQuery, sellerApi } from './sellerApi';
import { withErrorToasts } from './reportErrors';
import { withSessionExpiry } from './sessionExpiry';

/** The seller remote's root reducer: the session slice plus the RTK Query cache. */
export const rootReducer = combineSlices(sellerSessionSlice, sellerApi);

/**
 * The seller remote's own Redux store (docs/FRONTEND-CONTRACT.md), its api talking to the API
 * through `client` (bound to {@link sellerApi}). One per mounted App, so no cached answer leaks
 * between mounts or tests.
 */
export function createSellerStore(client: AxiosInstance) {
  bindSellerBaseQuery(withSessionExpiry(withErrorToasts(axiosBaseQuery(client))));
  return makeStore({ reducer: rootReducer, apis: [sellerApi] });
}

/** {@link createSellerStore} for the API at `apiUrl` (from the run-time config). */
export function createSellerStoreFor(apiUrl: string) {
  return createSellerStore(createHttpClient(apiUrl));
}

export type SellerStore = ReturnType<typeof createSellerStore>;
export type SellerState = ReturnType<typeof rootReducer>;
export type SellerDispatch = SellerStore['dispatch'];
