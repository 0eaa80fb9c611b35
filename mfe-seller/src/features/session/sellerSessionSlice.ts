import { createSlice, type PayloadAction } from '@reduxjs/toolkit';

/** Whether the seller is logged in, and whether the server has been asked yet. */
export interface SellerSessionState {
  /** True once `GET /api/seller/is-auth` or a login said so; false after logout. */
  authenticated: boolean;
  /** False until the first is-auth answer (or failure): the portal shows a spinner meanwhile. */
  checked: boolean;
}

const initialState: SellerSessionState = { authenticated: false, checked: false };

/** The seller's session (spec §4: not authenticated ⇄ authenticated). */
export const sellerSessionSlice = createSlice({
  name: 'sellerSession',
  initialState,
  reducers: {
    /** The is-auth check answered: `true` when the cookie is a valid seller session. */
    sellerChecked(state, action: PayloadAction<boolean>) {
      state.authenticated = action.payload;
      state.checked = true;
    },
    sellerLoggedIn(state) {
      state.authenticated = true;
      state.checked = true;
    },
    sellerLoggedOut(state) {
      state.authenticated = false;
      state.checked = true;
    },
  },
});

export const { sellerChecked, sellerLoggedIn, sellerLoggedOut } = sellerSessionSlice.actions;
