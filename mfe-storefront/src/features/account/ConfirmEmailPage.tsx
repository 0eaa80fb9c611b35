import { useEffect, useState } from 'react';
import { useLocation, useNavigate } from '@greencart/shared-ui/router';
import { ACCOUNT_TEXTS, ERROR_CODES } from '@greencart/contracts';
import { Button } from '@greencart/shared-ui';
import { rejectionToApiError } from '../../lib/apiErrors';
import { useConfirmEmailMutation } from './accountApi';
import { fragmentToken } from './ResetPasswordPage';
import './account.css';

/**
 * /confirm-email#token=…: the page the email-change link opens. The shopper confirms with a
 * button (a mail scanner fetching the link does not spend it); no session is needed.
 */
export function ConfirmEmailPage() {
  const navigate = useNavigate();
  const { hash, pathname } = useLocation();
  const [token] = useState(() => fragmentToken(hash));
  const [confirm, { isLoading }] = useConfirmEmailMutation();
  const [outcome, setOutcome] = useState<{ ok: boolean; message: string } | null>(
    token ? null : { ok: false, message: ACCOUNT_TEXTS.tokenInvalid },
  );

  useEffect(() => {
    if (hash) navigate(pathname, { replace: true });
  }, [hash, pathname, navigate]);

  const onConfirm = async () => {
    try {
      const answer = await confirm({ token }).unwrap();
      setOutcome({ ok: true, message: answer.message });
    } catch (rejection) {
      const error = rejectionToApiError(rejection);
      setOutcome({
        ok: false,
        message:
          error.code === ERROR_CODES.TOKEN_INVALID ? ACCOUNT_TEXTS.tokenInvalid : error.message,
      });
    }
  };

  return (
    <section className="sf-page sf-account-page">
      <h1 className="sf-page__title">
        Confirm your <span className="sf-accent">email</span>
      </h1>
      <div className="sf-account__panel">
        {outcome ? (
          <p role={outcome.ok ? 'status' : 'alert'}>{outcome.message}</p>
        ) : (
          <>
            <p>Use this address for your GreenCart account from now on?</p>
            <Button loading={isLoading} onClick={() => void onConfirm()}>
              Confirm my new email
            </Button>
          </>
        )}
      </div>
    </section>
  );
}
