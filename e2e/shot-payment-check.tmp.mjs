import { startStack } from './support/stack.mjs';
import { launchBrowser } from './support/browser.mjs';
const stack = await startStack();
const browser = await launchBrowser();
const order = {
  _id: 'o1', userId: 'u1', number: 'GC-000042', status: 'Packing', paymentType: 'Online', isPaid: true,
  amount: 817.22, deliveryFee: 0, deliveryWindow: null, createdAt: '2026-11-28T05:00:00.000Z', cancelReason: null,
  refund: null, cashCollected: null, toWeigh: 0,
  cardHold: { state: 'capturing', authorised: 870.5, captured: null, expiresAt: '2026-12-05T05:00:00.000Z', expiringSoon: false },
  paymentCheck: { reason: 'A capture of LKR 817.22 was sent to the payment provider but no answer came back', since: '2026-11-28T06:00:00.000Z',
    provider: { status: 'captured', amount: 870.5, captured: 817.22, refunded: 0, checkedAt: '2026-11-28T06:01:00.000Z' } },
  address: { _id: 'a1', userId: 'u1', firstName: 'Asha', lastName: 'Perera', email: 'asha@example.com', phone: '+94 77 123 4567', street: '5 Lake Road', city: 'Kandy', state: 'Central', zipcode: '20000', country: 'Sri Lanka' },
  items: [{ product: null, quantity: 4, name: 'Tomatoes', image: '', offerPrice: 120, substitution: 'refund', orderedQuantity: null, substitutedFrom: null, stepGrams: 250, orderedGrams: 1000, packedGrams: 940, allowedGrams: { min: 900, max: 1100 }, pricePerKg: 480, lineAmount: 451.2, weighedBy: 'Pat' },
          { product: null, quantity: 1, name: 'Bread', image: '', offerPrice: 350, substitution: 'refund', orderedQuantity: null, substitutedFrom: null }],
  history: [{ from: null, to: 'Order Placed', actor: 'shopper', note: null, at: '2026-11-28T05:00:00.000Z' }],
  timeline: [], nextStatuses: ['Out for delivery', 'Cancelled'], customer: { name: 'Asha Perera', email: 'asha@example.com' },
};
for (const [name, viewport] of [['phone', { width: 360, height: 800 }], ['desktop', { width: 1366, height: 800 }]]) {
  const context = await browser.newContext({ viewport });
  const page = await context.newPage();
  page.on('console', (m) => console.log('console', m.type(), m.text().slice(0, 200)));
  page.on('requestfailed', (r) => console.log('failed', r.url()));
  await page.route(`${stack.urls.api}/**`, (route) => {
    const url = route.request().url();
    console.log('api', url);
    const json = (body) => route.fulfill({ status: 200, contentType: 'application/json', body: JSON.stringify(body) });
    if (url.includes('/api/seller/is-auth')) return json({ success: true, name: 'Olga', role: 'owner' });
    if (url.includes('/events')) return route.fulfill({ status: 200, contentType: 'text/event-stream', body: 'event: ready\ndata: {}\n\n' });
    if (url.includes('/api/order/seller/o1')) return json({ success: true, order });
    if (url.includes('/api/audit')) return json({ success: true, entries: [], records: [], nextCursor: null });
    if (url.includes('/api/delivery')) return json({ success: true, windows: [], date: '2026-11-28' });
    return json({ success: true, orders: [], nextCursor: null });
  });
  await page.goto(`${stack.urls.shell}/seller/orders/o1`);
  await page.getByRole('heading', { name: 'Order GC-000042' }).waitFor({ timeout: 120000 });
  await page.waitForTimeout(1500);
  await page.screenshot({ path: `/tmp/shots/payment-check-${name}.png`, fullPage: true });
  await context.close();
}
await browser.close();
await stack.stop();
