import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { renderSeller } from '../../test/renderSeller';
import { setupFakeApi } from '../../test/setupFakeApi';
import type { RecordedRequest } from '@greencart/shared-ui/test';
import { OWNER_AUTH, PRICE_CHANGE, STAFF, anAuditEntry, auditPage } from './auditFixtures';

const api = setupFakeApi();
const AUDIT = '/api/seller/audit';

beforeEach(() => {
  api()
    .on('GET', '/api/seller/is-auth', OWNER_AUTH)
    .on('GET', '/api/seller/staff', { body: { success: true, staff: STAFF } });
});

/** The query parameters of the audit requests, in order. */
const auditParams = () =>
  api()
    .calls('GET', AUDIT)
    .map((request: RecordedRequest) => request.params);

/** Opens the log and waits for its list of changes. */
async function openLog(path = '/seller/audit') {
  const view = renderSeller(path);
  await screen.findByRole('heading', { level: 1, name: 'Audit log' });
  return view;
}

describe('Audit log page (owner)', () => {
  it('shows a settings change as a readable before and after, and takes an order number', async () => {
    api().on(
      'GET',
      AUDIT,
      auditPage([
        anAuditEntry({
          action: 'settings.change',
          recordType: 'settings',
          recordId: 'shop',
          recordLabel: 'Shop settings',
          before: { shopName: 'GreenCart', taxPercent: 2, unconfirmedAlertMinutes: 15 },
          after: { shopName: 'Perera Greens', taxPercent: 3, unconfirmedAlertMinutes: 30 },
        }),
      ]),
    );
    const { user } = await openLog();
    const list = await screen.findByRole('list', { name: 'Changes, newest first' });
    const fields = within(list).getByRole('list', { name: 'Changed fields' });
    expect(
      within(fields)
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual([
      'Shop name: GreenCart → Perera Greens',
      'Tax rate: 2 % → 3 %',
      'Unconfirmed alert after: 15 min → 30 min',
    ]);
    // The old value is marked as deleted, the new one as inserted.
    expect(within(fields).getByText('GreenCart').tagName).toBe('DEL');
    expect(within(fields).getByText('Perera Greens').tagName).toBe('INS');

    await user.type(screen.getByLabelText(/Record id or order number/), 'GC-000123{Enter}');
    await waitFor(() => expect(auditParams().at(-1)).toEqual({ recordId: 'GC-000123' }));
  });

  it('is in the owner’s sidebar and lists the changes newest first, as the API orders them', async () => {
    api().on('GET', AUDIT, auditPage([PRICE_CHANGE, anAuditEntry()]));
    await openLog();
    const list = await screen.findByRole('list', { name: 'Changes, newest first' });
    const nav = screen.getByRole('navigation', { name: 'Seller dashboard' });
    expect(within(nav).getByRole('link', { name: 'Audit log' })).toHaveAttribute(
      'aria-current',
      'page',
    );

    // The list's own items (each holds a list of its changed fields).
    const [price, move] = within(list)
      .getAllByRole('listitem')
      .filter((item) => item.parentElement === list);
    // When, in the shop's time zone (09:00 UTC is 14:30 in Colombo), who, what and which record.
    expect(within(price).getByText('20 Nov 2026, 14:30')).toHaveAttribute(
      'datetime',
      PRICE_CHANGE.at,
    );
    expect(price).toHaveTextContent('Product edited');
    expect(price).toHaveTextContent('Max');
    expect(price).toHaveTextContent('max@shop.test');
    expect(within(price).getByRole('link', { name: 'Fresh Apples' })).toHaveAttribute(
      'href',
      '/seller/products/p1',
    );
    const fields = within(price).getByRole('list', { name: 'Changed fields' });
    expect(
      within(fields)
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual(['offer price: 450 → 400', 'in stock: yes → no']);

    expect(move).toHaveTextContent('Order status changed');
    expect(move).toHaveTextContent(/Order Placed\s*→\s*Confirmed/);
    expect(within(move).getByRole('link', { name: 'GC-000001' })).toHaveAttribute(
      'href',
      '/seller/orders/o1',
    );
    expect(screen.getByText('No older changes.')).toBeInTheDocument();
    // The first request asks for everything: no filter, no cursor.
    expect(auditParams()).toEqual([{}]);
  });

  it('sends each filter to the API and keeps them in the address', async () => {
    api().on('GET', AUDIT, auditPage([anAuditEntry()]));
    const { user } = await openLog();
    await screen.findByRole('list', { name: 'Changes, newest first' });
    const filters = screen.getByRole('form', { name: 'Filter the audit log' });

    // The person list comes from the staff accounts, deactivated ones included.
    const person = within(filters).getByLabelText('Person');
    await within(person).findByRole('option', { name: 'Pat (pat@shop.test), deactivated' });
    await user.selectOptions(person, STAFF[1].id);
    await user.selectOptions(within(filters).getByLabelText('Kind of change'), 'order.move');
    await user.selectOptions(within(filters).getByLabelText('Record type'), 'order');
    // A typed record id applies with Enter (or the Apply button, or leaving the field).
    await user.type(within(filters).getByLabelText(/Record id/), 'o1{Enter}');
    fireEvent.change(within(filters).getByLabelText('From'), { target: { value: '2026-11-01' } });
    fireEvent.change(within(filters).getByLabelText('To'), { target: { value: '2026-11-30' } });

    await waitFor(() =>
      expect(auditParams().at(-1)).toEqual({
        staff: STAFF[1].id,
        action: 'order.move',
        recordType: 'order',
        recordId: 'o1',
        from: '2026-11-01',
        to: '2026-11-30',
      }),
    );

    // Clearing them asks for the whole log again.
    const before = auditParams().length;
    await user.click(within(filters).getByRole('button', { name: 'Clear filters' }));
    await waitFor(() => expect(auditParams().length).toBeGreaterThan(before));
    expect(auditParams().at(-1)).toEqual({});
    expect(screen.getByLabelText('Person')).toHaveValue('');
    expect(screen.getByLabelText(/Record id/)).toHaveValue('');
  });

  it('reads its filters from the address, and says when none match', async () => {
    api().on('GET', AUDIT, auditPage([]));
    await openLog('/seller/audit?action=product.edit&type=product&record=p1&from=2026-11-02');
    expect(await screen.findByText('No changes match these filters')).toBeInTheDocument();
    expect(auditParams()).toEqual([
      { action: 'product.edit', recordType: 'product', recordId: 'p1', from: '2026-11-02' },
    ]);
    expect(screen.getByLabelText('Kind of change')).toHaveValue('product.edit');
    expect(screen.getByLabelText(/Record id/)).toHaveValue('p1');
  });

  it('leaves out of the request a day the calendar does not have', async () => {
    api().on('GET', AUDIT, auditPage([]));
    await openLog('/seller/audit?action=product.edit&from=2026-02-30&to=0000-01-01');
    expect(await screen.findByText('No changes match these filters')).toBeInTheDocument();
    expect(auditParams()).toEqual([{ action: 'product.edit' }]);
  });

  it('filters to one record from an entry, with the keyboard', async () => {
    api().on('GET', AUDIT, auditPage([PRICE_CHANGE]));
    const { user } = await openLog('/seller/audit?action=product.edit');
    // Each entry's link says which record it filters to (a screen reader's list of links).
    const only = await screen.findByRole('link', {
      name: /^Only this record\s*: Product Fresh Apples$/,
    });
    only.focus();
    await user.keyboard('{Enter}');
    await waitFor(() =>
      expect(auditParams().at(-1)).toEqual({ recordType: 'product', recordId: 'p1' }),
    );
    expect(screen.getByLabelText('Record type')).toHaveValue('product');
    expect(screen.getByLabelText(/Record id/)).toHaveValue('p1');
  });

  it('refuses days the wrong way round beside the field, without asking the API', async () => {
    api().on('GET', AUDIT, auditPage([]));
    await openLog('/seller/audit?from=2026-11-20&to=2026-11-10');
    expect(await screen.findByLabelText('To')).toHaveAccessibleDescription(
      'The last day is before the first day.',
    );
    expect(api().calls('GET', AUDIT)).toHaveLength(0);
  });

  it('loads the next page with the cursor and adds it under the first', async () => {
    api().on('GET', AUDIT, (request) =>
      (request.params as { cursor?: string }).cursor === 'page-2'
        ? auditPage([anAuditEntry({ id: '1', recordLabel: 'GC-000009' })])
        : auditPage([PRICE_CHANGE], 'page-2'),
    );
    const { user } = await openLog('/seller/audit?action=order.move');
    const list = await screen.findByRole('list', { name: 'Changes, newest first' });
    expect(within(list).getByText('Fresh Apples')).toBeInTheDocument();
    expect(screen.queryByText('No older changes.')).not.toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Load more' }));
    expect(await within(list).findByText('GC-000009')).toBeInTheDocument();
    expect(within(list).getByText('Fresh Apples')).toBeInTheDocument();
    // The filter goes with the cursor; the last page offers no more.
    expect(auditParams()).toEqual([
      { action: 'order.move' },
      { action: 'order.move', cursor: 'page-2' },
    ]);
    expect(screen.queryByRole('button', { name: 'Load more' })).not.toBeInTheDocument();
    expect(screen.getByText('No older changes.')).toBeInTheDocument();
  });

  it('has a clear empty state and error state', async () => {
    let fail = true;
    api().on('GET', AUDIT, () =>
      fail
        ? { status: 500, body: { success: false, code: 'COMMON.INTERNAL', message: 'Boom' } }
        : auditPage([]),
    );
    const { user } = await openLog();
    expect(await screen.findByRole('alert')).toHaveTextContent('Could not load the audit log.');
    fail = false;
    await user.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByRole('heading', { name: 'No changes yet' })).toBeInTheDocument();
  });

  it('names records without a page of their own, and shows a new record’s values', async () => {
    api().on(
      'GET',
      AUDIT,
      auditPage([
        anAuditEntry({
          id: '3',
          action: 'synonyms.replace',
          recordType: 'synonyms',
          recordId: '',
          recordLabel: '',
          before: null,
          after: null,
        }),
        anAuditEntry({
          id: '4',
          action: 'staff.invite',
          recordType: 'staff',
          recordId: STAFF[1].id,
          recordLabel: 'pat@shop.test',
          before: null,
          after: { role: 'packer', name: 'Pat' },
        }),
      ]),
    );
    await openLog();
    const list = await screen.findByRole('list', { name: 'Changes, newest first' });
    expect(list).toHaveTextContent('Search synonyms replaced');
    expect(within(list).queryByRole('link', { name: 'pat@shop.test' })).not.toBeInTheDocument();
    expect(list).toHaveTextContent('Staff account: pat@shop.test');
    expect(list).toHaveTextContent('role: packer');
    expect(list).not.toHaveTextContent('role: — →');
  });
});
