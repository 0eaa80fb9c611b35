import { screen, waitFor, within } from '@testing-library/react';
import type { OrderDetail } from '@greencart/contracts';
import { renderSeller } from '../../test/renderSeller';
import { setupFakeApi } from '../../test/setupFakeApi';
import { aProduct, anOrder } from '../../test/fixtures';
import { RECORD_AUDIT_PAGE } from './auditApi';
import { OWNER_AUTH, PRICE_CHANGE, anAuditEntry, auditPage } from './auditFixtures';

const api = setupFakeApi();
const AUDIT = '/api/seller/audit';

const ORDER: OrderDetail = {
  ...anOrder({ _id: 'o1', status: 'Confirmed' }),
  history: [
    { from: null, to: 'Order Placed', actor: 'shopper', note: null, at: '2026-11-20T07:00:00Z' },
    { from: 'Order Placed', to: 'Confirmed', actor: 'staff', note: null, at: PRICE_CHANGE.at },
  ],
  timeline: [],
  nextStatuses: ['Packing', 'Cancelled'],
};

beforeEach(() => {
  api()
    .on('GET', '/api/seller/is-auth', OWNER_AUTH)
    .on('GET', '/api/product/p1', { body: { success: true, product: aProduct() } })
    .on('GET', '/api/product/p1/ledger', { body: { success: true, movements: [] } })
    .on('GET', '/api/order/seller/o1', { body: { success: true, order: ORDER } });
});

/** The "Changes" block, once it has loaded. */
async function changesBlock() {
  const block = (await screen.findByRole('heading', { name: 'Changes' })).closest('section');
  if (!block) throw new Error('no Changes section');
  await waitFor(() => expect(block).not.toHaveTextContent('Loading the changes'));
  return block;
}

describe('the Changes block of a record’s page', () => {
  it('lists the product’s own entries, newest first, and loads more with the cursor', async () => {
    api().on('GET', AUDIT, (request) =>
      (request.params as { cursor?: string }).cursor
        ? auditPage([
            anAuditEntry({
              ...PRICE_CHANGE,
              id: '1',
              before: null,
              after: { name: 'Fresh Apples' },
              action: 'product.create',
            }),
          ])
        : auditPage([PRICE_CHANGE], 'next'),
    );
    const { user } = renderSeller('/seller/products/p1');
    const block = await changesBlock();
    const list = within(block).getByRole('list', { name: 'Changes' });
    expect(list).toHaveTextContent('Product edited');
    expect(list).toHaveTextContent('offer price: 450 → 400');
    expect(list).toHaveTextContent('Max');
    // The record is the page's own: not named again.
    expect(within(list).queryByRole('link')).not.toBeInTheDocument();

    await user.click(within(block).getByRole('button', { name: 'Load more changes' }));
    expect(await within(list).findByText('Product added')).toBeInTheDocument();
    expect(list).toHaveTextContent('Product edited');
    expect(
      api()
        .calls('GET', AUDIT)
        .map((request) => request.params),
    ).toEqual([
      { recordType: 'product', recordId: 'p1', limit: String(RECORD_AUDIT_PAGE) },
      { recordType: 'product', recordId: 'p1', limit: String(RECORD_AUDIT_PAGE), cursor: 'next' },
    ]);
    expect(within(block).queryByRole('button', { name: 'Load more changes' })).toBeNull();
  });

  it('lists the order’s own entries', async () => {
    api().on('GET', AUDIT, auditPage([anAuditEntry()]));
    renderSeller('/seller/orders/o1');
    const block = await changesBlock();
    expect(within(block).getByRole('list', { name: 'Changes' })).toHaveTextContent(
      /Order status changed.*status: Order Placed → Confirmed/,
    );
    expect(api().calls('GET', AUDIT)[0].params).toEqual({
      recordType: 'order',
      recordId: 'o1',
      limit: String(RECORD_AUDIT_PAGE),
    });
  });

  it('says when the record has no changes yet', async () => {
    api().on('GET', AUDIT, auditPage([]));
    renderSeller('/seller/orders/o1');
    const block = await changesBlock();
    expect(block).toHaveTextContent('No staff changes to this order recorded yet.');
  });

  it('is hidden, without an error toast, when the role may not read the entries (403)', async () => {
    const refusal = 'Your role (packer) may not do this; ask the shop owner';
    api().on('GET', AUDIT, {
      status: 403,
      body: { success: false, code: 'AUTH.NOT_PERMITTED', message: refusal },
    });
    renderSeller('/seller/orders/o1');
    await screen.findByRole('heading', { level: 1, name: 'Order GC-000001' });
    await waitFor(() => expect(api().calls('GET', AUDIT)).toHaveLength(1));
    await waitFor(() => expect(screen.queryByRole('heading', { name: 'Changes' })).toBeNull());
    expect(screen.queryByText(refusal)).not.toBeInTheDocument();
    // The page itself is whole.
    expect(screen.getByRole('list', { name: 'History' })).toBeInTheDocument();
  });

  it('says inside the block when loading failed otherwise, and tries again', async () => {
    let fail = true;
    api().on('GET', AUDIT, () =>
      fail
        ? { status: 500, body: { success: false, code: 'COMMON.INTERNAL', message: 'Boom' } }
        : auditPage([PRICE_CHANGE]),
    );
    const { user } = renderSeller('/seller/products/p1');
    const block = await changesBlock();
    expect(block).toHaveTextContent('Could not load the changes.');
    expect(screen.queryByText('Boom')).not.toBeInTheDocument();
    fail = false;
    await user.click(within(block).getByRole('button', { name: 'Try again' }));
    expect(await within(block).findByText('Product edited')).toBeInTheDocument();
  });
});
