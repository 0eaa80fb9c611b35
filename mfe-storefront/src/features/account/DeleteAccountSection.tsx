import { useState, type FormEvent } from 'react';
import { useNavigate } from '@greencart/shared-ui/router';
import { FIELD_LIMITS } from '@greencart/contracts';
import {
  Button,
  TextField,
  accountFieldError,
  notify,
  type FieldError,
} from '@greencart/shared-ui';
import { useAppDispatch } from '../../app/hooks';
import { rejectionToApiError } from '../../lib/apiErrors';
import { signedOut } from '../session/sessionSlice';
import { useDeleteAccountMutation } from './accountApi';

/**
 * "Leave for good": says what goes and what the shop keeps, asks for the password and a tick
 * that the shopper understands, then deletes the account and logs out.
 */
export function DeleteAccountSection() {
  const dispatch = useAppDispatch();
  const navigate = useNavigate();
  const [remove, { isLoading }] = useDeleteAccountMutation();
  const [password, setPassword] = useState('');
  const [understood, setUnderstood] = useState(false);
  const [fieldError, setFieldError] = useState<FieldError | null>(null);

  const onSubmit = async (event: FormEvent) => {
    event.preventDefault();
    try {
      const answer = await remove({ password }).unwrap();
      dispatch(signedOut());
      navigate('/');
      notify.success(answer.message);
    } catch (rejection) {
      const error = rejectionToApiError(rejection);
      const onField = accountFieldError(error, 'password');
      if (onField) setFieldError({ ...onField, name: 'password' });
      else notify.error(error.message);
    }
  };

  return (
    <section className="sf-account__section" aria-labelledby="sf-account-delete">
      <h2 id="sf-account-delete">Delete my account</h2>
      <p>
        This removes your name, email, password, addresses, cart, back-in-stock requests and emails
        waiting to be sent, and logs you out everywhere. Your past orders stay in the shop&apos;s
        books without your name or contact details (only the town, postcode and country they went
        to). You can register again with the same email later.
      </p>
      <form className="sf-account__form" onSubmit={onSubmit}>
        <TextField
          label="Your password"
          name="password"
          type="password"
          autoComplete="current-password"
          required
          maxLength={FIELD_LIMITS.passwordMax}
          error={fieldError?.message}
          value={password}
          onChange={(e) => {
            setPassword(e.target.value);
            setFieldError(null);
          }}
        />
        <label className="sf-account__check">
          <input
            type="checkbox"
            required
            checked={understood}
            onChange={(e) => setUnderstood(e.target.checked)}
          />{' '}
          I understand this cannot be undone
        </label>
        <Button type="submit" variant="danger" loading={isLoading}>
          Delete my account
        </Button>
      </form>
    </section>
  );
}
