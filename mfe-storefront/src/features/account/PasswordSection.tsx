import type { ChangePasswordRequest } from '@greencart/contracts';
import { ChangePasswordForm, notify } from '@greencart/shared-ui';
import { rejectionToApiError } from '../../lib/apiErrors';
import { useChangePasswordMutation } from './accountApi';

/** Change password (shared-ui's form): the current one, then the new one. Other devices log out. */
export function PasswordSection() {
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
      <h2 id="sf-account-password">Password</h2>
      <ChangePasswordForm
        onSubmit={submit}
        loading={isLoading}
        onOtherError={(error) => notify.error(error.message)}
      />
    </section>
  );
}
