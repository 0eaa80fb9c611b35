import { useState, type FormEvent } from 'react';
import { FIELD_LIMITS, type ChangePasswordRequest } from '@greencart/contracts';
import { accountFieldError } from '../../api/accountFieldError';
import type { ApiError } from '../../api/apiError';
import type { FieldError } from '../../api/fieldErrors';
import { Button } from '../Button/Button';
import { TextField } from '../TextField/TextField';
import { classNames } from '../Field/classNames';
import './ChangePasswordForm.css';

/** Props of {@link ChangePasswordForm}. */
export interface ChangePasswordFormProps {
  /**
   * Sends the change; resolves to the server's refusal, or null when the password changed
   * (the caller says so: a toast, a note on the page). The fields are emptied on success.
   */
  onSubmit: (request: ChangePasswordRequest) => Promise<ApiError | null>;
  /** The request is on its way. */
  loading?: boolean;
  /**
   * A refusal that names no field (too many attempts, a server failure). Without it the form
   * shows the server's message above its button.
   */
  onOtherError?: (error: ApiError) => void;
  /** The form's words in the page's language (English by default). */
  labels?: Partial<Record<'current' | 'next' | 'hint' | 'show' | 'submit', string>>;
  className?: string;
}

/**
 * Change one's own password: the current one, then the new one (the registration rules),
 * with a "show passwords" switch. A wrong current password or a refused new one is shown next
 * to its field in the server's words. The shopper's account page and the staff member's
 * (seller portal) both use it; the API ends the account's other sessions on success.
 */
export function ChangePasswordForm({
  onSubmit,
  loading,
  onOtherError,
  labels = {},
  className,
}: ChangePasswordFormProps) {
  const [currentPassword, setCurrent] = useState('');
  const [newPassword, setNew] = useState('');
  const [show, setShow] = useState(false);
  const [fieldError, setFieldError] = useState<FieldError | null>(null);
  const [otherError, setOtherError] = useState<string | null>(null);
  const errorFor = (field: string) => (fieldError?.name === field ? fieldError.message : undefined);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setFieldError(null);
    setOtherError(null);
    const error = await onSubmit({ currentPassword, newPassword });
    if (!error) {
      setCurrent('');
      setNew('');
      return;
    }
    const onField = accountFieldError(error, 'newPassword');
    if (onField) setFieldError(onField);
    else if (onOtherError) onOtherError(error);
    else setOtherError(error.message);
  };
  const edited = () => {
    setFieldError(null);
    setOtherError(null);
  };

  return (
    <form className={classNames('gc-password-form', className)} onSubmit={submit}>
      <TextField
        label={labels.current ?? 'Current password'}
        name="currentPassword"
        type={show ? 'text' : 'password'}
        autoComplete="current-password"
        required
        maxLength={FIELD_LIMITS.passwordMax}
        error={errorFor('currentPassword')}
        value={currentPassword}
        onChange={(e) => {
          setCurrent(e.target.value);
          edited();
        }}
      />
      <TextField
        label={labels.next ?? 'New password'}
        name="newPassword"
        type={show ? 'text' : 'password'}
        autoComplete="new-password"
        required
        minLength={FIELD_LIMITS.passwordMin}
        maxLength={FIELD_LIMITS.passwordMax}
        hint={labels.hint ?? `At least ${FIELD_LIMITS.passwordMin} characters`}
        error={errorFor('newPassword')}
        value={newPassword}
        onChange={(e) => {
          setNew(e.target.value);
          edited();
        }}
      />
      <label className="gc-password-form__check">
        <input type="checkbox" checked={show} onChange={(e) => setShow(e.target.checked)} />{' '}
        {labels.show ?? 'Show passwords'}
      </label>
      {otherError ? (
        <p role="alert" className="gc-password-form__error">
          {otherError}
        </p>
      ) : null}
      <Button type="submit" loading={loading}>
        {labels.submit ?? 'Change password'}
      </Button>
    </form>
  );
}
