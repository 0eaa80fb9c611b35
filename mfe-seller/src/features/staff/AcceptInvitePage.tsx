import { useState, type FormEvent } from 'react';
import { Link, useLocation } from '@greencart/shared-ui/router';
import { PASSWORD_MIN_LENGTH } from '@greencart/contracts';
import { Button, TextField, errorMessage } from '@greencart/shared-ui';
import { SELLER_PATHS } from '../../app/paths';
import { Logo } from '../layout/Logo';
import { useAcceptStaffInviteMutation } from './staffApi';
import '../session/session.css';
import './staff.css';
import { useSellerT } from '../../i18n/catalogue';

/**
 * The token of the invitation link: in its fragment (`#token=…`, never sent to a server or in
 * a Referer), or in the query as a fallback.
 */
export function inviteTokenOf(location: { hash: string; search: string }): string | null {
  const fromHash = new URLSearchParams(location.hash.replace(/^#/, '')).get('token');
  return fromHash ?? new URLSearchParams(location.search).get('token');
}

/**
 * /seller/accept-invite (no session needed): the invited person chooses a password (the
 * shoppers' rules) and is sent to log in; accepting logs nobody in.
 */
export function AcceptInvitePage() {
  const t = useSellerT();
  const token = inviteTokenOf(useLocation());
  const [accept, { isLoading }] = useAcceptStaffInviteMutation();
  const [password, setPassword] = useState('');
  const [failure, setFailure] = useState<string>();
  const [done, setDone] = useState<string>();

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (!token) return;
    if (password.length < PASSWORD_MIN_LENGTH) {
      setFailure(t('staff.passwordTooShort', { min: PASSWORD_MIN_LENGTH }));
      return;
    }
    setFailure(undefined);
    const result = await accept({ token, password });
    if (result.error) setFailure(errorMessage(result.error));
    else setDone(result.data.message);
  }

  let body;
  if (!token) {
    body = (
      <p role="alert" className="seller-staff__alert">
        {t('staff.thisInvitationLinkIsIncomplete')}
      </p>
    );
  } else if (done) {
    body = (
      <>
        <p role="status">{done}</p>
        <Link to={SELLER_PATHS.addProduct}>{t('staff.goToTheSellerLogin')}</Link>
      </>
    );
  } else {
    body = (
      <form className="seller-staff__accept" onSubmit={submit} noValidate>
        <TextField
          label={t('staff.chooseAPassword')}
          type="password"
          name="password"
          autoComplete="new-password"
          hint={t('staff.atLeastPasswordMinLength', { PASSWORD_MIN_LENGTH })}
          required
          value={password}
          error={failure}
          onChange={(event) => setPassword(event.target.value)}
        />
        <Button type="submit" fullWidth loading={isLoading}>
          {t('staff.acceptTheInvitation')}
        </Button>
      </form>
    );
  }
  return (
    <main className="seller-login">
      <div className="seller-login__card">
        <Logo />
        <h1 className="seller-login__title">{t('staff.joinTheShopSTeam')}</h1>
        {body}
      </div>
    </main>
  );
}
