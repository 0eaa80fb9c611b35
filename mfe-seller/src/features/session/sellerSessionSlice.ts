import { createSlice, type PayloadAction } from '@reduxjs/toolkit';
import type { StaffRole } from '@greencart/contracts';

/** Whether the seller is logged in, and whether the server has been asked yet. */
export interface SellerSessionState {
  /** True once `GET /api/seller/is-auth` or a login said so; false after logout. */
  authenticated: boolean;
  /** False until the first is-auth answer (or failure): the portal shows a spinner meanwhile. */
  checked: boolean;
  /** The logged-in staff member's role, from is-auth; null until it has answered. */
  role: StaffRole | null;
  /**
   * The logged-in staff member's name, from is-auth (the header greets them): null until it has
   * answered, '' from an API that names nobody.
   */
  name?: string | null;
  /**
   * Why the login form shows, when the session ended under the portal's feet (a catalogue key);
   * else null.
   */
  notice?: string | null;
}

/** Catalogue key of the login form's notice when the live feed says the session has ended. */
export const SESSION_ENDED_NOTICE = 'session.sessionEnded';

const initialState: SellerSessionState = {
  authenticated: false,
  checked: false,
  role: null,
  name: null,
  notice: null,
};

/** The seller's session (not authenticated ⇄ authenticated). */
export const sellerSessionSlice = createSlice({
  name: 'sellerSession',
  initialState,
  reducers: {
    /** The is-auth check answered: `true` when the cookie is a valid seller session. */
    sellerChecked(state, action: PayloadAction<boolean>) {
      state.authenticated = action.payload;
      state.checked = true;
      if (!action.payload) {
        state.role = null;
        state.name = null;
      }
    },
    /**
     * is-auth named the staff member and their role (the sidebar shows only what it may use;
     * the header greets them by name).
     */
    sellerKnown(state, action: PayloadAction<{ role: StaffRole; name: string }>) {
      state.role = action.payload.role;
      state.name = action.payload.name;
    },
    sellerLoggedIn(state) {
      state.authenticated = true;
      state.checked = true;
      state.notice = null;
    },
    sellerLoggedOut(state) {
      state.authenticated = false;
      state.checked = true;
      state.role = null;
      state.name = null;
    },
    /**
     * The live feed said the session has ended (logout elsewhere, the account deactivated, its
     * role or password changed): logged out, and the login form says why.
     */
    sellerSessionEnded(state) {
      state.authenticated = false;
      state.checked = true;
      state.role = null;
      state.name = null;
      state.notice = SESSION_ENDED_NOTICE;
    },
  },
});

export const { sellerChecked, sellerLoggedIn, sellerLoggedOut, sellerKnown, sellerSessionEnded } =
  sellerSessionSlice.actions;
