import { act, render, screen, waitFor } from '@testing-library/react';
import { MemoryRouter } from 'react-router-dom';
import App from './App';
import si from './i18n/si.json';
import { createFakeApi } from './test/fakeRoutes';
import { NOT_LOGGED_IN, PRODUCT_LIST, TEST_CONFIG } from './test/fixtures';
import './test/browserShims';

describe('App start-up frame in Sinhala', () => {
  // Its own file: the full app's chunk must not be loaded yet by another test.
  afterEach(() => {
    delete (document as { fonts?: unknown }).fonts;
    localStorage.clear();
  });

  it('shows the hero’s words and loads the full app only once the Sinhala font has arrived', async () => {
    let arrive: () => void = () => undefined;
    const arrived = new Promise<void>((resolve) => (arrive = resolve));
    const load = jest.fn(() => arrived);
    Object.defineProperty(document, 'fonts', { value: { load }, configurable: true });
    localStorage.setItem('greencart.language', 'si');
    const api = createFakeApi({
      'GET /api/product/list': PRODUCT_LIST,
      'GET /api/user/is-auth': NOT_LOGGED_IN,
    });

    const { container } = render(
      <MemoryRouter initialEntries={['/']}>
        <App config={TEST_CONFIG} />
      </MemoryRouter>,
    );

    expect(container.querySelector('.sf-home')).toHaveClass('sf-home--font');
    // Asked for in the task after the render's effects (landingPaint.ts).
    await waitFor(() => expect(load).toHaveBeenCalledWith('600 1em "Noto Sans Sinhala"', 'අ'));
    // Frames pass (where largest paints are not reported the hero counts as painted after the
    // first one), yet the full app waits for the font.
    await act(() => new Promise((resolve) => setTimeout(resolve, 300)));
    expect(screen.queryByRole('contentinfo')).not.toBeInTheDocument();
    expect(api.sent('GET /api/product/best-sellers')).toHaveLength(0);

    await act(async () => arrive());
    expect(container.querySelector('.sf-home')).not.toHaveClass('sf-home--font');
    expect(await screen.findByRole('contentinfo', {}, { timeout: 10_000 })).toBeInTheDocument();
    expect(screen.getAllByRole('heading', { level: 1, name: si.home.heroTitle })).toHaveLength(1);
  });
});
