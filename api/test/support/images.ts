import sharp from 'sharp';

/** A real PNG photo-like image (noise compresses badly, like a photo). */
export async function makePng(width = 1600, height = 1200): Promise<Buffer> {
  const channels = 3;
  const pixels = Buffer.alloc(width * height * channels);
  for (let i = 0; i < pixels.length; i += 1) pixels[i] = (i * 7919 + (i >> 8) * 31) % 256;
  return sharp(pixels, { raw: { width, height, channels } }).png().toBuffer();
}

/** A real JPEG. */
export async function makeJpeg(width = 800, height = 600): Promise<Buffer> {
  return sharp({ create: { width, height, channels: 3, background: { r: 200, g: 60, b: 40 } } })
    .jpeg()
    .toBuffer();
}
