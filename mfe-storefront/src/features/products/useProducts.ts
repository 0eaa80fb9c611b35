import type { Product } from '@greencart/contracts';
import { useGetProductsQuery } from './productsApi';

/** The catalogue with its loading state; errors are toasted once by the endpoint. */
export function useProducts(): { products: Product[]; isLoading: boolean } {
  const { data, isLoading } = useGetProductsQuery();
  return { products: data ?? EMPTY, isLoading };
}

const EMPTY: Product[] = [];
