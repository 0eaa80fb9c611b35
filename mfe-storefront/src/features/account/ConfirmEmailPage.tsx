import { useEffect, useState } from 'react';
import { useLocation, useNavigate } from '@greencart/shared-ui/router';
import { ACCOUNT_TEXTS, ERROR_CODES } from '@greencart/contracts';
import { Button } from '@greencart/shared-ui';
import { rejectionToApiError } from '../../lib/apiErrors';
import { useConfirmEmailMutation } from './accountApi';
import { fragmentToken } from './ResetPasswordPage';
import { useStorefrontT } from '../../i18n/catalogue';
import { AccentTitle } from '../../lib/AccentTitle';
import { knownMessage } from '../../lib/notices';
import './account.css';

/**
 * /confirm-email#token=…: the page the email-change link opens. The shopper confirms with a
 * button (a mail scanner fetching the link does not spend it); no session is needed.
 */
export function ConfirmEmailPage() {
  const t = useStorefrontT();
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
      <AccentTitle text={t('account.confirmEmailTitle')} />
      <div className="sf-account__panel">
        {outcome ? (
          <p role={outcome.ok ? 'status' : 'alert'}>{knownMessage(outcome.message)}</p>
        ) : (
          <>
            <p>{t('account.confirmEmailQuestion')}</p>
            <Button loading={isLoading} onClick={() => void onConfirm()}>
              {t('account.confirmEmail')}
            </Button>
          </>
        )}
      </div>
    </section>
  );
}
