/** Raster formats accepted from uploads, recognised by their magic bytes. */
export type RasterFormat = 'jpeg' | 'png' | 'webp' | 'gif' | 'avif';

function startsWith(buffer: Buffer, bytes: number[], offset = 0): boolean {
  return buffer.length >= offset + bytes.length && bytes.every((b, i) => buffer[offset + i] === b);
}

function ascii(buffer: Buffer, start: number, end: number): string {
  return buffer.length >= end ? buffer.toString('latin1', start, end) : '';
}

/**
 * The image format from the file's first bytes, whatever its name or declared type says,
 * or undefined when it is not one of the accepted raster formats.
 */
export function sniffRasterFormat(buffer: Buffer): RasterFormat | undefined {
  if (startsWith(buffer, [0xff, 0xd8, 0xff])) return 'jpeg';
  if (startsWith(buffer, [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a])) return 'png';
  if (ascii(buffer, 0, 4) === 'RIFF' && ascii(buffer, 8, 12) === 'WEBP') return 'webp';
  if (['GIF87a', 'GIF89a'].includes(ascii(buffer, 0, 6))) return 'gif';
  if (ascii(buffer, 4, 8) === 'ftyp' && ['avif', 'avis'].includes(ascii(buffer, 8, 12)))
    return 'avif';
  return undefined;
}

/** True for an SVG document (trusted seed drawings only; uploads never accept SVG). */
export function looksLikeSvg(buffer: Buffer): boolean {
  const head = buffer.toString('utf8', 0, Math.min(buffer.length, 1024)).trimStart();
  return /^(<\?xml[^>]*>\s*)?(<!--[\s\S]*?-->\s*)*<svg[\s>]/i.test(head);
}
