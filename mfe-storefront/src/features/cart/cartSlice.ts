import { createSlice, type PayloadAction } from '@reduxjs/toolkit';
import {
  MAX_QUANTITY,
  MIN_QUANTITY,
  type CartItems,
  type SubstitutionPreference,
} from '@greencart/contracts';
import { savedCartEmptied, signedIn, signedOut } from '../session/sessionSlice';
import { mergeCarts } from './mergeCarts';

/** The cart: product id → quantity. */
export interface CartState {
  items: CartItems;
  /**
   * What the shopper wants if a line is short at packing, for the lines where they changed
   * the default ("refund if unavailable"); absent means every line keeps the default.
   */
  substitutions?: Record<string, SubstitutionPreference>;
}

const initialState: CartState = { items: {}, substitutions: {} };

/** Forgets the preference of lines no longer in the cart. */
function dropPreferences(state: CartState, ids: readonly string[]): void {
  if (!state.substitutions) return;
  for (const id of ids) delete state.substitutions[id];
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
    /** Adds several at once (the product page's quantity picker). */
    addManyToCart(state, action: PayloadAction<{ id: string; count: number }>) {
      const { id, count } = action.payload;
      state.items[id] = clampQuantity((state.items[id] ?? 0) + count);
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
    setSubstitution(
      state,
      action: PayloadAction<{ id: string; preference: SubstitutionPreference }>,
    ) {
      const { id, preference } = action.payload;
      state.substitutions ??= {};
      if (preference === 'refund') delete state.substitutions[id];
      else state.substitutions[id] = preference;
    },
    /** The cart as the server saved it (buy again): lines gone from it lose their preference. */
    replaceCart(state, action: PayloadAction<CartItems>) {
      const gone = Object.keys(state.items).filter((id) => !(id in action.payload));
      state.items = { ...action.payload };
      dropPreferences(state, gone);
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
      })
      // An order taken: the server has emptied the saved cart, this one follows.
      .addCase(savedCartEmptied, (state) => {
        state.items = {};
        state.substitutions = {};
      })
      // The saved cart belongs to the account; the next shopper on this device starts empty.
      .addCase(signedOut, (state) => {
        state.items = {};
        state.substitutions = {};
      });
  },
  selectors: {
    selectCartItems: (state) => state.items,
    /** The line's preference when short at packing (the default: a refund). */
    selectSubstitution: (state, id: string): SubstitutionPreference =>
      state.substitutions?.[id] ?? 'refund',
    selectCartCount: (state) => Object.values(state.items).reduce((sum, q) => sum + q, 0),
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
