import { useState, type FormEvent } from 'react';
import { PHONE_CODE_LENGTH, PHONE_TEXTS, normalizeLkMobile } from '@greencart/contracts';
import { Button, TextField } from '@greencart/shared-ui';
import { notify } from '../../lib/notices';
import { SmsCodeField } from './SmsCodeField';
import { rejectionToApiError } from '../../lib/apiErrors';
import { knownMessage } from '../../lib/notices';
import { useStorefrontT } from '../../i18n/catalogue';
import {
  useRemovePhoneMutation,
  useSendPhoneCodeMutation,
  useVerifyPhoneMutation,
} from './notificationsApi';

/**
 * The account's mobile number: enter it, receive a code by SMS, enter the code. A verified
 * number stays until a new one is verified or it is removed (docs/NOTIFICATIONS.md).
 */
export function PhoneSection({ phone }: { phone: string | null }) {
  const t = useStorefrontT();
  const [editing, setEditing] = useState(false);
  const [number, setNumber] = useState('');
  const [sentTo, setSentTo] = useState<string | null>(null);
  const [code, setCode] = useState('');
  const [numberError, setNumberError] = useState<string | undefined>();
  const [codeError, setCodeError] = useState<string | undefined>();
  const [status, setStatus] = useState('');
  const [sendCode, sending] = useSendPhoneCodeMutation();
  const [verify, verifying] = useVerifyPhoneMutation();
  const [remove, removing] = useRemovePhoneMutation();

  const askForCode = async (event?: FormEvent) => {
    event?.preventDefault();
    if (!normalizeLkMobile(number)) {
      setNumberError(knownMessage(PHONE_TEXTS.invalid));
      return;
    }
    try {
      const answer = await sendCode({ phone: number }).unwrap();
      setSentTo(number);
      setCode('');
      setCodeError(undefined);
      setStatus(knownMessage(answer.message));
    } catch (rejection) {
      const error = rejectionToApiError(rejection);
      if (error.field === 'phone') setNumberError(error.message);
      else notify.error(error.message);
    }
  };

  const enterCode = async (event: FormEvent) => {
    event.preventDefault();
    if (!sentTo) return;
    if (!new RegExp(`^\\d{${PHONE_CODE_LENGTH}}$`).test(code)) {
      setCodeError(t('notifications.enterDigits', { count: PHONE_CODE_LENGTH }));
      return;
    }
    try {
      await verify({ phone: sentTo, code }).unwrap();
      notify.success(PHONE_TEXTS.verified);
      setSentTo(null);
      setEditing(false);
      setNumber('');
      setCode('');
      setStatus(knownMessage(PHONE_TEXTS.verified));
    } catch (rejection) {
      const error = rejectionToApiError(rejection);
      if (error.status === 400 || error.field === 'code') setCodeError(error.message);
      else notify.error(error.message);
    }
  };

  const removeNumber = async () => {
    try {
      notify.success((await remove().unwrap()).message);
      setStatus(knownMessage(PHONE_TEXTS.removed));
    } catch (rejection) {
      notify.error(rejectionToApiError(rejection).message);
    }
  };

  const showForm = !phone || editing;
  return (
    <section className="sf-account__section" aria-labelledby="sf-account-phone">
      <h2 id="sf-account-phone">{t('notifications.phoneTitle')}</h2>
      {phone ? (
        <div className="sf-account__panel">
          <p>
            {t('notifications.verified')} <strong>{phone}</strong>
          </p>
          {!editing ? (
            <div className="sf-notify__actions">
              <Button variant="secondary" onClick={() => setEditing(true)}>
                {t('notifications.changeNumber')}
              </Button>
              <Button
                variant="danger"
                loading={removing.isLoading}
                onClick={() => void removeNumber()}
              >
                {t('notifications.removeNumber')}
              </Button>
            </div>
          ) : null}
        </div>
      ) : (
        <p className="sf-notify__intro">{t('notifications.addNumber')}</p>
      )}
      {showForm ? (
        <form className="sf-account__form" onSubmit={(e) => void askForCode(e)} noValidate>
          <TextField
            label={phone ? t('notifications.newNumber') : t('notifications.phoneTitle')}
            name="phone"
            type="tel"
            inputMode="tel"
            autoComplete="tel-national"
            required
            maxLength={20}
            hint={t('notifications.numberHint')}
            error={numberError}
            value={number}
            onChange={(e) => {
              setNumber(e.target.value);
              setNumberError(undefined);
            }}
          />
          <div className="sf-notify__actions">
            <Button
              type="submit"
              variant={sentTo ? 'secondary' : 'primary'}
              loading={sending.isLoading}
            >
              {sentTo ? t('notifications.sendNewCode') : t('notifications.sendCode')}
            </Button>
            {editing ? (
              <Button
                variant="secondary"
                onClick={() => {
                  setEditing(false);
                  setSentTo(null);
                  setNumberError(undefined);
                }}
              >
                {t('notifications.cancel')}
              </Button>
            ) : null}
          </div>
        </form>
      ) : null}
      {sentTo ? (
        <form className="sf-account__form" onSubmit={(e) => void enterCode(e)} noValidate>
          <SmsCodeField
            code={code}
            error={codeError}
            onChange={(digits) => {
              setCode(digits);
              setCodeError(undefined);
            }}
          />
          <Button type="submit" loading={verifying.isLoading}>
            {t('notifications.verifyNumber')}
          </Button>
        </form>
      ) : null}
      <p className="gc-visually-hidden" role="status" aria-live="polite">
        {status}
      </p>
    </section>
  );
}
