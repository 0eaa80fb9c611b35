import { useState, type FormEvent } from 'react';
import { useNavigate } from '@greencart/shared-ui/router';
import { FIELD_LIMITS } from '@greencart/contracts';
import {
  Button,
  Modal,
  TextField,
  fieldErrorOf,
  notify,
  type FieldError,
} from '@greencart/shared-ui';
import { useAppDispatch, useAppSelector } from '../../app/hooks';
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
 */
export function welcomeMessage(name: string): string {
  return `Welcome to GreenCart, ${name}! Your account is ready: happy shopping.`;
}

/** Shown under the password field before the first attempt. */
export const PASSWORD_HINT = `At least ${FIELD_LIMITS.passwordMin} characters`;

/**
 * The login / sign-up modal (an overlay, not a route: docs/COMPATIBILITY.md). Required fields and
 * lengths are enforced by the browser with the server's limits; a refused field is shown next to it
 * in plain words, any other refusal as an error toast. Success records the user, closes the modal
 * and goes to the session's `authReturnTo`: "/" (docs/SHOPPER-UX.md) when the navbar opened the
 * modal, the page itself when a page asked the shopper to log in (the cart's Place Order), so
 * nobody loses their place.
 */
const TITLES: Record<AuthMode, string> = {
  login: 'Log in to GreenCart',
  register: 'Create your account',
  forgot: 'Reset your password',
  phone: 'Log in with a code by SMS',
};

export function AuthModal() {
  const mode = useAppSelector(selectAuthModal);
  const dispatch = useAppDispatch();
  const close = () => dispatch(closeAuthModal());
  return (
    <Modal open={mode !== null} onClose={close} title={TITLES[mode ?? 'login']} className="sf-auth">
      {mode === 'forgot' ? <ForgotPasswordForm /> : null}
      {mode === 'phone' ? <PhoneLoginForm /> : null}
      {mode === 'login' || mode === 'register' ? <AuthForm key={mode} mode={mode} /> : null}
    </Modal>
  );
}

function AuthForm({ mode }: { mode: 'login' | 'register' }) {
  const dispatch = useAppDispatch();
  const navigate = useNavigate();
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
      if (registering) notify.success(welcomeMessage(user.name));
    } catch (rejection) {
      const error = rejectionToApiError(rejection);
      const onField = fieldErrorOf(error);
      if (onField) setFieldError(onField);
      else notify.error(error.message);
    }
  };

  return (
    <form className="sf-auth__form" onSubmit={onSubmit}>
      {registering ? (
        <TextField
          label="Name"
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
        label="Email"
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
        label="Password"
        name="password"
        type={showPassword ? 'text' : 'password'}
        autoComplete={registering ? 'new-password' : 'current-password'}
        required
        // Only registration enforces the minimum: older accounts may have shorter passwords.
        minLength={registering ? FIELD_LIMITS.passwordMin : undefined}
        maxLength={FIELD_LIMITS.passwordMax}
        hint={registering ? PASSWORD_HINT : undefined}
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
            Forgot password?
          </button>{' '}
          <button
            type="button"
            className="sf-link-button"
            onClick={() => dispatch(switchAuthMode('phone'))}
          >
            Log in with a code by SMS
          </button>
        </p>
      )}
      <label className="sf-auth__show">
        <input
          type="checkbox"
          checked={showPassword}
          onChange={(e) => setShowPassword(e.target.checked)}
        />{' '}
        Show password
      </label>
      <p className="sf-auth__toggle">
        {registering ? 'Already have an account? ' : 'New to GreenCart? '}
        <button
          type="button"
          className="sf-link-button"
          onClick={() => dispatch(switchAuthMode(registering ? 'login' : 'register'))}
        >
          {registering ? 'Log in' : 'Create an account'}
        </button>
      </p>
      <Button type="submit" fullWidth loading={loginState.isLoading || registerState.isLoading}>
        {registering ? 'Create account' : 'Login'}
      </Button>
    </form>
  );
}
