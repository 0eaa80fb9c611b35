import { screen, waitFor, within } from '@testing-library/react';
import { changeLanguage, LANGUAGE_STORAGE_KEY } from '@greencart/shared-ui/i18n';
import { USER } from '../../test/fixtures';
import { renderStorefront } from '../../test/renderWithProviders';

const LOGGED_IN = { body: { success: true, user: USER } };

afterEach(async () => {
  await changeLanguage('en', { remember: false });
  localStorage.clear();
});

describe('the language switch', () => {
  it('is a labelled select in the header; Sinhala changes the words, <html lang> and is kept', async () => {
    const { user, settled } = renderStorefront({
      route: '/',
      preloadedState: { cart: { items: { tomato: 2 } } },
    });
    await settled();
    const header = within(screen.getByRole('banner'));
    const select = header.getByRole('combobox', { name: 'Language' });
    expect(select).toHaveValue('en');
    expect(
      within(select)
        .getAllByRole('option')
        .map((o) => o.textContent),
    ).toEqual(['English', 'සිංහල', 'தமிழ்']);

    await user.selectOptions(select, 'si');
    const nav = within(await screen.findByRole('navigation', { name: 'ප්‍රධාන' }));
    expect(nav.getByRole('link', { name: 'මුල් පිටුව' })).toHaveAttribute('href', '/');
    expect(screen.getByRole('link', { name: 'කූඩය, භාණ්ඩ 2ක්' })).toBeInTheDocument();
    expect(document.documentElement.lang).toBe('si');
    expect(localStorage.getItem(LANGUAGE_STORAGE_KEY)).toBe('si');
    expect(header.getByRole('combobox', { name: 'භාෂාව' })).toHaveValue('si');
  });

  it('asks the API for products in the chosen language, and nothing extra in English', async () => {
    const { user, api, settled } = renderStorefront({ route: '/products' });
    await settled();
    expect(api.requests.some((r) => r.url.includes('lang='))).toBe(false);
    await user.selectOptions(screen.getAllByRole('combobox', { name: 'Language' })[0]!, 'ta');
    await waitFor(() =>
      expect(
        api.requests.some((r) => r.path === '/api/product/query' && r.url.includes('lang=ta')),
      ).toBe(true),
    );
    expect(
      await screen.findByRole('heading', { level: 1, name: 'அனைத்துப் பொருட்கள்' }),
    ).toBeInTheDocument();
  });

  it('saves a logged-in shopper’s choice on the account', async () => {
    const { user, api } = renderStorefront({
      route: '/',
      api: {
        'GET /api/user/is-auth': LOGGED_IN,
        'PUT /api/user/language': { body: { success: true } },
      },
    });
    await screen.findByRole('button', { name: 'Account menu, Nimal' });
    await user.selectOptions(screen.getAllByRole('combobox', { name: 'Language' })[0]!, 'ta');
    await waitFor(() => expect(api.sent('PUT /api/user/language')).toHaveLength(1));
    expect(api.sent('PUT /api/user/language')[0]!.body).toEqual({ language: 'ta' });
  });

  it('switches to the language saved on the account when the session is found', async () => {
    renderStorefront({
      route: '/',
      api: {
        'GET /api/user/is-auth': { body: { success: true, user: { ...USER, language: 'ta' } } },
      },
    });
    expect((await screen.findAllByRole('link', { name: 'முகப்பு' })).length).toBeGreaterThan(0);
    expect(document.documentElement.lang).toBe('ta');
    expect(localStorage.getItem(LANGUAGE_STORAGE_KEY)).toBe('ta');
  });
});
