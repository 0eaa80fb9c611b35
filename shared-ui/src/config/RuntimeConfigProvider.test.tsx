import { render, screen } from '@testing-library/react';
import { setDisplayFormat } from '@greencart/contracts';
import { formatDateTime } from '../index';
import { Price } from '../components/Price/Price';
import { RuntimeConfigProvider } from './RuntimeConfigProvider';
import type { RuntimeConfig } from './runtimeConfig';

const base: RuntimeConfig = { apiUrl: 'http://api.test', remotes: {}, onlinePayment: true };

/** Shows one instant the way every screen does. */
function PlacedAt() {
  return <p>Placed {formatDateTime('2026-11-25T20:00:00Z')}</p>;
}

afterEach(() => setDisplayFormat({ locale: 'en-LK', timeZone: 'Asia/Colombo' }));

describe('RuntimeConfigProvider', () => {
  it("shows dates in the shop's time zone (Colombo by default), whatever the browser's", () => {
    render(
      <RuntimeConfigProvider config={base}>
        <PlacedAt />
        <Price amount={1234.5} />
      </RuntimeConfigProvider>,
    );
    expect(screen.getByText('Placed 26 Nov 2026, 01:30')).toBeInTheDocument();
    expect(screen.getByText('LKR 1,234.50')).toBeInTheDocument();
  });

  it('uses the locale and time zone /config.json names', () => {
    render(
      <RuntimeConfigProvider config={{ ...base, locale: 'de-DE', timeZone: 'UTC' }}>
        <PlacedAt />
        <Price amount={1234.5} />
      </RuntimeConfigProvider>,
    );
    expect(screen.getByText('Placed 25 Nov. 2026, 20:00')).toBeInTheDocument();
    expect(screen.getByText('LKR 1.234,50')).toBeInTheDocument();
  });
});
