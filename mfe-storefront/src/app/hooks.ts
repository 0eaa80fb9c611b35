import { useDispatch, useSelector, useStore } from 'react-redux';
import type { AppDispatch, AppStore, RootState } from './store';

/** `useDispatch` typed for the storefront store. */
export const useAppDispatch = useDispatch.withTypes<AppDispatch>();
/** `useSelector` typed for the storefront state. */
export const useAppSelector = useSelector.withTypes<RootState>();
/** `useStore` typed for the storefront store (read state in a handler without subscribing). */
export const useAppStore = useStore.withTypes<AppStore>();
