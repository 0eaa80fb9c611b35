import { createSlice, type PayloadAction } from '@reduxjs/toolkit';
import type { User } from '@greencart/contracts';

/** Which form the login/sign-up modal shows. */
export type AuthMode = 'login' | 'register';

/** Client-side session state: who is logged in, whether we know yet, and the auth modal. */
export interface SessionState {
  user: User | null;
  /** False until the first `GET /api/user/is-auth` has answered (either way). */
  authChecked: boolean;
  /** The login/sign-up modal's mode, or null when it is closed. */
  authModal: AuthMode | null;
}

const initialState: SessionState = { user: null, authChecked: false, authModal: null };

/** The storefront session: user, auth check and login modal. */
export const sessionSlice = createSlice({
  name: 'session',
  initialState,
  reducers: {
    /** A login, a registration or the load-time session check returned this user. */
    signedIn(state, action: PayloadAction<User>) {
      state.user = action.payload;
      state.authChecked = true;
      state.authModal = null;
    },
    /** The load-time session check found no logged-in user. */
    sessionChecked(state) {
      state.authChecked = true;
    },
    /**
     * The server emptied the saved cart (it does so when it takes an order): the cart
     * follows without sending `POST /api/cart/update` for it.
     */
    savedCartEmptied(state) {
      if (state.user) state.user = { ...state.user, cartItems: {} };
    },
    signedOut(state) {
      state.user = null;
    },
    openAuthModal(state, action: PayloadAction<AuthMode | undefined>) {
      state.authModal = action.payload ?? 'login';
    },
    closeAuthModal(state) {
      state.authModal = null;
    },
  },
  selectors: {
    selectUser: (state) => state.user,
    selectAuthChecked: (state) => state.authChecked,
    selectAuthModal: (state) => state.authModal,
  },
});

export const {
  signedIn,
  sessionChecked,
  savedCartEmptied,
  signedOut,
  openAuthModal,
  closeAuthModal,
} = sessionSlice.actions;
export const { selectUser, selectAuthChecked, selectAuthModal } = sessionSlice.selectors;
