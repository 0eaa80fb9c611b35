import { useState, type FormEvent } from 'react';
import { useNavigate } from '@greencart/shared-ui/router';
import { ERROR_CODES, FIELD_LIMITS } from '@greencart/contracts';
import {
  Button,
  Modal,
  TextField,
  fieldErrorOf,
  notify,
  type FieldError,
} from '@greencart/shared-ui';
import { useAppDispatch, useAppSelector } from '../../app/hooks';
import { useStorefrontT } from '../../i18n/catalogue';
import { rejectionToApiError } from '../../lib/apiErrors';
import { completeSignIn } from './completeSignIn';
import { useLoginMutation, useRegisterMutation } from './sessionApi';
import { ForgotPasswordForm } from '../account/ForgotPasswordForm';
import { PhoneLoginForm } from '../notifications/PhoneLoginForm';
import {
  closeAuthModal,
  selectAuthModal,
  selectAuthReturnTo,
  switchAuthMode,
  type AuthMode,
} from './sessionSlice';
import './session.css';

/**
 * Told to a shopper whose account was just created (the storefront's alone: neither the API
 * nor the seller portal says it), so the first visit starts with a greeting, not silence.
 * English here; the dialog says it in the page's language (`auth.welcome`).
 */
export function welcomeMessage(name: string): string {
  return `Welcome to GreenCart, ${name}! Your account is ready: happy shopping.`;
}

/** Shown under the password field before the first attempt (English; `auth.passwordHint`). */
export const PASSWORD_HINT = `At least ${FIELD_LIMITS.passwordMin} characters`;

/**
 * The API's refusals of logging in and registering that have stable codes, in the page's
 * language (the English catalogue says exactly what the API says); any other: its message.
 */
const AUTH_ERROR_KEYS: Record<string, string> = {
  [ERROR_CODES.INVALID_CREDENTIALS]: 'auth.invalidCredentials',
  [ERROR_CODES.EMAIL_TAKEN]: 'auth.emailTaken',
  [ERROR_CODES.RATE_LIMITED]: 'auth.tooManyRequests',
};

/**
 * The login / sign-up modal (an overlay, not a route: docs/COMPATIBILITY.md). Required fields and
 * lengths are enforced by the browser with the server's limits; a refused field is shown next to it
 * in plain words, any other refusal as an error toast. Success records the user, closes the modal
 * and goes to the session's `authReturnTo`: "/" (docs/SHOPPER-UX.md) when the navbar opened the
 * modal, the page itself when a page asked the shopper to log in (the cart's Place Order), so
 * nobody loses their place.
 */
export function AuthModal() {
  const mode = useAppSelector(selectAuthModal);
  const dispatch = useAppDispatch();
  const t = useStorefrontT();
  const close = () => dispatch(closeAuthModal());
  const title: AuthMode = mode ?? 'login';
  return (
    <Modal
      open={mode !== null}
      onClose={close}
      title={t(`auth.title.${title}`)}
      className="sf-auth"
    >
      {mode === 'forgot' ? <ForgotPasswordForm /> : null}
      {mode === 'phone' ? <PhoneLoginForm /> : null}
      {mode === 'login' || mode === 'register' ? <AuthForm key={mode} mode={mode} /> : null}
    </Modal>
  );
}

function AuthForm({ mode }: { mode: 'login' | 'register' }) {
  const dispatch = useAppDispatch();
  const navigate = useNavigate();
  const t = useStorefrontT();
  const returnTo = useAppSelector(selectAuthReturnTo);
  const [login, loginState] = useLoginMutation();
  const [register, registerState] = useRegisterMutation();
  const [name, setName] = useState('');
  const [email, setEmail] = useState('');
  const [password, setPassword] = useState('');
  const [showPassword, setShowPassword] = useState(false);
  const [fieldError, setFieldError] = useState<FieldError | null>(null);
  const registering = mode === 'register';
  const errorFor = (name: string) => (fieldError?.name === name ? fieldError.message : undefined);
  const edit = (name: string, set: (value: string) => void) => (value: string) => {
    set(value);
    if (fieldError?.name === name) setFieldError(null);
  };

  const onSubmit = async (event: FormEvent) => {
    event.preventDefault();
    try {
      const user = registering
        ? await register({ name, email, password }).unwrap()
        : await login({ email, password }).unwrap();
      // Navigate first: recording the user closes the modal and unmounts this form.
      navigate(returnTo);
      dispatch(completeSignIn(user));
      if (registering) notify.success(t('auth.welcome', { name: user.name }));
    } catch (rejection) {
      const error = rejectionToApiError(rejection);
      const onField = fieldErrorOf(error);
      const known = AUTH_ERROR_KEYS[error.code];
      if (onField) setFieldError(onField);
      else notify.error(known ? t(known) : error.message);
    }
  };

  return (
    <form className="sf-auth__form" onSubmit={onSubmit}>
      {registering ? (
        <TextField
          label={t('auth.name')}
          name="name"
          autoComplete="name"
          required
          maxLength={FIELD_LIMITS.personName}
          error={errorFor('name')}
          value={name}
          onChange={(e) => edit('name', setName)(e.target.value)}
        />
      ) : null}
      <TextField
        label={t('auth.email')}
        name="email"
        type="email"
        autoComplete="email"
        required
        maxLength={FIELD_LIMITS.email}
        error={errorFor('email')}
        value={email}
        onChange={(e) => edit('email', setEmail)(e.target.value)}
      />
      <TextField
        label={t('auth.password')}
        name="password"
        type={showPassword ? 'text' : 'password'}
        autoComplete={registering ? 'new-password' : 'current-password'}
        required
        // Only registration enforces the minimum: older accounts may have shorter passwords.
        minLength={registering ? FIELD_LIMITS.passwordMin : undefined}
        maxLength={FIELD_LIMITS.passwordMax}
        hint={registering ? t('auth.passwordHint', { min: FIELD_LIMITS.passwordMin }) : undefined}
        error={errorFor('password')}
        value={password}
        onChange={(e) => edit('password', setPassword)(e.target.value)}
      />
      {registering ? null : (
        <p className="sf-auth__forgot">
          <button
            type="button"
            className="sf-link-button"
            onClick={() => dispatch(switchAuthMode('forgot'))}
          >
            {t('auth.forgotPassword')}
          </button>{' '}
          <button
            type="button"
            className="sf-link-button"
            onClick={() => dispatch(switchAuthMode('phone'))}
          >
            {t('auth.withPhone')}
          </button>
        </p>
      )}
      <label className="sf-auth__show">
        <input
          type="checkbox"
          checked={showPassword}
          onChange={(e) => setShowPassword(e.target.checked)}
        />{' '}
        {t('auth.showPassword')}
      </label>
      <p className="sf-auth__toggle">
        {registering ? t('auth.haveAccount') : t('auth.newHere')}
        <button
          type="button"
          className="sf-link-button"
          onClick={() => dispatch(switchAuthMode(registering ? 'login' : 'register'))}
        >
          {registering ? t('auth.logInLink') : t('auth.createAccountLink')}
        </button>
      </p>
      <Button type="submit" fullWidth loading={loginState.isLoading || registerState.isLoading}>
        {registering ? t('auth.createAccount') : t('auth.login')}
      </Button>
    </form>
  );
}
