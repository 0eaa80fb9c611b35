import type { AuditEntry, StaffAccount } from '@greencart/contracts';

/** The owner's is-auth answer. */
export const OWNER_AUTH = { body: { success: true, name: 'Olga', role: 'owner' } };

/** An audit entry as the API answers it: a packer confirmed order GC-000001. */
export function anAuditEntry(overrides: Partial<AuditEntry> = {}): AuditEntry {
  return {
    id: '1',
    at: '2026-11-20T08:00:00.000Z',
    staffId: '00000000-0000-4000-8000-000000000002',
    staffName: 'Pat',
    staffEmail: 'pat@shop.test',
    action: 'order.move',
    recordType: 'order',
    recordId: 'o1',
    recordLabel: 'GC-000001',
    before: { status: 'Order Placed' },
    after: { status: 'Confirmed' },
    requestId: 'req-1',
    ...overrides,
  };
}

/** A manager's price change of product p1. */
export const PRICE_CHANGE = anAuditEntry({
  id: '2',
  at: '2026-11-20T09:00:00.000Z',
  staffId: '00000000-0000-4000-8000-000000000003',
  staffName: 'Max',
  staffEmail: 'max@shop.test',
  action: 'product.edit',
  recordType: 'product',
  recordId: 'p1',
  recordLabel: 'Fresh Apples',
  before: { offerPrice: 450, inStock: true },
  after: { offerPrice: 400, inStock: false },
});

/** `GET /api/seller/audit`'s answer: one page and the cursor of the next. */
export function auditPage(entries: AuditEntry[], nextCursor: string | null = null) {
  return { body: { success: true, entries, nextCursor } };
}

/** The shop's staff, for the person filter. */
export const STAFF: StaffAccount[] = [
  {
    id: '00000000-0000-4000-8000-000000000001',
    email: 'olga@shop.test',
    name: 'Olga',
    role: 'owner',
    active: true,
    pending: false,
    createdAt: '2026-11-01T10:00:00.000Z',
  },
  {
    id: '00000000-0000-4000-8000-000000000002',
    email: 'pat@shop.test',
    name: 'Pat',
    role: 'packer',
    active: false,
    pending: false,
    createdAt: '2026-11-02T10:00:00.000Z',
  },
];
