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
      { field: 'onHand', label: 'on hand', before: '4', after: '2' },
      { field: 'reason', label: 'reason', after: 'waste' },
      { field: 'note', label: 'note', after: '—' },
    ]);
    expect(fieldChanges({ before: null, after: { name: 'Kiwi' } })).toEqual([
      { field: 'name', label: 'name', after: 'Kiwi' },
    ]);
    expect(fieldChanges({ before: { archived: false }, after: null })).toEqual([
      { field: 'archived', label: 'archived', before: 'no', after: '—' },
    ]);
    expect(fieldChanges({ before: null, after: null })).toEqual([]);
  });

  it('reads settings changes as the settings form words them', () => {
    const shop = fieldChanges({
      before: {
        taxPercent: 2,
        cashRounding: true,
        unconfirmedAlertMinutes: 15,
        claims: JSON.stringify([{ title: 'Fresh', text: 'From the farm.' }]),
      },
      after: {
        taxPercent: 3,
        cashRounding: false,
        unconfirmedAlertMinutes: 30,
        claims: JSON.stringify([{ title: 'Fresh', text: 'Picked today.' }]),
      },
    });
    expect(shop.map(({ label, before, after }) => `${label}: ${before} → ${after}`)).toEqual([
      'Tax rate: 2 % → 3 %',
      'Cash rounding: yes → no',
      'Unconfirmed alert after: 15 min → 30 min',
      'Home page claims: Fresh — From the farm. → Fresh — Picked today.',
    ]);

    const zone = { id: 'z1', name: 'Colombo', postcodes: ['00100'], fee: 250, minimumOrder: 0 };
    const zones = fieldChanges({
      before: { zones: [zone, { ...zone, id: 'z2', name: 'Kandy' }] },
      after: {
        zones: [
          { ...zone, fee: 300, postcodes: ['00100', '00200'] },
          { ...zone, id: 'z3', name: 'Galle' },
        ],
      },
    });
    expect(zones.map(({ label, before, after }) => [label, before, after])).toEqual([
      ['Zone Colombo: Postcodes', '00100', '00100, 00200'],
      [
        'Zone Colombo: Delivery fee',
        expect.stringMatching(/250\.00/),
        expect.stringMatching(/300\.00/),
      ],
      ['Zone Galle', undefined, 'added'],
      ['Zone Kandy', undefined, 'removed'],
    ]);

    // An object (express settings): each field that changed.
    expect(
      fieldChanges({
        before: { express: { offered: false, minutes: 30 } },
        after: { express: { offered: true, minutes: 30 } },
      }),
    ).toEqual([
      { field: 'express.offered', label: 'Express: offered', before: 'no', after: 'yes' },
    ]);
  });

  it('links products and orders to their pages, nothing else', () => {
    expect(recordPath({ recordType: 'product', recordId: 'p 1' })).toBe('/seller/products/p%201');
    expect(recordPath({ recordType: 'order', recordId: 'o1' })).toBe('/seller/orders/o1');
    expect(recordPath({ recordType: 'staff', recordId: 's1' })).toBeNull();
    expect(recordPath({ recordType: 'product', recordId: '' })).toBeNull();
  });
});
