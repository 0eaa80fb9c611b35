import {
  useEffect,
  useRef,
  useState,
  type ChangeEvent,
  type FormEvent,
  type KeyboardEvent,
} from 'react';
import { useLocation, useNavigate } from '@greencart/shared-ui/router';
import type { ProductSuggestion } from '@greencart/contracts';
import { Price, TextField } from '@greencart/shared-ui';
import { useDebounced } from '../../lib/useDebounced';
import { useGetSuggestionsQuery } from '../products/productsApi';
import './search.css';
import { useStorefrontT } from '../../i18n/catalogue';

/** Props of {@link SearchBox}. */
export interface SearchBoxProps {
  /** Unique id of the input (the navbar and the mobile menu each have one). */
  id: string;
  className?: string;
  /** Focus the input when it appears (the phone header's search icon opens it). */
  focusOnMount?: boolean;
}

/** Suggestions wait for this pause in typing (one request per pause, not per key). */
export const SUGGEST_DEBOUNCE_MS = 150;

/** Where a product's page is: /products/{category}/{id}. */
function productPath(suggestion: ProductSuggestion): string {
  return `/products/${suggestion.category.toLowerCase()}/${encodeURIComponent(suggestion._id)}`;
}

/**
 * The product search box: an ARIA combobox (WAI-ARIA APG pattern, list autocomplete).
 * Typing takes the shopper to /products?q=… (spec §2: the text is in the URL, so a result page
 * can be shared and survives a reload) and lists up to 8 products as suggestions: arrow keys
 * move through them, Enter opens the chosen product or, with none chosen, the results page;
 * Escape closes the list; a click opens a product.
 */
export function SearchBox({ id, className, focusOnMount = false }: SearchBoxProps) {
  const t = useStorefrontT();
  const inputRef = useRef<HTMLInputElement>(null);
  // Only when the shopper has just asked for the box by pressing the search icon.
  useEffect(() => {
    if (focusOnMount) inputRef.current?.focus();
  }, [focusOnMount]);
  const navigate = useNavigate();
  const { pathname, search } = useLocation();
  const urlText = pathname === '/products' ? (new URLSearchParams(search).get('q') ?? '') : '';
  const [text, setText] = useState(urlText);
  // Follow the URL when it changes from elsewhere ("Clear search", Back, a link): adjusted
  // while rendering, as React recommends for state derived from a changing input.
  const [followedUrlText, setFollowedUrlText] = useState(urlText);
  if (urlText !== followedUrlText) {
    setFollowedUrlText(urlText);
    setText(urlText);
  }
  const [open, setOpen] = useState(false);
  const [active, setActive] = useState(-1);
  const settled = useDebounced(text.trim(), SUGGEST_DEBOUNCE_MS);
  // `currentData`: the answer for this very text, never the previous text's while it loads.
  const { currentData: suggestions = [] } = useGetSuggestionsQuery(settled, {
    skip: settled === '',
  });
  // Only suggestions for what is typed now: while typing pauses are awaited, none (a stale
  // list would let Enter open a product the shopper no longer asks for).
  const shown = open && settled !== '' && settled === text.trim() ? suggestions : [];
  const listId = `${id}-suggestions`;

  const close = () => {
    setOpen(false);
    setActive(-1);
  };
  const showResults = (value: string) => {
    const q = value.trim();
    navigate(q ? `/products?q=${encodeURIComponent(q)}` : '/products', {
      replace: pathname === '/products',
    });
  };
  const openProduct = (suggestion: ProductSuggestion) => {
    close();
    navigate(productPath(suggestion));
  };
  const onChange = (event: ChangeEvent<HTMLInputElement>) => {
    const value = event.target.value;
    setText(value);
    setOpen(true);
    setActive(-1);
    if (value.trim() !== '' || pathname === '/products') showResults(value);
  };
  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    if (event.key === 'ArrowDown' || event.key === 'ArrowUp') {
      if (shown.length === 0) {
        setOpen(true);
        return;
      }
      event.preventDefault();
      const step = event.key === 'ArrowDown' ? 1 : -1;
      // Cycles through the options and back to the text itself (-1), as the APG example does.
      const states = shown.length + 1;
      setActive((current) => ((current + 1 + step + states) % states) - 1);
    } else if (event.key === 'Escape' && open) {
      event.preventDefault();
      close();
    } else if (event.key === 'Enter' && active >= 0 && active < shown.length) {
      event.preventDefault();
      openProduct(shown[active]);
    }
  };
  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    close();
    showResults(text);
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
        role="combobox"
        aria-autocomplete="list"
        aria-expanded={shown.length > 0}
        aria-controls={listId}
        aria-activedescendant={
          active >= 0 && active < shown.length ? `${listId}-${active}` : undefined
        }
        label={t('search.label')}
        hideLabel
        placeholder={t('search.label')}
        value={text}
        onChange={onChange}
        onKeyDown={onKeyDown}
        onBlur={close}
        autoComplete="off"
        ref={inputRef}
        inputClassName="sf-search__input"
      />
      <ul
        id={listId}
        role="listbox"
        aria-label={t('search.suggestions')}
        className="sf-suggest"
        hidden={shown.length === 0}
      >
        {shown.map((suggestion, index) => (
          // The keyboard works on the combobox input (arrows, Enter), as the APG pattern says;
          // options are for the pointer only.
          // eslint-disable-next-line jsx-a11y/click-events-have-key-events
          <li
            key={suggestion._id}
            id={`${listId}-${index}`}
            role="option"
            aria-selected={index === active}
            className="sf-suggest__option"
            // Keep the focus in the box: a click must not blur it (which closes the list) first.
            onMouseDown={(event) => event.preventDefault()}
            onClick={() => openProduct(suggestion)}
          >
            {suggestion.image ? (
              <img src={suggestion.image} alt="" width={36} height={36} loading="lazy" />
            ) : (
              <span className="sf-suggest__noimage" aria-hidden="true" />
            )}
            <span className="sf-suggest__name">{suggestion.name}</span>
            {/* A product sold by weight at its price per kg, as its card shows it. */}
            <Price
              amount={suggestion.offerPricePerKg ?? suggestion.offerPrice}
              per={suggestion.offerPricePerKg === undefined ? undefined : '/ kg'}
              className="sf-suggest__price"
            />
          </li>
        ))}
      </ul>
    </form>
  );
}
