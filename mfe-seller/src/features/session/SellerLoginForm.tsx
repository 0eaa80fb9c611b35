import { useState, type FormEvent } from 'react';
import { useNavigate } from '@greencart/shared-ui/router';
import { FIELD_LIMITS } from '@greencart/contracts';
import { Button, TextField, errorMessage } from '@greencart/shared-ui';
import { useSellerLoginMutation } from './sessionApi';
import { Logo } from '../layout/Logo';
import { SELLER_PATHS } from '../../app/paths';
import type { AfterLoginState } from './roleLanding';
import { useAppSelector } from '../../app/hooks';
import { useSellerT } from '../../i18n/catalogue';

/**
 * The seller login (email and password required, as in the original store). A refused login
 * shows the server's message twice: as the error toast every failure gets and beside the
 * form, where it stays while the seller corrects the input. When the session ended under the
 * portal's feet (the live feed said so), the form says that first.
 */
export function SellerLoginForm() {
  const t = useSellerT();
  const [login, { isLoading }] = useSellerLoginMutation();
  const navigate = useNavigate();
  const [email, setEmail] = useState('');
  const [password, setPassword] = useState('');
  const [failure, setFailure] = useState<string>();
  const notice = useAppSelector((state) => state.sellerSession.notice);

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (email.trim() === '' || password === '') {
      // A field left empty (browsers normally stop the form first).
      setFailure(t('session.missingCredentials'));
      return;
    }
    setFailure(undefined);
    const result = await login({ email: email.trim(), password });
    if (result.error) {
      setFailure(errorMessage(result.error));
      return;
    }
    // The login answer does not name the role: `/seller` sends it on once is-auth has
    // (owners and managers to Today, packers to the pick queue).
    navigate(SELLER_PATHS.addProduct, { state: { afterLogin: true } satisfies AfterLoginState });
  }

  return (
    <main className="seller-login">
      <form className="seller-login__card" onSubmit={submit} aria-labelledby="seller-login-title">
        <Logo />
        <h1 id="seller-login-title" className="seller-login__title">
          <span className="seller-login__accent">{t('session.seller')}</span> {t('session.login')}
        </h1>
        {notice ? (
          <p className="seller-login__notice" role="status">
            {t(notice)}
          </p>
        ) : null}
        <TextField
          label={t('session.email')}
          type="email"
          name="email"
          autoComplete="username"
          maxLength={FIELD_LIMITS.email}
          required
          value={email}
          onChange={(event) => setEmail(event.target.value)}
        />
        <TextField
          label={t('session.password')}
          type="password"
          name="password"
          autoComplete="current-password"
          required
          value={password}
          onChange={(event) => setPassword(event.target.value)}
        />
        {failure ? (
          <p className="seller-login__error" role="alert">
            {failure}
          </p>
        ) : null}
        <Button type="submit" fullWidth loading={isLoading}>
          {t('session.login')}
        </Button>
      </form>
    </main>
  );
}
