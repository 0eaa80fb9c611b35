import { useState, type FormEvent } from 'react';
import { FIELD_LIMITS, type User } from '@greencart/contracts';
import { Button, TextField, accountFieldError, type FieldError } from '@greencart/shared-ui';
import { notify } from '../../lib/notices';
import { useAppDispatch } from '../../app/hooks';
import { rejectionToApiError } from '../../lib/apiErrors';
import { profileChanged } from '../session/sessionSlice';
import { useUpdateProfileMutation } from './accountApi';
import { useStorefrontT } from '../../i18n/catalogue';

/**
 * Name and email. A new name is saved at once; a new email only once the shopper opens the
 * link sent to it, which the section says until then.
 */
export function ProfileSection({ user }: { user: User }) {
  const t = useStorefrontT();
  const dispatch = useAppDispatch();
  const [update, { isLoading }] = useUpdateProfileMutation();
  const [name, setName] = useState(user.name);
  const [email, setEmail] = useState(user.email);
  const [fieldError, setFieldError] = useState<FieldError | null>(null);
  const [pending, setPending] = useState<string | null>(null);
  const errorFor = (field: string) => (fieldError?.name === field ? fieldError.message : undefined);

  const onSubmit = async (event: FormEvent) => {
    event.preventDefault();
    try {
      const changes = {
        ...(name.trim() !== user.name ? { name } : {}),
        ...(email.trim().toLowerCase() !== user.email ? { email } : {}),
      };
      const answer = await update(changes).unwrap();
      dispatch(profileChanged({ name: answer.user.name }));
      setPending(answer.pendingEmail ?? null);
      setEmail(answer.user.email);
      notify.success(answer.message);
    } catch (rejection) {
      const error = rejectionToApiError(rejection);
      const onField = accountFieldError(error, 'name');
      if (onField) setFieldError(onField);
      else notify.error(error.message);
    }
  };

  return (
    <section className="sf-account__section" aria-labelledby="sf-account-profile">
      <h2 id="sf-account-profile">{t('account.profile')}</h2>
      <form className="sf-account__form" onSubmit={onSubmit}>
        <TextField
          label={t('account.name')}
          name="name"
          autoComplete="name"
          required
          maxLength={FIELD_LIMITS.personName}
          error={errorFor('name')}
          value={name}
          onChange={(e) => {
            setName(e.target.value);
            setFieldError(null);
          }}
        />
        <TextField
          label={t('account.email')}
          name="email"
          type="email"
          autoComplete="email"
          required
          maxLength={FIELD_LIMITS.email}
          hint={t('account.emailHint')}
          error={errorFor('email')}
          value={email}
          onChange={(e) => {
            setEmail(e.target.value);
            setFieldError(null);
          }}
        />
        {pending ? (
          <p className="sf-account__pending">{t('account.pendingEmail', { email: pending })}</p>
        ) : null}
        <Button type="submit" loading={isLoading}>
          {t('account.saveProfile')}
        </Button>
      </form>
    </section>
  );
}
