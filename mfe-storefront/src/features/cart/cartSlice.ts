import { createSlice, type PayloadAction } from '@reduxjs/toolkit';
import { MAX_QUANTITY, MIN_QUANTITY, type CartItems } from '@greencart/contracts';
import { savedCartEmptied, signedIn, signedOut } from '../session/sessionSlice';
import { mergeCarts } from './mergeCarts';

/** The cart: product id → quantity (spec §3). */
export interface CartState {
  items: CartItems;
}

const initialState: CartState = { items: {} };

function clampQuantity(quantity: number): number {
  return Math.min(Math.max(Math.trunc(quantity), MIN_QUANTITY), MAX_QUANTITY);
}

/** Cart rules of spec §4: add +1, set replaces, remove −1 and deletes the line at 0. */
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
      else delete state.items[id];
    },
    /** Deletes whole lines, e.g. products the server no longer knows. */
    dropLines(state, action: PayloadAction<readonly string[]>) {
      for (const id of action.payload) delete state.items[id];
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
      })
      // The saved cart belongs to the account; the next shopper on this device starts empty.
      .addCase(signedOut, (state) => {
        state.items = {};
      });
  },
  selectors: {
    selectCartItems: (state) => state.items,
    selectCartCount: (state) => Object.values(state.items).reduce((sum, q) => sum + q, 0),
  },
});

export const { addToCart, addManyToCart, setQuantity, removeFromCart, dropLines } =
  cartSlice.actions;
export const { selectCartItems, selectCartCount } = cartSlice.selectors;
