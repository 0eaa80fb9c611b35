import { act, render, screen } from '@testing-library/react';
import { NEAR_VIEWPORT_MARGIN, useNearViewport } from './useNearViewport';

type Callback = (entries: Array<{ isIntersecting: boolean }>) => void;

function Probe({ enabled = true }: { enabled?: boolean }) {
  const [ref, near] = useNearViewport<HTMLDivElement>(enabled);
  return <div ref={ref}>{near ? 'near' : 'far'}</div>;
}

describe('useNearViewport', () => {
  const observers: Array<{ callback: Callback; options: IntersectionObserverInit }> = [];
  beforeEach(() => {
    observers.length = 0;
    (globalThis as { IntersectionObserver?: unknown }).IntersectionObserver = class {
      constructor(callback: Callback, options: IntersectionObserverInit) {
        observers.push({ callback, options });
      }
      observe() {}
      disconnect() {}
    };
  });
  afterEach(() => {
    delete (globalThis as { IntersectionObserver?: unknown }).IntersectionObserver;
  });

  it('is false until the element comes near the viewport, then stays true', () => {
    render(<Probe />);
    expect(screen.getByText('far')).toBeInTheDocument();
    expect(observers[0].options.rootMargin).toBe(NEAR_VIEWPORT_MARGIN);
    act(() => observers[0].callback([{ isIntersecting: false }]));
    expect(screen.getByText('far')).toBeInTheDocument();
    act(() => observers[0].callback([{ isIntersecting: true }]));
    expect(screen.getByText('near')).toBeInTheDocument();
  });

  it('is true at once when disabled (an above-the-fold image) or without IntersectionObserver', () => {
    render(<Probe enabled={false} />);
    expect(screen.getByText('near')).toBeInTheDocument();
    expect(observers).toHaveLength(0);
  });
});
