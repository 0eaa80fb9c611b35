import { act, render, screen } from '@testing-library/react';
import toast from 'react-hot-toast';
import { forgetToasts, notify } from './notify';
import { Toaster } from './Toaster';

/** react-hot-toast removes a dismissed toast from the DOM this long after its duration. */
const REMOVE_DELAY_MS = 1000;

function advance(ms: number) {
  // Step by step so the Toaster's effects (which schedule the dismissal) run in between.
  for (let elapsed = 0; elapsed < ms; elapsed += 100) {
    act(() => jest.advanceTimersByTime(100));
  }
}

describe('notify + Toaster', () => {
  beforeEach(() => jest.useFakeTimers());
  afterEach(() => {
    act(() => toast.remove());
    forgetToasts();
    jest.useRealTimers();
  });

  it('shows a success toast for 2 seconds', () => {
    render(<Toaster />);
    act(() => {
      notify.success('Added to Cart');
    });
    expect(screen.getByRole('status')).toHaveTextContent('Added to Cart');
    advance(1900);
    expect(screen.getByText('Added to Cart')).toBeInTheDocument();
    advance(200 + REMOVE_DELAY_MS);
    expect(screen.queryByText('Added to Cart')).not.toBeInTheDocument();
  });

  it('shows an error toast for 4 seconds', () => {
    render(<Toaster />);
    act(() => {
      notify.error('Invalid email or password');
    });
    advance(3900);
    expect(screen.getByText('Invalid email or password')).toBeInTheDocument();
    advance(200 + REMOVE_DELAY_MS);
    expect(screen.queryByText('Invalid email or password')).not.toBeInTheDocument();
  });

  it('merges a repeated toast into one with a count, and starts afresh once it has gone', () => {
    render(<Toaster />);
    act(() => {
      notify.success('Added to Cart');
      notify.success('Added to Cart');
      notify.success('Added to Cart');
    });
    expect(screen.getAllByRole('status')).toHaveLength(1);
    expect(screen.getByRole('status')).toHaveTextContent('Added to Cart (×3)');
    advance(2100 + REMOVE_DELAY_MS);
    act(() => {
      notify.success('Added to Cart');
    });
    expect(screen.getByRole('status')).toHaveTextContent(/^Added to Cart$/);
  });

  it('dismisses an error toast when the next attempt succeeds', () => {
    render(<Toaster />);
    act(() => {
      notify.error('Network error');
    });
    expect(screen.getByText('Network error')).toBeInTheDocument();
    act(() => {
      notify.success('Added to Cart');
    });
    advance(REMOVE_DELAY_MS + 100);
    expect(screen.queryByText('Network error')).not.toBeInTheDocument();
    expect(screen.getByText('Added to Cart')).toBeInTheDocument();
  });
});
