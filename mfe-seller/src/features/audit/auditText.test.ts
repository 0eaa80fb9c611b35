import { auditValueText, fieldChanges, fieldLabel, recordPath } from './auditText';

describe('audit entries as text', () => {
  it('spaces out field names', () => {
    expect(fieldLabel('offerPrice')).toBe('offer price');
    expect(fieldLabel('lowStockThreshold')).toBe('low stock threshold');
    expect(fieldLabel('in_stock')).toBe('in stock');
    expect(fieldLabel('status')).toBe('status');
  });

  it('writes stored values briefly', () => {
    expect(auditValueText(null)).toBe('—');
    expect(auditValueText('')).toBe('(empty)');
    expect(auditValueText(true)).toBe('yes');
    expect(auditValueText(0)).toBe('0');
    expect(auditValueText(['Crisp', 'Sweet'])).toBe('Crisp, Sweet');
    expect(auditValueText([])).toBe('(none)');
    expect(auditValueText({ from: 'A' })).toBe('{"from":"A"}');
    const long = auditValueText('x'.repeat(500));
    expect(long).toHaveLength(160);
    expect(long.endsWith('…')).toBe(true);
  });

  it('pairs each field’s values, with only the new one where there was none', () => {
    expect(
      fieldChanges({ before: { onHand: 4 }, after: { onHand: 2, reason: 'waste', note: null } }),
    ).toEqual([
      { field: 'onHand', before: '4', after: '2' },
      { field: 'reason', after: 'waste' },
      { field: 'note', after: '—' },
    ]);
    expect(fieldChanges({ before: null, after: { name: 'Kiwi' } })).toEqual([
      { field: 'name', after: 'Kiwi' },
    ]);
    expect(fieldChanges({ before: { archived: false }, after: null })).toEqual([
      { field: 'archived', before: 'no', after: '—' },
    ]);
    expect(fieldChanges({ before: null, after: null })).toEqual([]);
  });

  it('links products and orders to their pages, nothing else', () => {
    expect(recordPath({ recordType: 'product', recordId: 'p 1' })).toBe('/seller/products/p%201');
    expect(recordPath({ recordType: 'order', recordId: 'o1' })).toBe('/seller/orders/o1');
    expect(recordPath({ recordType: 'staff', recordId: 's1' })).toBeNull();
    expect(recordPath({ recordType: 'product', recordId: '' })).toBeNull();
  });
});
