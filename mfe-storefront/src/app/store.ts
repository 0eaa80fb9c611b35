import { combineSlices } from '@reduxjs/toolkit';
import { makeStore } from '@greencart/shared-ui/data';
import { sessionSlice } from '../features/session/sessionSlice';
import { cartSlice } from '../features/cart/cartSlice';
import { storefrontApi } from './storefrontApi';

/** The storefront's root reducer: client-state slices plus the RTK Query cache. */
export const rootReducer = combineSlices(sessionSlice, cartSlice, storefrontApi);

export type RootState = ReturnType<typeof rootReducer>;

/** Builds the storefront's Redux store (one per mounted App, or per test). */
export function createStorefrontStore(preloadedState?: Partial<RootState>) {
  return makeStore({ reducer: rootReducer, apis: [storefrontApi], preloadedState });
}

export type AppStore = ReturnType<typeof createStorefrontStore>;
export type AppDispatch = AppStore['dispatch'];
