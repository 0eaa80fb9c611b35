import { useState, type FormEvent } from 'react';
import { ERROR_CODES, FIELD_LIMITS } from '@greencart/contracts';
import { Button, TextField, fieldErrorOf } from '@greencart/shared-ui';
import { notify } from '../../lib/notices';
import { useAppDispatch } from '../../app/hooks';
import { useStorefrontT } from '../../i18n/catalogue';
import { rejectionToApiError } from '../../lib/apiErrors';
import { switchAuthMode } from '../session/sessionSlice';
import { useForgotPasswordMutation } from './accountApi';

/**
 * "Forgot password?" inside the login modal: asks for the email and then shows the server's
 * one answer (the same whether or not the email has an account), in a status message, in the
 * page's language.
 */
export function ForgotPasswordForm() {
  const dispatch = useAppDispatch();
  const t = useStorefrontT();
  const [forgot, { isLoading }] = useForgotPasswordMutation();
  const [email, setEmail] = useState('');
  const [error, setError] = useState<string | undefined>();
  const [sent, setSent] = useState<string | null>(null);

  const onSubmit = async (event: FormEvent) => {
    event.preventDefault();
    try {
      // The API's one answer, account or not, in the page's language.
      await forgot({ email }).unwrap();
      setSent(t('auth.forgot.sent'));
    } catch (rejection) {
      const apiError = rejectionToApiError(rejection);
      const onField = fieldErrorOf(apiError);
      if (onField) setError(onField.message);
      else
        notify.error(
          apiError.code === ERROR_CODES.RATE_LIMITED ? t('auth.tooManyRequests') : apiError.message,
        );
    }
  };

  return (
    <form className="sf-auth__form" onSubmit={onSubmit}>
      <p>{t('auth.forgot.lead')}</p>
      <TextField
        label={t('auth.email')}
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
        {t('auth.forgot.send')}
      </Button>
      <p className="sf-auth__toggle">
        <button
          type="button"
          className="sf-link-button"
          onClick={() => dispatch(switchAuthMode('login'))}
        >
          {t('auth.forgot.back')}
        </button>
      </p>
    </form>
  );
}
