import { useState, type FormEvent } from 'react';
import { FIELD_LIMITS, type StaffRole } from '@greencart/contracts';
import {
  Button,
  SelectField,
  TextField,
  errorMessage,
  isApiError,
  notify,
} from '@greencart/shared-ui';
import { roleOptions } from './roleOptions';
import { useInviteStaffMutation } from './staffApi';
import { useSellerT } from '../../i18n/catalogue';

/**
 * The owner invites a person: email, name and role. The server makes a pending account and
 * emails a one-time link (48 hours); a refusal is shown beside the field it names.
 */
export function InviteStaffForm() {
  const t = useSellerT();
  const [invite, { isLoading }] = useInviteStaffMutation();
  const [email, setEmail] = useState('');
  const [name, setName] = useState('');
  const [role, setRole] = useState<StaffRole>('packer');
  const [errors, setErrors] = useState<{ email?: string; name?: string; form?: string }>({});

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const found = {
      email: email.trim() === '' ? t('staff.enterEmailToInvite') : undefined,
      name: name.trim() === '' ? t('staff.enterTheirName') : undefined,
    };
    if (found.email || found.name) {
      setErrors(found);
      return;
    }
    setErrors({});
    const result = await invite({ email: email.trim(), name: name.trim(), role });
    if (result.error) {
      const field = isApiError(result.error) ? result.error.field : undefined;
      const message = errorMessage(result.error);
      if (field === 'email' || field === 'name') setErrors({ [field]: message });
      else setErrors({ form: message });
      return;
    }
    notify.success(result.data.message);
    setEmail('');
    setName('');
    setRole('packer');
  }

  return (
    <form
      className="seller-staff__invite"
      onSubmit={submit}
      aria-labelledby="staff-invite-title"
      noValidate
    >
      <h2 id="staff-invite-title" className="seller-staff__subtitle">
        {t('staff.inviteSomeone')}
      </h2>
      <TextField
        label={t('staff.email')}
        type="email"
        name="email"
        autoComplete="off"
        maxLength={FIELD_LIMITS.email}
        required
        value={email}
        error={errors.email}
        onChange={(event) => setEmail(event.target.value)}
      />
      <TextField
        label={t('staff.name')}
        name="name"
        autoComplete="off"
        maxLength={FIELD_LIMITS.personName}
        required
        value={name}
        error={errors.name}
        onChange={(event) => setName(event.target.value)}
      />
      <SelectField
        label={t('staff.role')}
        name="role"
        options={roleOptions(t)}
        value={role}
        onChange={(event) => setRole(event.target.value as StaffRole)}
      />
      {errors.form ? (
        <p className="seller-staff__alert" role="alert">
          {errors.form}
        </p>
      ) : null}
      <Button type="submit" loading={isLoading}>
        {t('staff.sendInvitation')}
      </Button>
    </form>
  );
}
