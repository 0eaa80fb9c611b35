import { looksLikeSvg, sniffRasterFormat } from './image-sniff.js';

const bytes = (...values: (number | string)[]) =>
  Buffer.concat(
    values.map((v) => (typeof v === 'string' ? Buffer.from(v, 'latin1') : Buffer.from([v]))),
  );

describe('sniffRasterFormat', () => {
  it.each([
    ['jpeg', bytes(0xff, 0xd8, 0xff, 0xe0, 0, 0)],
    ['png', bytes(0x89, 'PNG', 0x0d, 0x0a, 0x1a, 0x0a, 0)],
    ['webp', bytes('RIFF', 0, 0, 0, 0, 'WEBPVP8 ')],
    ['gif', bytes('GIF89a', 0, 0)],
    ['avif', bytes(0, 0, 0, 0x1c, 'ftypavif', 0)],
  ])('recognises %s by its magic bytes', (format, data) => {
    expect(sniffRasterFormat(data)).toBe(format);
  });

  it.each([
    ['text', Buffer.from('hello world, not an image')],
    ['an SVG', Buffer.from('<svg xmlns="http://www.w3.org/2000/svg"/>')],
    ['an HTML page', Buffer.from('<!doctype html><script>alert(1)</script>')],
    ['an empty file', Buffer.alloc(0)],
    ['a HEIC (ftyp but not avif)', bytes(0, 0, 0, 0x1c, 'ftypheic', 0)],
  ])('refuses %s', (_label, data) => {
    expect(sniffRasterFormat(data)).toBeUndefined();
  });
});

describe('looksLikeSvg', () => {
  it('recognises an SVG with an XML declaration and a comment', () => {
    expect(
      looksLikeSvg(
        Buffer.from('<?xml version="1.0"?>\n<!-- drawn by us -->\n<svg viewBox="0 0 10 10"></svg>'),
      ),
    ).toBe(true);
  });

  it('refuses other documents', () => {
    expect(looksLikeSvg(Buffer.from('<html><svg></svg></html>'))).toBe(false);
  });
});
