import { render, screen } from '@testing-library/react';
import { MemoryRouter } from 'react-router-dom';
import en from '../../i18n/en.json';
import si from '../../i18n/si.json';
import ta from '../../i18n/ta.json';
import { StartupFrame } from '../StartupFrame';
import { startupHeroWords } from './heroWords';

describe('the start-up frame hero in each language', () => {
  it.each([
    ['en', en],
    ['si', si],
    ['ta', ta],
  ] as const)(
    'says the catalogue’s default hero words in %s, without i18next',
    (language, catalogue) => {
      render(
        <MemoryRouter initialEntries={['/']}>
          <StartupFrame hero={startupHeroWords(language)} />
        </MemoryRouter>,
      );
      expect(
        screen.getByRole('heading', { level: 1, name: catalogue.home.heroTitle }),
      ).toBeInTheDocument();
      expect(screen.getByText(catalogue.home.heroLead)).toBeInTheDocument();
      expect(screen.getByRole('link', { name: catalogue.home.shopNow })).toHaveAttribute(
        'href',
        '/products',
      );
      expect(screen.getByRole('link', { name: catalogue.home.exploreDeals })).toHaveAttribute(
        'href',
        '/deals',
      );
    },
  );
});
