import { useState, type FormEvent } from 'react';
import { FIELD_LIMITS } from '@greencart/contracts';
import { Button, TextField, notify, type FieldError } from '@greencart/shared-ui';
import { rejectionToApiError } from '../../lib/apiErrors';
import { PASSWORD_HINT } from '../session/AuthModal';
import { useChangePasswordMutation } from './accountApi';
import { accountFieldError } from './formErrors';

/** Change password: the current one, then the new one (registration rules). Other devices log out. */
export function PasswordSection() {
  const [change, { isLoading }] = useChangePasswordMutation();
  const [currentPassword, setCurrent] = useState('');
  const [newPassword, setNew] = useState('');
  const [show, setShow] = useState(false);
  const [fieldError, setFieldError] = useState<FieldError | null>(null);
  const errorFor = (field: string) => (fieldError?.name === field ? fieldError.message : undefined);

  const onSubmit = async (event: FormEvent) => {
    event.preventDefault();
    try {
      const answer = await change({ currentPassword, newPassword }).unwrap();
      setCurrent('');
      setNew('');
      notify.success(answer.message);
    } catch (rejection) {
      const error = rejectionToApiError(rejection);
      const onField = accountFieldError(error, 'newPassword');
      if (onField) setFieldError(onField);
      else notify.error(error.message);
    }
  };

  return (
    <section className="sf-account__section" aria-labelledby="sf-account-password">
      <h2 id="sf-account-password">Password</h2>
      <form className="sf-account__form" onSubmit={onSubmit}>
        <TextField
          label="Current password"
          name="currentPassword"
          type={show ? 'text' : 'password'}
          autoComplete="current-password"
          required
          maxLength={FIELD_LIMITS.passwordMax}
          error={errorFor('currentPassword')}
          value={currentPassword}
          onChange={(e) => {
            setCurrent(e.target.value);
            setFieldError(null);
          }}
        />
        <TextField
          label="New password"
          name="newPassword"
          type={show ? 'text' : 'password'}
          autoComplete="new-password"
          required
          minLength={FIELD_LIMITS.passwordMin}
          maxLength={FIELD_LIMITS.passwordMax}
          hint={PASSWORD_HINT}
          error={errorFor('newPassword')}
          value={newPassword}
          onChange={(e) => {
            setNew(e.target.value);
            setFieldError(null);
          }}
        />
        <label className="sf-account__check">
          <input type="checkbox" checked={show} onChange={(e) => setShow(e.target.checked)} /> Show
          passwords
        </label>
        <Button type="submit" loading={isLoading}>
          Change password
        </Button>
      </form>
    </section>
  );
}
