import { useState } from 'react';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Modal } from './Modal';

function LoginDemo() {
  const [open, setOpen] = useState(false);
  return (
    <>
      <button type="button" onClick={() => setOpen(true)}>
        Login
      </button>
      <Modal open={open} onClose={() => setOpen(false)} title="User Login">
        <label>
          Email <input type="email" />
        </label>
        <button type="submit">Sign in</button>
      </Modal>
    </>
  );
}

describe('Modal', () => {
  it('is a modal dialog named by its title', async () => {
    render(<LoginDemo />);
    await userEvent.click(screen.getByRole('button', { name: 'Login' }));
    const dialog = screen.getByRole('dialog', { name: 'User Login' });
    expect(dialog).toHaveAttribute('aria-modal', 'true');
  });

  it('moves focus in, traps Tab inside, and returns focus on Esc', async () => {
    const user = userEvent.setup();
    render(<LoginDemo />);
    const opener = screen.getByRole('button', { name: 'Login' });
    await user.click(opener);

    const close = screen.getByRole('button', { name: 'Close' });
    const email = screen.getByRole('textbox', { name: 'Email' });
    const submit = screen.getByRole('button', { name: 'Sign in' });
    expect(close).toHaveFocus();

    await user.tab();
    expect(email).toHaveFocus();
    await user.tab();
    expect(submit).toHaveFocus();
    await user.tab();
    expect(close).toHaveFocus();
    await user.tab({ shift: true });
    expect(submit).toHaveFocus();

    await user.keyboard('{Escape}');
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(opener).toHaveFocus();
  });

  it('closes on a click on the overlay but not on a click inside', async () => {
    const user = userEvent.setup();
    render(<LoginDemo />);
    await user.click(screen.getByRole('button', { name: 'Login' }));

    await user.click(screen.getByRole('textbox', { name: 'Email' }));
    expect(screen.getByRole('dialog')).toBeInTheDocument();

    await user.click(screen.getByTestId('gc-modal-overlay'));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it('focuses the requested element first', async () => {
    function WithInitialFocus() {
      const [input, setInput] = useState<HTMLInputElement | null>(null);
      return (
        <Modal open onClose={() => undefined} title="Search" initialFocusRef={{ current: input }}>
          <button type="button">First</button>
          <input ref={setInput} aria-label="Query" />
        </Modal>
      );
    }
    render(<WithInitialFocus />);
    expect(await screen.findByRole('textbox', { name: 'Query' })).toHaveFocus();
  });
});
