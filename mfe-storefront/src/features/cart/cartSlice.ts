import { createSlice, type PayloadAction } from '@reduxjs/toolkit';
import {
  MAX_QUANTITY,
  MIN_QUANTITY,
  type CartItems,
  type SubstitutionChoiceValue,
} from '@greencart/contracts';
import { savedCartEmptied, signedIn, signedOut } from '../session/sessionSlice';
import { mergeCarts } from './mergeCarts';

/** The cart: product id → quantity. */
export interface CartState {
  items: CartItems;
  /**
   * What the shopper wants if a line is short at packing (docs/SUBSTITUTIONS.md): best match,
   * a specific product (from the ranked suggestions), or a refund. Only the lines where they
   * changed the default (a refund); absent means every line keeps the default.
   */
  substitutions?: Record<string, SubstitutionChoiceValue>;
  /**
   * The lines sold by weight: their quantity counts steps, yet each counts as one item in the
   * cart's count (the badge, "N items"). Learnt when a weighed product is added, and from the
   * server's `cartWeighed` at login and after buy again (the cart map cannot say it).
   */
  weighed?: Record<string, true>;
}

const initialState: CartState = { items: {}, substitutions: {}, weighed: {} };

/** A line's choice when the shopper made none: a refund (one object, so selectors stay stable). */
export const REFUND_CHOICE: SubstitutionChoiceValue = Object.freeze({
  choice: 'refund',
  productId: null,
});

/** Forgets what was known of lines no longer in the cart: their preference, their kind. */
function dropPreferences(state: CartState, ids: readonly string[]): void {
  for (const id of ids) {
    if (state.substitutions) delete state.substitutions[id];
    if (state.weighed) delete state.weighed[id];
  }
}

/** Records `ids` as lines sold by weight (those in the cart only). */
function learnWeighed(state: CartState, ids: readonly string[] = []): void {
  state.weighed ??= {};
  for (const id of ids) if (id in state.items) state.weighed[id] = true;
}

function clampQuantity(quantity: number): number {
  return Math.min(Math.max(Math.trunc(quantity), MIN_QUANTITY), MAX_QUANTITY);
}

/**
 * Cart rules (docs/COMPATIBILITY.md): add +1, set replaces, remove −1 and deletes the line at 0.
 */
export const cartSlice = createSlice({
  name: 'cart',
  initialState,
  reducers: {
    addToCart(state, action: PayloadAction<string>) {
      const id = action.payload;
      state.items[id] = Math.min((state.items[id] ?? 0) + 1, MAX_QUANTITY);
    },
    /**
     * Adds several at once (the product page's quantity picker); `weighed` says the product is
     * sold by weight (`count` steps), so its line counts as one item.
     */
    addManyToCart(state, action: PayloadAction<{ id: string; count: number; weighed?: boolean }>) {
      const { id, count, weighed } = action.payload;
      state.items[id] = clampQuantity((state.items[id] ?? 0) + count);
      if (weighed) learnWeighed(state, [id]);
    },
    setQuantity(state, action: PayloadAction<{ id: string; quantity: number }>) {
      const { id, quantity } = action.payload;
      state.items[id] = clampQuantity(quantity);
    },
    removeFromCart(state, action: PayloadAction<string>) {
      const id = action.payload;
      const next = (state.items[id] ?? 0) - 1;
      if (next > 0) state.items[id] = next;
      else {
        delete state.items[id];
        dropPreferences(state, [id]);
      }
    },
    /** The shopper's choice for a line that is short at packing. */
    setSubstitution(state, action: PayloadAction<{ id: string; value: SubstitutionChoiceValue }>) {
      const { id, value } = action.payload;
      state.substitutions ??= {};
      if (value.choice === 'refund') delete state.substitutions[id];
      else
        state.substitutions[id] = {
          choice: value.choice,
          productId: value.choice === 'specific' ? value.productId : null,
        };
    },
    /**
     * The cart as the server saved it (buy again) with its lines sold by weight: lines gone
     * from it lose their preference.
     */
    replaceCart(state, action: PayloadAction<{ items: CartItems; weighed?: readonly string[] }>) {
      const { items, weighed } = action.payload;
      const gone = Object.keys(state.items).filter((id) => !(id in items));
      state.items = { ...items };
      dropPreferences(state, gone);
      learnWeighed(state, weighed);
    },
    /** Deletes whole lines, e.g. products the server no longer knows. */
    dropLines(state, action: PayloadAction<readonly string[]>) {
      for (const id of action.payload) delete state.items[id];
      dropPreferences(state, action.payload);
    },
  },
  extraReducers: (builder) => {
    builder
      // While logged out the cart is the guest cart: on login it is merged into the saved one.
      .addCase(signedIn, (state, action) => {
        state.items = mergeCarts(action.payload.cartItems ?? {}, state.items);
        learnWeighed(state, action.payload.cartWeighed);
      })
      // An order taken: the server has emptied the saved cart, this one follows.
      .addCase(savedCartEmptied, (state) => {
        state.items = {};
        state.substitutions = {};
        state.weighed = {};
      })
      // The saved cart belongs to the account; the next shopper on this device starts empty.
      .addCase(signedOut, (state) => {
        state.items = {};
        state.substitutions = {};
        state.weighed = {};
      });
  },
  selectors: {
    selectCartItems: (state) => state.items,
    /** The line's preference when short at packing (the default: a refund). */
    selectSubstitution: (state, id: string): SubstitutionChoiceValue =>
      state.substitutions?.[id] ?? REFUND_CHOICE,
    /** Items in the cart: units, a line sold by weight counting one whatever its steps. */
    selectCartCount: (state) =>
      Object.entries(state.items).reduce(
        (sum, [id, quantity]) => sum + (state.weighed?.[id] ? 1 : quantity),
        0,
      ),
  },
});

export const {
  addToCart,
  addManyToCart,
  setQuantity,
  removeFromCart,
  dropLines,
  setSubstitution,
  replaceCart,
} = cartSlice.actions;
export const { selectCartItems, selectCartCount, selectSubstitution } = cartSlice.selectors;
