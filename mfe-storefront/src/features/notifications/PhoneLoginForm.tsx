import { useEffect, useState, type FormEvent } from 'react';
import { useNavigate } from '@greencart/shared-ui/router';
import {
  ERROR_CODES,
  PHONE_CODE_LENGTH,
  PHONE_CODE_MINUTES,
  PHONE_CODE_TRIES,
  PHONE_RESEND_SECONDS,
  normalizeLkMobile,
} from '@greencart/contracts';
import { Button, TextField, notify, type ApiError } from '@greencart/shared-ui';
import { SmsCodeField } from './SmsCodeField';
import { useAppDispatch, useAppSelector } from '../../app/hooks';
import { useStorefrontT } from '../../i18n/catalogue';
import { rejectionToApiError } from '../../lib/apiErrors';
import { completeSignIn } from '../session/completeSignIn';
import { selectAuthReturnTo, switchAuthMode } from '../session/sessionSlice';
import { usePhoneLoginMutation, useSendLoginCodeMutation } from './notificationsApi';

/** A countdown in whole seconds: `start(n)` shows n, then one less each second down to 0. */
function useCountdown(): [number, (seconds: number) => void] {
  const [seconds, setSeconds] = useState(0);
  useEffect(() => {
    if (seconds <= 0) return;
    const timer = setTimeout(() => setSeconds((left) => left - 1), 1000);
    return () => clearTimeout(timer);
  }, [seconds]);
  return [seconds, setSeconds];
}

/**
 * "Log in with a code by SMS" inside the login modal: the verified number (local `07X XXX XXXX`
 * or `+94 …`, checked by the contracts' rule before sending), then the 6-digit code the SMS
 * brings. The first answer is the same whether or not the number has an account. A new code
 * can be asked for once {@link PHONE_RESEND_SECONDS} have passed (counted down on screen). The
 * API answers a wrong, used or expired code alike; after {@link PHONE_CODE_TRIES} wrong tries the
 * code no longer works, which the form says (it counts the tries itself: the API does not tell).
 */
export function PhoneLoginForm() {
  const dispatch = useAppDispatch();
  const navigate = useNavigate();
  const t = useStorefrontT();
  const returnTo = useAppSelector(selectAuthReturnTo);
  const [sendCode, sending] = useSendLoginCodeMutation();
  const [login, loggingIn] = usePhoneLoginMutation();
  const [phone, setPhone] = useState('');
  const [code, setCode] = useState('');
  const [sentTo, setSentTo] = useState<string | null>(null);
  const [wrongTries, setWrongTries] = useState(0);
  const [phoneError, setPhoneError] = useState<string | undefined>();
  const [codeError, setCodeError] = useState<string | undefined>();
  const [secondsLeft, startCountdown] = useCountdown();

  /** The words of a refusal the form knows; null for anything else (shown as the API says). */
  const refusalText = (error: ApiError): string | null => {
    if (error.code === ERROR_CODES.RATE_LIMITED) return t('auth.phone.rateLimited');
    if (error.code === ERROR_CODES.TOKEN_INVALID) return t('auth.phone.wrongCode');
    if (error.field === 'phone') return t('auth.phone.invalid');
    if (error.field === 'code') return t('auth.phone.codeDigits', { digits: PHONE_CODE_LENGTH });
    return null;
  };

  const askForCode = async (event: FormEvent) => {
    event.preventDefault();
    if (!normalizeLkMobile(phone)) {
      setPhoneError(t('auth.phone.invalid'));
      return;
    }
    if (sentTo && secondsLeft > 0) return;
    try {
      await sendCode({ phone }).unwrap();
      setSentTo(phone);
      startCountdown(PHONE_RESEND_SECONDS);
      setWrongTries(0);
      setCode('');
      setCodeError(undefined);
    } catch (rejection) {
      const error = rejectionToApiError(rejection);
      const words = refusalText(error);
      if (error.code === ERROR_CODES.RATE_LIMITED || error.field === 'phone')
        setPhoneError(words ?? error.message);
      else notify.error(words ?? error.message);
    }
  };

  const enterCode = async (event: FormEvent) => {
    event.preventDefault();
    if (!sentTo) return;
    if (wrongTries >= PHONE_CODE_TRIES) {
      setCodeError(t('auth.phone.tooManyTries'));
      return;
    }
    if (code.length !== PHONE_CODE_LENGTH) {
      setCodeError(t('auth.phone.codeDigits', { digits: PHONE_CODE_LENGTH }));
      return;
    }
    try {
      const user = await login({ phone: sentTo, code }).unwrap();
      // Navigate first: recording the user closes the modal and unmounts this form.
      navigate(returnTo);
      dispatch(completeSignIn(user));
    } catch (rejection) {
      const error = rejectionToApiError(rejection);
      if (error.code === ERROR_CODES.TOKEN_INVALID) {
        const tries = wrongTries + 1;
        setWrongTries(tries);
        setCodeError(
          t(tries >= PHONE_CODE_TRIES ? 'auth.phone.tooManyTries' : 'auth.phone.wrongCode'),
        );
      } else if (error.status === 400 || error.status === 429) {
        setCodeError(refusalText(error) ?? error.message);
      } else notify.error(refusalText(error) ?? error.message);
    }
  };

  const waiting = sentTo !== null && secondsLeft > 0;
  return (
    <div className="sf-auth__form">
      <form className="sf-auth__form" onSubmit={(e) => void askForCode(e)} noValidate>
        <TextField
          label={t('auth.phone.mobile')}
          name="phone"
          type="tel"
          inputMode="tel"
          autoComplete="tel-national"
          required
          maxLength={20}
          hint={t('auth.phone.mobileHint')}
          error={phoneError}
          value={phone}
          onChange={(e) => {
            setPhone(e.target.value);
            setPhoneError(undefined);
          }}
        />
        <Button
          type="submit"
          fullWidth
          variant={sentTo ? 'secondary' : 'primary'}
          loading={sending.isLoading}
          disabled={waiting}
          aria-describedby={waiting ? 'sf-phone-resend' : undefined}
        >
          {sentTo ? t('auth.phone.sendNewCode') : t('auth.phone.sendCode')}
        </Button>
        {waiting ? (
          <p id="sf-phone-resend" className="sf-auth__resend">
            {t('auth.phone.resendIn', { seconds: secondsLeft })}
          </p>
        ) : null}
      </form>
      <p role="status" className="sf-auth__sent">
        {sentTo ? t('auth.phone.sent') : ''}
      </p>
      {sentTo ? (
        <form className="sf-auth__form" onSubmit={(e) => void enterCode(e)} noValidate>
          <SmsCodeField
            code={code}
            error={codeError}
            label={t('auth.phone.code')}
            hint={t('auth.phone.codeHint', {
              digits: PHONE_CODE_LENGTH,
              minutes: PHONE_CODE_MINUTES,
            })}
            onChange={(digits) => {
              setCode(digits);
              setCodeError(undefined);
            }}
          />
          <Button type="submit" fullWidth loading={loggingIn.isLoading}>
            {t('auth.phone.logIn')}
          </Button>
        </form>
      ) : null}
      <p className="sf-auth__toggle">
        <button
          type="button"
          className="sf-link-button"
          onClick={() => dispatch(switchAuthMode('login'))}
        >
          {t('auth.phone.withEmail')}
        </button>
      </p>
    </div>
  );
}
