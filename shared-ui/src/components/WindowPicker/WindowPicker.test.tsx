import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { WindowPicker } from './WindowPicker';

const WINDOWS = [
  { value: 's2', label: 'Thu 26 Nov, 10:00–12:00' },
  { value: 's3', label: 'Thu 26 Nov, 12:00–14:00' },
];

function renderPicker() {
  const onPick = jest.fn();
  const onKeep = jest.fn();
  render(
    <WindowPicker
      label="New window"
      placeholder="Choose a window"
      windows={WINDOWS}
      submitLabel="Move the order"
      keepLabel="Keep this window"
      onPick={onPick}
      onKeep={onKeep}
    />,
  );
  return { onPick, onKeep, user: userEvent.setup() };
}

describe('WindowPicker', () => {
  it('sends the chosen window only once one is chosen', async () => {
    const { onPick, user } = renderPicker();
    const submit = screen.getByRole('button', { name: 'Move the order' });
    expect(submit).toBeDisabled();

    await user.selectOptions(screen.getByRole('combobox', { name: /New window/ }), 's3');
    expect(submit).toBeEnabled();
    await user.click(submit);
    expect(onPick).toHaveBeenCalledWith('s3');
  });

  it('keeps the window without sending anything', async () => {
    const { onPick, onKeep, user } = renderPicker();
    await user.click(screen.getByRole('button', { name: 'Keep this window' }));
    expect(onKeep).toHaveBeenCalledTimes(1);
    expect(onPick).not.toHaveBeenCalled();
  });
});
