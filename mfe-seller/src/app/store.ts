import { combineSlices } from '@reduxjs/toolkit';
import { axiosBaseQuery, createHttpClient, makeStore } from '@greencart/shared-ui/data';
import type { AxiosInstance } from 'axios';
import { sellerSessionSlice } from '../features/session/sellerSessionSlice';
import { createSellerApi } from './sellerApi';
import { withErrorToasts } from './reportErrors';
import { withSessionExpiry } from './sessionExpiry';

/**
 * The seller remote's own Redux store and RTK Query api (docs/FRONTEND-CONTRACT.md), talking to the API
 * through `client`. One per mounted App, so nothing leaks between mounts or tests.
 */
export function createSellerStore(client: AxiosInstance) {
  const api = createSellerApi(withSessionExpiry(withErrorToasts(axiosBaseQuery(client))));
  const store = makeStore({
    reducer: combineSlices(sellerSessionSlice, api),
    apis: [api],
  });
  return { store, api };
}

/** {@link createSellerStore} for the API at `apiUrl` (from the run-time config). */
export function createSellerStoreFor(apiUrl: string) {
  return createSellerStore(createHttpClient(apiUrl));
}

export type SellerStore = ReturnType<typeof createSellerStore>['store'];
export type SellerState = ReturnType<SellerStore['getState']>;
export type SellerDispatch = SellerStore['dispatch'];
