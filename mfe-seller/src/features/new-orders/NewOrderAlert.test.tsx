import { act, screen, waitFor, within } from '@testing-library/react';
import { renderSeller } from '../../test/renderSeller';
import { setupFakeApi } from '../../test/setupFakeApi';
import { IS_SELLER } from '../../test/fixtures';
import {
  FakeAudioContext,
  FakeEventSource,
  setupFakeBrowserMedia,
} from '../../test/fakeBrowserMedia';
import { NEW_ORDER_SOUND_KEY } from './newOrderTone';
import { NEW_ORDER_BURST_MS } from './useNewOrderAlert';

const api = setupFakeApi();
setupFakeBrowserMedia();

beforeEach(() => {
  api().on('GET', '/api/seller/is-auth', IS_SELLER);
  api().on('GET', '/api/order/seller', { body: { success: true, orders: [], nextCursor: null } });
  window.localStorage.clear();
  document.title = 'GreenCart Seller';
});

function placed(orderId: string) {
  return { orderId, userId: 'u1', number: `GC-${orderId}`, status: 'Order Placed', kind: 'placed' };
}

/** The feed the dashboard opened, once the dashboard listens to its order events. */
async function feed(): Promise<FakeEventSource> {
  await screen.findByRole('navigation', { name: 'Seller dashboard' });
  await waitFor(() => expect(FakeEventSource.current().listening.get('order')).toBeGreaterThan(0));
  return FakeEventSource.current();
}

const ordersLink = () =>
  within(screen.getByRole('navigation', { name: 'Seller dashboard' })).getByRole('link', {
    name: /Orders/,
  });

describe('new-order alert', () => {
  it('counts new orders on the Orders item and in the tab title, with a tone', async () => {
    renderSeller('/seller');
    const source = await feed();
    expect(source.url).toBe('http://api.test/api/order/seller/events');
    expect(source.init).toEqual({ withCredentials: true });

    act(() => source.emit('order', placed('o1')));
    act(() => source.emit('order', placed('o2')));
    // A later move of an order is not a new order; nor is the same order twice.
    act(() => source.emit('order', { ...placed('o1'), status: 'Confirmed', kind: 'changed' }));
    act(() => source.emit('order', placed('o2')));

    expect(ordersLink()).toHaveAccessibleName('Orders 2 new');
    expect(document.title).toBe('(2) New orders');
    // Two orders a moment apart are one burst: one two-note chime.
    expect(FakeAudioContext.notes).toHaveLength(2);
  });

  it('chimes once per burst, the count still exact, and again after a quiet spell (fake timers)', async () => {
    jest.useFakeTimers({ advanceTimers: true });
    try {
      renderSeller('/seller');
      const source = await feed();
      // Ten orders over nine seconds, each within a second of the one before: one burst.
      for (let n = 1; n <= 10; n += 1) {
        act(() => source.emit('order', placed(`b${n}`)));
        act(() => jest.advanceTimersByTime(900));
      }
      expect(ordersLink()).toHaveAccessibleName('Orders 10 new');
      expect(document.title).toBe('(10) New orders');
      expect(FakeAudioContext.notes).toHaveLength(2);

      // Quiet for longer than a burst: the next order chimes again.
      act(() => jest.advanceTimersByTime(NEW_ORDER_BURST_MS + 1));
      act(() => source.emit('order', placed('c1')));
      expect(FakeAudioContext.notes).toHaveLength(4);
      expect(ordersLink()).toHaveAccessibleName('Orders 11 new');

      // A burst that never pauses still reminds once a minute.
      for (let second = 0; second < 70; second += 2) {
        act(() => jest.advanceTimersByTime(2000));
        act(() => source.emit('order', placed(`d${second}`)));
      }
      expect(FakeAudioContext.notes).toHaveLength(6);
      expect(ordersLink()).toHaveAccessibleName('Orders 46 new');
    } finally {
      jest.useRealTimers();
    }
  });

  it('clears the count and the title when staff open the Orders page', async () => {
    const { user } = renderSeller('/seller');
    const source = await feed();
    act(() => source.emit('order', placed('o1')));
    expect(document.title).toBe('(1) New orders');

    await user.click(ordersLink());
    await screen.findByRole('heading', { name: /Orders/ });
    expect(ordersLink()).toHaveAccessibleName('Orders');
    expect(document.title).toBe('GreenCart Seller');
  });

  it('stays silent once staff switch the sound off, and remembers the choice', async () => {
    const { user, unmount } = renderSeller('/seller');
    const source = await feed();
    const sound = screen.getByRole('switch', { name: 'New-order sound' });
    expect(sound).toBeChecked();

    await user.click(sound);
    expect(sound).not.toBeChecked();
    expect(window.localStorage.getItem(NEW_ORDER_SOUND_KEY)).toBe('off');
    act(() => source.emit('order', placed('o1')));
    expect(document.title).toBe('(1) New orders');
    expect(FakeAudioContext.notes).toEqual([]);
    unmount();

    renderSeller('/seller');
    expect(await screen.findByRole('switch', { name: 'New-order sound' })).not.toBeChecked();
  });

  it('shows the login form at once when the feed says the session has ended', async () => {
    renderSeller('/seller');
    const source = await feed();
    act(() => source.emit('session-ended', {}));
    expect(await screen.findByRole('heading', { name: 'Seller Login' })).toBeInTheDocument();
    expect(screen.getByRole('status')).toHaveTextContent(
      'Your session has ended. Please log in again.',
    );
    expect(screen.queryByRole('navigation', { name: 'Seller dashboard' })).toBeNull();
    expect(source.closed).toBe(true);
  });

  it('one feed serves the alert and the Orders page, which reads its list again on each event', async () => {
    const { user } = renderSeller('/seller');
    await feed();
    await user.click(ordersLink());
    await screen.findByRole('heading', { name: /Orders/ });
    await waitFor(() => expect(api().calls('GET', '/api/order/seller')).toHaveLength(1));
    act(() => FakeEventSource.current().emit('order', placed('o3')));
    await waitFor(() => expect(api().calls('GET', '/api/order/seller')).toHaveLength(2));
    expect(FakeEventSource.opened).toHaveLength(1);
  });
});
