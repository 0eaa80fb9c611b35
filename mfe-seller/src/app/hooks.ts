import { createContext, useContext } from 'react';
import { useDispatch, useSelector } from 'react-redux';
import type { SellerApi } from './sellerApi';
import type { SellerDispatch, SellerState } from './store';

/** Typed `useSelector` over the seller store. */
export const useAppSelector = useSelector.withTypes<SellerState>();
/** Typed `useDispatch` of the seller store. */
export const useAppDispatch = useDispatch.withTypes<SellerDispatch>();

/** Holds the api of the mounted App (it is made per App, from the run-time config). */
export const SellerApiContext = createContext<SellerApi | null>(null);

/** The seller api of the nearest App: its hooks (`useProductListQuery`, …) and utilities. */
export function useSellerApi(): SellerApi {
  const api = useContext(SellerApiContext);
  if (!api) throw new Error('useSellerApi must be used inside the seller App');
  return api;
}
