import { useState, type FormEvent } from 'react';
import { ACCOUNT_TEXTS, FIELD_LIMITS } from '@greencart/contracts';
import { Button, TextField, fieldErrorOf } from '@greencart/shared-ui';
import { notify } from '../../lib/notices';
import { useAppDispatch } from '../../app/hooks';
import { rejectionToApiError } from '../../lib/apiErrors';
import { switchAuthMode } from '../session/sessionSlice';
import { useForgotPasswordMutation } from './accountApi';
import { knownMessage } from '../../lib/notices';
import { useStorefrontT } from '../../i18n/catalogue';

/**
 * "Forgot password?" inside the login modal: asks for the email and then shows the server's
 * one answer (the same whether or not the email has an account), in a status message.
 */
export function ForgotPasswordForm() {
  const t = useStorefrontT();
  const dispatch = useAppDispatch();
  const [forgot, { isLoading }] = useForgotPasswordMutation();
  const [email, setEmail] = useState('');
  const [error, setError] = useState<string | undefined>();
  const [sent, setSent] = useState<string | null>(null);

  const onSubmit = async (event: FormEvent) => {
    event.preventDefault();
    try {
      const answer = await forgot({ email }).unwrap();
      setSent(knownMessage(answer.message || ACCOUNT_TEXTS.resetRequested));
    } catch (rejection) {
      const apiError = rejectionToApiError(rejection);
      const onField = fieldErrorOf(apiError);
      if (onField) setError(onField.message);
      else notify.error(apiError.message);
    }
  };

  return (
    <form className="sf-auth__form" onSubmit={onSubmit}>
      <p>{t('account.forgotLead')}</p>
      <TextField
        label={t('account.email')}
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
        {t('account.sendResetLink')}
      </Button>
      <p className="sf-auth__toggle">
        <button
          type="button"
          className="sf-link-button"
          onClick={() => dispatch(switchAuthMode('login'))}
        >
          {t('account.backToLogin')}
        </button>
      </p>
    </form>
  );
}
