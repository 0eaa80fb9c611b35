import { useEffect, useRef, type ChangeEvent, type FormEvent } from 'react';
import { useLocation, useNavigate } from '@greencart/shared-ui/router';
import { TextField } from '@greencart/shared-ui';
import { useAppDispatch, useAppSelector } from '../../app/hooks';
import { selectSearchText, setSearchText } from './searchSlice';
import './search.css';

/** Props of {@link SearchBox}. */
export interface SearchBoxProps {
  /** Unique id of the input (the navbar and the mobile menu each have one). */
  id: string;
  className?: string;
  /** Focus the input when it appears (the phone header's search icon opens it). */
  focusOnMount?: boolean;
}

/**
 * The product search box. Typing any text takes the shopper to /products, which filters
 * by it (spec §2); the text lives in the `search` slice so it survives that navigation.
 */
export function SearchBox({ id, className, focusOnMount = false }: SearchBoxProps) {
  const inputRef = useRef<HTMLInputElement>(null);
  // Only when the shopper has just asked for the box by pressing the search icon.
  useEffect(() => {
    if (focusOnMount) inputRef.current?.focus();
  }, [focusOnMount]);
  const dispatch = useAppDispatch();
  const text = useAppSelector(selectSearchText);
  const navigate = useNavigate();
  const { pathname } = useLocation();

  const goToProducts = () => {
    if (pathname !== '/products') navigate('/products');
  };
  const onChange = (event: ChangeEvent<HTMLInputElement>) => {
    dispatch(setSearchText(event.target.value));
    if (event.target.value.trim() !== '') goToProducts();
  };
  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    goToProducts();
  };

  return (
    <form
      role="search"
      className={['sf-search', className].filter(Boolean).join(' ')}
      onSubmit={onSubmit}
    >
      <TextField
        id={id}
        type="search"
        label="Search products"
        hideLabel
        placeholder="Search products"
        value={text}
        onChange={onChange}
        autoComplete="off"
        ref={inputRef}
        inputClassName="sf-search__input"
      />
    </form>
  );
}
