import { useDispatch, useSelector } from 'react-redux';
import type { SellerDispatch, SellerState } from './store';

/** Typed `useSelector` over the seller store. */
export const useAppSelector = useSelector.withTypes<SellerState>();
/** Typed `useDispatch` of the seller store. */
export const useAppDispatch = useDispatch.withTypes<SellerDispatch>();
