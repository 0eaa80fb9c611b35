import { ERROR_CODES, type Product } from '@greencart/contracts';
import type request from 'supertest';
import { AuditLogEntity } from '../src/audit/audit-log.entity.js';
import { createStaff, loginStaff } from './support/staff.js';
import { insertProduct, loginSeller, startTestApp, type TestApp } from './support/test-app.js';

const KIWI = '4006381333931';
/** A UPC-A, stored as the EAN-13 it is (a leading 0). */
const LIME_UPC = '036000291452';
const LIME = '0036000291452';

/** Products' barcodes (docs/PRODUCTS.md, "Barcodes"), issue 41. */
describe('product barcodes', () => {
  let test: TestApp;
  let seller: request.Agent;

  const edit = (id: string, body: Record<string, unknown>, agent = seller) =>
    agent.patch(`/api/product/${id}`).send({
      name: `Product ${id}`,
      description: ['Fresh'],
      category: 'Fruits',
      price: 100,
      offerPrice: 90,
      images: [],
      ...body,
    });
  const barcodeOf = async (id: string) =>
    (await test.dataSource.query(`SELECT barcode FROM product WHERE id = $1`, [id]))[0].barcode;

  beforeAll(async () => {
    test = await startTestApp();
    seller = await loginSeller(test);
    await insertProduct(test, { id: 'bc-kiwi', name: 'Kiwi' });
    await insertProduct(test, { id: 'bc-lime', name: 'Lime' });
    await insertProduct(test, { id: 'bc-pear', name: 'Pear' });
  });
  afterAll(() => test.close());

  it('sets a checked EAN-13 or UPC-A, answers it with the product, audits it', async () => {
    const kiwi = await edit('bc-kiwi', { barcode: KIWI });
    expect(kiwi.status).toBe(200);
    expect(kiwi.body.product.barcode).toBe(KIWI);
    const lime = await edit('bc-lime', { barcode: LIME_UPC });
    expect(lime.status).toBe(200);
    expect(lime.body.product.barcode).toBe(LIME);
    const listed = (await test.http().get('/api/product/bc-lime')).body.product as Product;
    expect(listed.barcode).toBe(LIME);
    const [row] = await test.dataSource
      .getRepository(AuditLogEntity)
      .find({ where: { recordId: 'bc-kiwi', action: 'product.edit' } });
    expect(row.after).toMatchObject({ barcode: KIWI });
    // A product without one keeps the original shape (no field).
    expect((await test.http().get('/api/product/bc-pear')).body.product).not.toHaveProperty(
      'barcode',
    );
  });

  it('refuses a wrong check digit, letters and other lengths (400, field barcode)', async () => {
    for (const barcode of ['4006381333932', '40063813339x1', '12345678', 4006381333931]) {
      const refused = await edit('bc-pear', { barcode });
      expect({ barcode, status: refused.status }).toEqual({ barcode, status: 400 });
      expect(refused.body).toMatchObject({
        success: false,
        message: expect.stringMatching(/barcode/),
      });
    }
    expect(await barcodeOf('bc-pear')).toBeNull();
  });

  it('is unique: another product’s barcode is a 409 naming it', async () => {
    const taken = await edit('bc-pear', { barcode: KIWI });
    expect(taken.status).toBe(409);
    expect(taken.body).toMatchObject({
      success: false,
      code: ERROR_CODES.BARCODE_TAKEN,
      field: 'barcode',
      message: `Product bc-kiwi already has the barcode ${KIWI}`,
    });
    // The same product saving its own barcode again is fine.
    expect((await edit('bc-kiwi', { barcode: KIWI })).status).toBe(200);
    // And the database itself refuses a second one.
    await expect(
      test.dataSource.query(`UPDATE product SET barcode = $1 WHERE id = 'bc-pear'`, [KIWI]),
    ).rejects.toThrow();
  });

  it('an edit without the field keeps it; null removes it', async () => {
    expect((await edit('bc-lime', {})).status).toBe(200);
    expect(await barcodeOf('bc-lime')).toBe(LIME);
    expect((await edit('bc-lime', { barcode: null })).status).toBe(200);
    expect(await barcodeOf('bc-lime')).toBeNull();
    expect((await edit('bc-lime', { barcode: LIME })).status).toBe(200);
  });

  it('travels in the catalogue file: exported, imported, checked, one product each', async () => {
    const exported = (await seller.get('/api/product/export.csv')).text;
    const header = exported.split('\n')[0].trim().split(',');
    const kiwi = exported.split('\n').find((line) => line.startsWith('bc-kiwi,')) ?? '';
    // The barcode column (then the Sinhala and Tamil ones, docs/CATALOGUE.md) holds the kiwi's.
    expect(kiwi.split(',')[header.indexOf('barcode')]).toBe(KIWI);

    const importFile = (text: string) =>
      seller.post('/api/product/import').attach('file', Buffer.from(text), 'catalogue.csv');
    const bad = await importFile(
      'id,name,category,price,offerPrice,barcode\r\nbc-pear,Pear,Fruits,100,90,5901234123458\r\n',
    );
    expect(bad.status).toBe(400);
    expect(JSON.stringify(bad.body)).toMatch(/check digit/);
    const twice = await importFile(
      'id,name,category,price,offerPrice,barcode\r\n,New A,Fruits,100,90,5901234123457\r\n,New B,Fruits,100,90,5901234123457\r\n',
    );
    expect(twice.status).toBe(400);
    expect(JSON.stringify(twice.body)).toContain('also on line 2');
    const taken = await importFile(
      `id,name,category,price,offerPrice,barcode\r\nbc-pear,Pear,Fruits,100,90,${KIWI}\r\n`,
    );
    expect(taken.status).toBe(409);
    const good = await importFile(
      'id,name,category,price,offerPrice,barcode\r\nbc-pear,Pear,Fruits,100,90,5901234123457\r\n',
    );
    expect(good.status).toBe(200);
    expect(await barcodeOf('bc-pear')).toBe('5901234123457');
    // A file without the column leaves barcodes alone.
    const older = await importFile(
      'id,name,category,price,offerPrice\r\nbc-pear,Pear,Fruits,100,90\r\n',
    );
    expect(older.status).toBe(200);
    expect(await barcodeOf('bc-pear')).toBe('5901234123457');
  });

  it('a packer may not set a barcode (catalogue.write)', async () => {
    const packer = await loginStaff(test, await createStaff(test, 'packer'));
    expect((await edit('bc-pear', { barcode: '4006381333931' }, packer)).status).toBe(403);
  });
});
