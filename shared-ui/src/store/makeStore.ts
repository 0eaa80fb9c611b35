import {
  configureStore,
  type Middleware,
  type Reducer,
  type ReducersMapObject,
} from '@reduxjs/toolkit';
import { setupListeners } from '@reduxjs/toolkit/query';

/** The part of an RTK Query api that a store needs: its middleware. */
export interface StoreApi {
  reducerPath: string;
  middleware: Middleware;
}

/** Options of {@link makeStore}. */
export interface MakeStoreOptions<S> {
  /**
   * The root reducer (e.g. `combineSlices(sessionSlice, cartSlice, api)`) or a map of
   * slice reducers. Each api's reducer must be part of it under its `reducerPath`.
   */
  reducer: Reducer<S> | ReducersMapObject<S>;
  /** RTK Query apis whose middleware is added (cache lifetimes, refetching, tags). */
  apis?: readonly StoreApi[];
  /** Initial state, e.g. a guest cart read from localStorage, or a test's fixture. */
  preloadedState?: Partial<S>;
}

/**
 * Creates a Redux store (`configureStore`) with each api's middleware added and
 * refetch-on-focus/reconnect listeners set up. Each remote makes its own store with it.
 */
export function makeStore<S>({ reducer, apis = [], preloadedState }: MakeStoreOptions<S>) {
  const store = configureStore({
    reducer,
    preloadedState: preloadedState as S | undefined,
    middleware: (getDefaultMiddleware) =>
      getDefaultMiddleware().concat(apis.map((api) => api.middleware)),
  });
  setupListeners(store.dispatch);
  return store;
}
