import { useState, type FormEvent } from 'react';
import { useNavigate } from '@greencart/shared-ui/router';
import { PHONE_TEXTS, normalizeLkMobile } from '@greencart/contracts';
import { Button, TextField, notify } from '@greencart/shared-ui';
import { SmsCodeField } from './SmsCodeField';
import { useAppDispatch, useAppSelector } from '../../app/hooks';
import { rejectionToApiError } from '../../lib/apiErrors';
import { completeSignIn } from '../session/completeSignIn';
import { selectAuthReturnTo, switchAuthMode } from '../session/sessionSlice';
import { usePhoneLoginMutation, useSendLoginCodeMutation } from './notificationsApi';

/**
 * "Log in with a code by SMS" inside the login modal: the verified number, then the code the
 * SMS brings. The first answer is the same whether or not the number has an account.
 */
export function PhoneLoginForm() {
  const dispatch = useAppDispatch();
  const navigate = useNavigate();
  const returnTo = useAppSelector(selectAuthReturnTo);
  const [sendCode, sending] = useSendLoginCodeMutation();
  const [login, loggingIn] = usePhoneLoginMutation();
  const [phone, setPhone] = useState('');
  const [code, setCode] = useState('');
  const [sentTo, setSentTo] = useState<string | null>(null);
  const [status, setStatus] = useState('');
  const [phoneError, setPhoneError] = useState<string | undefined>();
  const [codeError, setCodeError] = useState<string | undefined>();

  const askForCode = async (event: FormEvent) => {
    event.preventDefault();
    if (!normalizeLkMobile(phone)) {
      setPhoneError(PHONE_TEXTS.invalid);
      return;
    }
    try {
      setStatus((await sendCode({ phone }).unwrap()).message);
      setSentTo(phone);
    } catch (rejection) {
      const error = rejectionToApiError(rejection);
      if (error.field === 'phone') setPhoneError(error.message);
      else notify.error(error.message);
    }
  };

  const enterCode = async (event: FormEvent) => {
    event.preventDefault();
    if (!sentTo) return;
    try {
      const user = await login({ phone: sentTo, code }).unwrap();
      // Navigate first: recording the user closes the modal and unmounts this form.
      navigate(returnTo);
      dispatch(completeSignIn(user));
    } catch (rejection) {
      const error = rejectionToApiError(rejection);
      if (error.status === 400) setCodeError(error.message);
      else notify.error(error.message);
    }
  };

  return (
    <div className="sf-auth__form">
      <form className="sf-auth__form" onSubmit={(e) => void askForCode(e)} noValidate>
        <TextField
          label="Mobile number"
          name="phone"
          type="tel"
          inputMode="tel"
          autoComplete="tel-national"
          required
          maxLength={20}
          hint="The number verified on your account, like 077 123 4567"
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
        >
          {sentTo ? 'Send a new code' : 'Send code'}
        </Button>
      </form>
      <p role="status" className="sf-auth__sent">
        {status}
      </p>
      {sentTo ? (
        <form className="sf-auth__form" onSubmit={(e) => void enterCode(e)} noValidate>
          <SmsCodeField
            code={code}
            error={codeError}
            onChange={(digits) => {
              setCode(digits);
              setCodeError(undefined);
            }}
          />
          <Button type="submit" fullWidth loading={loggingIn.isLoading}>
            Log in
          </Button>
        </form>
      ) : null}
      <p className="sf-auth__toggle">
        <button
          type="button"
          className="sf-link-button"
          onClick={() => dispatch(switchAuthMode('login'))}
        >
          Log in with email and password
        </button>
      </p>
    </div>
  );
}
