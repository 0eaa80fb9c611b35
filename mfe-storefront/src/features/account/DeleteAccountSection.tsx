import { useState, type FormEvent } from 'react';
import { Link, useNavigate } from '@greencart/shared-ui/router';
import { ERROR_CODES, FIELD_LIMITS } from '@greencart/contracts';
import { Button, TextField, accountFieldError, type FieldError } from '@greencart/shared-ui';
import { notify } from '../../lib/notices';
import { useAppDispatch } from '../../app/hooks';
import { rejectionToApiError } from '../../lib/apiErrors';
import { signedOut } from '../session/sessionSlice';
import { useDeleteAccountMutation } from './accountApi';
import { useStorefrontT } from '../../i18n/catalogue';

/**
 * "Leave for good": says what goes and what the shop keeps, asks for the password and a tick
 * that the shopper understands, then deletes the account and logs out. While orders are open
 * the server refuses, naming them: its words stay in the section, with the way to the orders.
 */
export function DeleteAccountSection() {
  const t = useStorefrontT();
  const dispatch = useAppDispatch();
  const navigate = useNavigate();
  const [remove, { isLoading }] = useDeleteAccountMutation();
  const [password, setPassword] = useState('');
  const [understood, setUnderstood] = useState(false);
  const [fieldError, setFieldError] = useState<FieldError | null>(null);
  const [openOrders, setOpenOrders] = useState<string | null>(null);

  const onSubmit = async (event: FormEvent) => {
    event.preventDefault();
    setOpenOrders(null);
    try {
      const answer = await remove({ password }).unwrap();
      dispatch(signedOut());
      navigate('/');
      notify.success(answer.message);
    } catch (rejection) {
      const error = rejectionToApiError(rejection);
      const onField = accountFieldError(error, 'password');
      if (onField) setFieldError({ ...onField, name: 'password' });
      else if (error.code === ERROR_CODES.OPEN_ORDERS) setOpenOrders(error.message);
      else notify.error(error.message);
    }
  };

  return (
    <section className="sf-account__section" aria-labelledby="sf-account-delete">
      <h2 id="sf-account-delete">{t('account.deleteTitle')}</h2>
      <p>{t('account.deleteExplained')}</p>
      <form className="sf-account__form" onSubmit={onSubmit}>
        <TextField
          label={t('account.yourPassword')}
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
          {t('account.understand')}
        </label>
        <Button type="submit" variant="danger" loading={isLoading}>
          {t('account.deleteTitle')}
        </Button>
      </form>
      {openOrders && (
        <div className="sf-account__panel">
          <p role="alert">{openOrders}</p>
          <Link to="/my-orders">{t('account.seeOrders')}</Link>
        </div>
      )}
    </section>
  );
}
