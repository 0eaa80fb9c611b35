import { useState } from 'react';
import type { ChangeStaffPasswordRequest } from '@greencart/contracts';
import {
  Button,
  CLIENT_ERROR_CODES,
  ChangePasswordForm,
  SessionList,
  Spinner,
  errorMessage,
  isApiError,
  notify,
  type ApiError,
} from '@greencart/shared-ui';
import { LoadFailed } from '../../common/LoadFailed';
import {
  useChangeOwnPasswordMutation,
  useEndOwnSessionMutation,
  useGetOwnSessionsQuery,
} from './accountApi';
import './account.css';
import { useSellerT } from '../../i18n/catalogue';

/**
 * /seller/account, for every staff member whatever their role (docs/STAFF.md): change one's
 * own password and see and end one's own sessions. The form and the list are shared-ui's, the
 * same the shopper's account page uses.
 */
export function AccountPage() {
  const t = useSellerT();
  return (
    <section className="seller-account" aria-labelledby="seller-account-title">
      <h1 id="seller-account-title" className="seller-page-title">
        {t('account.myAccount')}
      </h1>
      <PasswordSection />
      <SessionsSection />
    </section>
  );
}

/** The RTK Query error of a mutation as the form's {@link ApiError}. */
function asApiError(error: unknown): ApiError {
  return isApiError(error)
    ? error
    : { code: CLIENT_ERROR_CODES.UNKNOWN, message: errorMessage(error) };
}

/**
 * The password form. On success the server's words ("… your other sessions have ended") stay
 * under the form, in a status region screen readers announce; refusals are the form's to show.
 */
function PasswordSection() {
  const t = useSellerT();
  const [change, { isLoading }] = useChangeOwnPasswordMutation();
  const [done, setDone] = useState('');

  async function submit(request: ChangeStaffPasswordRequest): Promise<ApiError | null> {
    setDone('');
    const result = await change(request);
    if (result.error) return asApiError(result.error);
    setDone(result.data.message);
    return null;
  }

  return (
    <section className="seller-account__section" aria-labelledby="seller-account-password">
      <h2 id="seller-account-password" className="seller-account__heading">
        {t('account.password')}
      </h2>
      <ChangePasswordForm onSubmit={submit} loading={isLoading} />
      <p role="status" className="seller-account__done">
        {done}
      </p>
    </section>
  );
}

/**
 * Where this account is logged in. Each other session can be ended on its own, or all of them
 * at once (the API ends one at a time: `DELETE /api/seller/me/sessions/:id`, so "all others"
 * ends each in turn and stops at the first refusal, which the toast reports).
 */
function SessionsSection() {
  const t = useSellerT();
  const { data: sessions, isLoading, isError, refetch } = useGetOwnSessionsQuery();
  const [endSession, ending] = useEndOwnSessionMutation();
  const [endingOthers, setEndingOthers] = useState(false);
  const others = (sessions ?? []).filter((session) => !session.current);

  async function end(id: string) {
    const result = await endSession(id);
    if (!result.error) notify.success(result.data.message);
  }

  async function endOthers() {
    setEndingOthers(true);
    try {
      for (const session of others) {
        if ((await endSession(session.id)).error) return;
      }
      notify.success(t('account.otherSessionsEnded'));
    } finally {
      setEndingOthers(false);
    }
  }

  let content;
  if (isLoading) content = <Spinner label={t('account.loadingYourSessions')} />;
  else if (isError)
    content = <LoadFailed what={t('account.yourSessions')} onRetry={() => void refetch()} />;
  else
    content = (
      <>
        <SessionList
          sessions={sessions ?? []}
          onEnd={(id) => void end(id)}
          endingId={ending.isLoading && !endingOthers ? ending.originalArgs : null}
        />
        {others.length > 0 ? (
          <Button
            variant="secondary"
            loading={endingOthers}
            disabled={ending.isLoading}
            onClick={() => void endOthers()}
          >
            {t('account.logOutAllOtherSessions')}
          </Button>
        ) : (
          <p className="seller-account__note">{t('account.youAreLoggedInOnly')}</p>
        )}
      </>
    );

  return (
    <section className="seller-account__section" aria-labelledby="seller-account-sessions">
      <h2 id="seller-account-sessions" className="seller-account__heading">
        {t('account.whereYouAreLoggedIn')}
      </h2>
      {content}
    </section>
  );
}
