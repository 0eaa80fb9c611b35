import { createSlice, type PayloadAction } from '@reduxjs/toolkit';
import type { User } from '@greencart/contracts';

/** The auth modal's screens: log in, sign up, or ask for a password reset link. */
export type AuthMode = 'login' | 'register' | 'forgot' | 'phone';

/** Client-side session state: who is logged in, whether we know yet, and the auth modal. */
export interface SessionState {
  user: User | null;
  /** False until the first `GET /api/user/is-auth` has answered (either way). */
  authChecked: boolean;
  /** The login/sign-up modal's mode, or null when it is closed. */
  authModal: AuthMode | null;
  /**
   * Where a successful login or registration goes. The original rule is "/" (the navbar's
   * Login button); a page that asks the shopper to log in to carry on (the cart's Place
   * Order, My Orders) sets its own path so the shopper lands back where they were.
   */
  authReturnTo: string;
}

/** Where a login goes when the page that opened the modal did not say (docs/SHOPPER-UX.md). */
export const DEFAULT_AUTH_RETURN = '/';

/** How a page opens the modal: a mode, or a mode and the path to come back to. */
export type OpenAuthModal = AuthMode | { mode: AuthMode; returnTo: string } | undefined;

const initialState: SessionState = {
  user: null,
  authChecked: false,
  authModal: null,
  authReturnTo: DEFAULT_AUTH_RETURN,
};

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
    /** The account page changed the name or (confirmed) email; the saved cart is untouched. */
    profileChanged(state, action: PayloadAction<Partial<Pick<User, 'name' | 'email'>>>) {
      if (state.user) Object.assign(state.user, action.payload);
    },
    openAuthModal(state, action: PayloadAction<OpenAuthModal>) {
      const request = action.payload;
      if (typeof request === 'object') {
        state.authModal = request.mode;
        state.authReturnTo = request.returnTo;
      } else {
        state.authModal = request ?? 'login';
        state.authReturnTo = DEFAULT_AUTH_RETURN;
      }
    },
    /** Login ⇄ register inside the open modal: keeps where the shopper will return to. */
    switchAuthMode(state, action: PayloadAction<AuthMode>) {
      state.authModal = action.payload;
    },
    closeAuthModal(state) {
      state.authModal = null;
    },
  },
  selectors: {
    selectUser: (state) => state.user,
    selectAuthChecked: (state) => state.authChecked,
    selectAuthModal: (state) => state.authModal,
    selectAuthReturnTo: (state) => state.authReturnTo,
  },
});

export const {
  signedIn,
  sessionChecked,
  savedCartEmptied,
  signedOut,
  profileChanged,
  openAuthModal,
  switchAuthMode,
  closeAuthModal,
} = sessionSlice.actions;
export const { selectUser, selectAuthChecked, selectAuthModal, selectAuthReturnTo } =
  sessionSlice.selectors;
