import { act, screen } from '@testing-library/react';
import { LOADER_DELAY_MS } from '@greencart/contracts';
import { currentLocation, renderWithProviders } from '../../test/renderWithProviders';
import { LoaderPage } from './LoaderPage';

describe('LoaderPage', () => {
  beforeEach(() => jest.useFakeTimers());
  afterEach(() => jest.useRealTimers());

  it('shows a spinner, then after 5 seconds goes to the local next path', () => {
    renderWithProviders(<LoaderPage />, { route: '/loader?next=my-orders' });
    expect(screen.getByRole('status')).toHaveTextContent('Loading, please wait');
    act(() => jest.advanceTimersByTime(LOADER_DELAY_MS - 1));
    expect(currentLocation()).toBe('/loader?next=my-orders');
    act(() => jest.advanceTimersByTime(1));
    expect(currentLocation()).toBe('/my-orders');
  });

  it('goes home instead of following a next that leaves the site', () => {
    renderWithProviders(<LoaderPage />, { route: '/loader?next=//evil.com' });
    act(() => jest.advanceTimersByTime(LOADER_DELAY_MS));
    expect(currentLocation()).toBe('/');
  });
});
