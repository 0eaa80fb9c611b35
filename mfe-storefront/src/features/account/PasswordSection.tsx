import { FIELD_LIMITS, type ChangePasswordRequest } from '@greencart/contracts';
import { ChangePasswordForm } from '@greencart/shared-ui';
import { notify } from '../../lib/notices';
import { rejectionToApiError } from '../../lib/apiErrors';
import { useChangePasswordMutation } from './accountApi';
import { useStorefrontT } from '../../i18n/catalogue';

/** Change password (shared-ui's form): the current one, then the new one. Other devices log out. */
export function PasswordSection() {
  const t = useStorefrontT();
  const [change, { isLoading }] = useChangePasswordMutation();

  const submit = async (request: ChangePasswordRequest) => {
    try {
      notify.success((await change(request).unwrap()).message);
      return null;
    } catch (rejection) {
      return rejectionToApiError(rejection);
    }
  };

  return (
    <section className="sf-account__section" aria-labelledby="sf-account-password">
      <h2 id="sf-account-password">{t('account.password')}</h2>
      <ChangePasswordForm
        onSubmit={submit}
        loading={isLoading}
        labels={{
          current: t('account.currentPassword'),
          next: t('account.newPassword'),
          hint: t('account.passwordHint', { count: FIELD_LIMITS.passwordMin }),
          show: t('account.showPassword'),
          submit: t('account.changePassword'),
        }}
        onOtherError={(error) => notify.error(error.message)}
      />
    </section>
  );
}
