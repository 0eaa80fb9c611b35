import { useEffect, useState, type FormEvent } from 'react';
import { useLocation, useNavigate } from '@greencart/shared-ui/router';
import { ERROR_CODES, FIELD_LIMITS } from '@greencart/contracts';
import { Button, TextField, fieldErrorOf } from '@greencart/shared-ui';
import { notify } from '../../lib/notices';
import { useAppDispatch } from '../../app/hooks';
import { rejectionToApiError } from '../../lib/apiErrors';
import { openAuthModal } from '../session/sessionSlice';
import { useResetPasswordMutation } from './accountApi';
import { useStorefrontT } from '../../i18n/catalogue';
import { AccentTitle } from '../../lib/AccentTitle';
import './account.css';

/** The token of a link's fragment (`#token=…`), or ''. */
export function fragmentToken(hash: string): string {
  return new URLSearchParams(hash.replace(/^#/, '')).get('token') ?? '';
}

/**
 * /reset-password#token=…: the page the reset email links to. The token is read from the
 * fragment (never sent to a server by the browser), then dropped from the address bar. A new
 * password follows the registration rules; once changed, every session of the account has
 * ended, so the shopper logs in again.
 */
export function ResetPasswordPage() {
  const t = useStorefrontT();
  const dispatch = useAppDispatch();
  const navigate = useNavigate();
  const { hash, pathname } = useLocation();
  const [token] = useState(() => fragmentToken(hash));
  const [reset, { isLoading }] = useResetPasswordMutation();
  const [password, setPassword] = useState('');
  const [showPassword, setShowPassword] = useState(false);
  const [error, setError] = useState<string | undefined>();
  const [outcome, setOutcome] = useState<'done' | 'invalid' | null>(token ? null : 'invalid');

  // Out of the address bar (and the history) once read.
  useEffect(() => {
    if (hash) navigate(pathname, { replace: true });
  }, [hash, pathname, navigate]);

  const onSubmit = async (event: FormEvent) => {
    event.preventDefault();
    try {
      await reset({ token, password }).unwrap();
      setOutcome('done');
    } catch (rejection) {
      const apiError = rejectionToApiError(rejection);
      const onField = fieldErrorOf(apiError);
      if (apiError.code === ERROR_CODES.TOKEN_INVALID) setOutcome('invalid');
      else if (onField?.name === 'password') setError(onField.message);
      // A common password: the server's words say why, next to the field.
      else if (apiError.code === ERROR_CODES.WEAK_PASSWORD) setError(apiError.message);
      else notify.error(apiError.message);
    }
  };

  let content;
  if (outcome === 'done') {
    content = (
      <div className="sf-account__panel">
        <p role="status">{t('notices.account.resetDone')}</p>
        <Button onClick={() => dispatch(openAuthModal({ mode: 'login', returnTo: '/' }))}>
          {t('account.logIn')}
        </Button>
      </div>
    );
  } else if (outcome === 'invalid') {
    content = (
      <div className="sf-account__panel">
        <p role="alert">{t('notices.account.tokenInvalid')}</p>
        <Button onClick={() => dispatch(openAuthModal('forgot'))}>{t('account.askNewLink')}</Button>
      </div>
    );
  } else {
    content = (
      <form className="sf-account__form" onSubmit={onSubmit}>
        <TextField
          label={t('account.newPassword')}
          name="password"
          type={showPassword ? 'text' : 'password'}
          autoComplete="new-password"
          required
          minLength={FIELD_LIMITS.passwordMin}
          maxLength={FIELD_LIMITS.passwordMax}
          hint={t('account.passwordHint', { count: FIELD_LIMITS.passwordMin })}
          error={error}
          value={password}
          onChange={(e) => {
            setPassword(e.target.value);
            setError(undefined);
          }}
        />
        <label className="sf-account__check">
          <input
            type="checkbox"
            checked={showPassword}
            onChange={(e) => setShowPassword(e.target.checked)}
          />{' '}
          {t('account.showPassword')}
        </label>
        <Button type="submit" fullWidth loading={isLoading}>
          {t('account.setNewPassword')}
        </Button>
      </form>
    );
  }

  return (
    <section className="sf-page sf-account-page">
      <AccentTitle text={t('account.resetTitle')} />
      {content}
    </section>
  );
}
