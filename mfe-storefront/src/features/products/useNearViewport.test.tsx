import { act, render, screen } from '@testing-library/react';
import { NEAR_VIEWPORT_MARGIN, useNearViewport } from './useNearViewport';
import { LandingPainted, useWebFontAfter } from '../../app/startup/landingPaint';

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

  it('starts watching only once the landing page has painted (the web font waits too)', () => {
    function Landing({ painted, cards }: { painted: boolean; cards: boolean }) {
      useWebFontAfter(painted);
      return (
        <LandingPainted.Provider value={painted}>
          {cards ? <Probe /> : null}
        </LandingPainted.Provider>
      );
    }
    const { rerender } = render(<Landing painted={false} cards={false} />);
    expect(document.documentElement.dataset.gcFont).toBe('later');
    rerender(<Landing painted={false} cards />);
    expect(observers).toHaveLength(0);
    rerender(<Landing painted cards />);
    expect(document.documentElement.dataset.gcFont).toBeUndefined();
    expect(observers).toHaveLength(1);
    act(() => observers[0].callback([{ isIntersecting: true }]));
    expect(screen.getByText('near')).toBeInTheDocument();
  });

  it('is true at once when disabled (an above-the-fold image) or without IntersectionObserver', () => {
    render(<Probe enabled={false} />);
    expect(screen.getByText('near')).toBeInTheDocument();
    expect(observers).toHaveLength(0);
  });
});
