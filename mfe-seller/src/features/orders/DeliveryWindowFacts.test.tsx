import { act, render, screen } from '@testing-library/react';
import type { OrderDetail } from '@greencart/contracts';
import { anOrder } from '../../test/fixtures';
import { DeliveryWindowFacts, countdownText } from './DeliveryWindowFacts';

const detail = (overrides: Partial<OrderDetail>): OrderDetail => ({
  ...anOrder(),
  history: [],
  timeline: [],
  nextStatuses: [],
  ...overrides,
});

describe('the delivery facts of the seller’s order page', () => {
  afterEach(() => jest.useRealTimers());

  it('shows the booked window and the delivery fee', () => {
    render(
      <DeliveryWindowFacts
        order={detail({
          deliveryFee: 150,
          deliveryWindow: {
            slotId: 's1',
            kind: 'standard',
            start: '2026-11-26T02:30:00.000Z',
            end: '2026-11-26T04:30:00.000Z',
            label: 'Thu 26 Nov, 08:00–10:00',
            promiseBy: null,
          },
        })}
      />,
    );
    expect(screen.getByText('Window').nextElementSibling).toHaveTextContent(
      'Thu 26 Nov, 08:00–10:00',
    );
    expect(screen.getByText('Delivery fee').nextElementSibling).toHaveTextContent('LKR 150.00');
    expect(screen.queryByRole('timer')).not.toBeInTheDocument();
  });

  it('counts down to an express promise each second, and says when it is overdue', () => {
    jest.useFakeTimers({ now: Date.parse('2026-11-26T08:00:00.000Z') });
    render(
      <DeliveryWindowFacts
        order={detail({
          status: 'Confirmed',
          deliveryWindow: {
            slotId: 'x1',
            kind: 'express',
            start: '2026-11-26T08:00:00.000Z',
            end: '2026-11-26T09:00:00.000Z',
            label: 'Express: within 30 minutes',
            promiseBy: '2026-11-26T08:30:00.000Z',
          },
        })}
      />,
    );
    // 14:00 in Colombo is 08:30 UTC.
    expect(screen.getByText('Express').nextElementSibling).toHaveTextContent(
      /^within 30 minutes · promised by 14:00/,
    );
    expect(screen.getByRole('timer')).toHaveTextContent('30 min 00 s left');
    act(() => jest.advanceTimersByTime(61_000));
    expect(screen.getByRole('timer')).toHaveTextContent('28 min 59 s left');
    expect(screen.getByText('Delivery fee').nextElementSibling).toHaveTextContent('Free');
  });

  it('words the time left', () => {
    expect(countdownText(65_000, 0)).toBe('1 min 05 s left');
    expect(countdownText(0, 150_000)).toBe('Overdue by 3 min');
  });
});
