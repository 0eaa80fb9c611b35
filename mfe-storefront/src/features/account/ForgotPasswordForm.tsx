import { useState, type FormEvent } from 'react';
import { ACCOUNT_TEXTS, FIELD_LIMITS } from '@greencart/contracts';
import { Button, TextField, fieldErrorOf, notify } from '@greencart/shared-ui';
import { useAppDispatch } from '../../app/hooks';
import { rejectionToApiError } from '../../lib/apiErrors';
import { switchAuthMode } from '../session/sessionSlice';
import { useForgotPasswordMutation } from './accountApi';

/**
 * "Forgot password?" inside the login modal: asks for the email and then shows the server's
 * one answer (the same whether or not the email has an account), in a status message.
 */
export function ForgotPasswordForm() {
  const dispatch = useAppDispatch();
  const [forgot, { isLoading }] = useForgotPasswordMutation();
  const [email, setEmail] = useState('');
  const [error, setError] = useState<string | undefined>();
  const [sent, setSent] = useState<string | null>(null);

  const onSubmit = async (event: FormEvent) => {
    event.preventDefault();
    try {
      const answer = await forgot({ email }).unwrap();
      setSent(answer.message || ACCOUNT_TEXTS.resetRequested);
    } catch (rejection) {
      const apiError = rejectionToApiError(rejection);
      const onField = fieldErrorOf(apiError);
      if (onField) setError(onField.message);
      else notify.error(apiError.message);
    }
  };

  return (
    <form className="sf-auth__form" onSubmit={onSubmit}>
      <p>Enter the email of your account: we will send it a link to choose a new password.</p>
      <TextField
        label="Email"
        name="email"
        type="email"
        autoComplete="email"
        required
        maxLength={FIELD_LIMITS.email}
        error={error}
        value={email}
        onChange={(e) => {
          setEmail(e.target.value);
          setError(undefined);
        }}
      />
      <p role="status" className="sf-auth__sent">
        {sent}
      </p>
      <Button type="submit" fullWidth loading={isLoading}>
        Send reset link
      </Button>
      <p className="sf-auth__toggle">
        <button
          type="button"
          className="sf-link-button"
          onClick={() => dispatch(switchAuthMode('login'))}
        >
          Back to log in
        </button>
      </p>
    </form>
  );
}
