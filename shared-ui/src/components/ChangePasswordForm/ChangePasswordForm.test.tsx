import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { ERROR_CODES, type ChangePasswordRequest } from '@greencart/contracts';
import type { ApiError } from '../../api/apiError';
import { ChangePasswordForm } from './ChangePasswordForm';

async function fillAndSend(answer: ApiError | null, onOtherError?: (error: ApiError) => void) {
  const sent: ChangePasswordRequest[] = [];
  const user = userEvent.setup();
  render(
    <ChangePasswordForm
      onSubmit={async (request) => {
        sent.push(request);
        return answer;
      }}
      onOtherError={onOtherError}
    />,
  );
  await user.type(screen.getByLabelText(/^Current password/), 'correct horse battery');
  await user.type(screen.getByLabelText(/^New password/), 'password1');
  await user.click(screen.getByRole('button', { name: 'Change password' }));
  return { sent, user };
}

describe('ChangePasswordForm', () => {
  it('sends both passwords and empties the fields once changed', async () => {
    const { sent } = await fillAndSend(null);
    expect(sent).toEqual([{ currentPassword: 'correct horse battery', newPassword: 'password1' }]);
    expect(screen.getByLabelText(/^Current password/)).toHaveValue('');
    expect(screen.getByLabelText(/^New password/)).toHaveValue('');
  });

  it('shows a refused new password next to it, in the server’s words, and keeps the fields', async () => {
    const message = 'This password is too common. Choose another one.';
    await fillAndSend({ status: 400, code: ERROR_CODES.WEAK_PASSWORD, message });
    const next = screen.getByLabelText(/^New password/);
    expect(next).toHaveAccessibleDescription(expect.stringContaining(message));
    expect(next).toHaveValue('password1');
    // Only the field's own error, nothing above the button.
    expect(screen.getAllByRole('alert')).toHaveLength(1);
  });

  const tooMany: ApiError = { status: 429, code: 'COMMON.RATE_LIMITED', message: 'Too many' };

  it('gives a refusal that names no field to onOtherError when there is one', async () => {
    const seen: ApiError[] = [];
    await fillAndSend(tooMany, (error) => seen.push(error));
    expect(seen).toEqual([tooMany]);
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });

  it('else shows it above the button', async () => {
    await fillAndSend(tooMany);
    expect(screen.getByRole('alert')).toHaveTextContent('Too many');
  });

  it('shows the passwords on request', async () => {
    const { user } = await fillAndSend(null);
    await user.click(screen.getByRole('checkbox', { name: 'Show passwords' }));
    expect(screen.getByLabelText(/^New password/)).toHaveAttribute('type', 'text');
  });
});
