import { act, render, renderHook, screen, waitFor } from '@testing-library/react';
import { MemoryRouter } from 'react-router-dom';
import si from '../../i18n/si.json';
import { StartupFrame } from '../StartupFrame';
import { startupHeroWords } from './heroWords';
import { LARGEST_PAINT_WAIT_MS, useScriptFontAfter, useScriptFontReady } from './landingPaint';

/** A FontFaceSet whose loads settle when the test says. */
function fakeFonts() {
  let settle: (ok: boolean) => void = () => undefined;
  const settled = new Promise<boolean>((resolve) => (settle = resolve));
  const load = jest.fn((_font: string, _text?: string) =>
    settled.then((ok) => (ok ? [] : Promise.reject(new Error('font failed')))),
  );
  Object.defineProperty(document, 'fonts', { value: { load }, configurable: true });
  return { load, arrive: () => settle(true), fail: () => settle(false) };
}

afterEach(() => {
  // jsdom has no FontFaceSet: each test installs its own.
  delete (document as { fonts?: unknown }).fonts;
  jest.useRealTimers();
});

describe('useScriptFontAfter', () => {
  it('asks for the whole Sinhala Noto only once started (the largest paint), ready when it is in', async () => {
    const fonts = fakeFonts();
    const { result, rerender } = renderHook(({ start }) => useScriptFontAfter(start, 'si'), {
      initialProps: { start: false },
    });
    expect(result.current).toBe(false);
    expect(fonts.load).not.toHaveBeenCalled();
    rerender({ start: true });
    // In the next task (not the render's effects).
    await waitFor(() => expect(fonts.load).toHaveBeenCalled());
    expect(fonts.load.mock.calls[0]).toEqual(['400 1em "Noto Sans Sinhala"', 'අ']);
    expect(result.current).toBe(false);
    await act(async () => fonts.arrive());
    expect(result.current).toBe(true);
  });

  it('is ready at once in English, started or not', () => {
    const fonts = fakeFonts();
    expect(renderHook(() => useScriptFontAfter(false, 'en')).result.current).toBe(true);
    expect(fonts.load).not.toHaveBeenCalled();
  });
});

describe('useScriptFontReady', () => {
  it('is ready at once in English, and when not waiting, without loading any font', () => {
    const fonts = fakeFonts();
    expect(renderHook(() => useScriptFontReady(true, 'en')).result.current).toBe(true);
    expect(renderHook(() => useScriptFontReady(false, 'si')).result.current).toBe(true);
    expect(fonts.load).not.toHaveBeenCalled();
  });

  it('waits for the Sinhala Noto at the body’s and the headings’ weights, and Outfit Start', async () => {
    const fonts = fakeFonts();
    const { result } = renderHook(() => useScriptFontReady(true, 'si'));
    expect(result.current).toBe(false);
    await waitFor(() => expect(fonts.load).toHaveBeenCalledTimes(3));
    expect(fonts.load.mock.calls).toEqual([
      ['400 1em "Noto Sans Sinhala"', 'අ'],
      ['600 1em "Noto Sans Sinhala"', 'අ'],
      // The spaces and punctuation between the words (fonts.css), not Outfit's whole file.
      ['1em "Outfit Start"', ' '],
    ]);
    await act(async () => fonts.arrive());
    expect(result.current).toBe(true);
  });

  it('gives up waiting when the Tamil font fails', async () => {
    const fonts = fakeFonts();
    const { result } = renderHook(() => useScriptFontReady(true, 'ta'));
    await waitFor(() => expect(fonts.load).toHaveBeenCalled());
    expect(fonts.load.mock.calls[0]).toEqual(['400 1em "Noto Sans Tamil"', 'அ']);
    expect(result.current).toBe(false);
    await act(async () => fonts.fail());
    expect(result.current).toBe(true);
  });

  it('waits at most LARGEST_PAINT_WAIT_MS for a font that does not come', () => {
    jest.useFakeTimers();
    fakeFonts();
    const { result } = renderHook(() => useScriptFontReady(true, 'si'));
    act(() => jest.advanceTimersByTime(LARGEST_PAINT_WAIT_MS - 1));
    expect(result.current).toBe(false);
    act(() => jest.advanceTimersByTime(1));
    expect(result.current).toBe(true);
  });

  it('is ready at once where fonts cannot be loaded (no FontFaceSet)', () => {
    expect(renderHook(() => useScriptFontReady(true, 'si')).result.current).toBe(true);
  });
});

describe('the start-up frame’s hero words and the script font', () => {
  const frame = (heroWordsReady?: boolean) =>
    render(
      <MemoryRouter initialEntries={['/']}>
        <StartupFrame hero={startupHeroWords('si')} heroWordsReady={heroWordsReady} />
      </MemoryRouter>,
    );

  it('keeps the hero in place with its words hidden until the font is there', () => {
    const { container } = frame(false);
    const home = container.querySelector('.sf-home');
    expect(home).toHaveClass('sf-home--font');
    // Laid out (the banner keeps its size), only not drawn: home.css hides .sf-hero__content.
    expect(home?.querySelector('.sf-hero__content')).not.toBeNull();
  });

  it('shows them once it is (and by default)', () => {
    const { container } = frame(true);
    expect(container.querySelector('.sf-home')).not.toHaveClass('sf-home--font');
    expect(screen.getByRole('heading', { level: 1, name: si.home.heroTitle })).toBeVisible();
  });
});
