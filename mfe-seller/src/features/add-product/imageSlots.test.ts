import { MAX_IMAGE_BYTES } from '@greencart/contracts';

const TOO_MANY_IMAGES = 'You can add at most 4 images. Remove one to add another.';
import { emptySlots, filledImages, imageFileProblem, placeImages } from './imageSlots';

function png(name: string, size = 10): File {
  const file = new File(['x'], name, { type: 'image/png' });
  Object.defineProperty(file, 'size', { value: size });
  return file;
}

describe('imageFileProblem', () => {
  it('accepts a PNG of exactly 5 MB', () => {
    expect(imageFileProblem(png('ok.png', MAX_IMAGE_BYTES))).toBeUndefined();
  });

  it('rejects a file over 5 MB', () => {
    expect(imageFileProblem(png('big.png', MAX_IMAGE_BYTES + 1))).toBe(
      'big.png is larger than 5 MB.',
    );
  });

  it('rejects a file that is not a raster image', () => {
    expect(imageFileProblem(new File(['%PDF'], 'menu.pdf', { type: 'application/pdf' }))).toBe(
      'menu.pdf is not a JPEG, PNG, WebP or GIF image.',
    );
    expect(imageFileProblem(new File(['<svg/>'], 'logo.svg', { type: 'image/svg+xml' }))).toMatch(
      /not a JPEG/,
    );
  });
});

describe('placeImages', () => {
  it('puts several files into the chosen slot and the free ones after it, wrapping round', () => {
    const first = png('1.png');
    const start = placeImages(emptySlots(), 0, [first]).slots!;
    const result = placeImages(start, 2, [png('a.png'), png('b.png'), png('c.png')]);
    expect(result.slots?.map((f) => f?.name ?? null)).toEqual(['1.png', 'c.png', 'a.png', 'b.png']);
  });

  it('replaces the file of a filled slot', () => {
    const start = placeImages(emptySlots(), 0, [png('old.png')]).slots!;
    expect(placeImages(start, 0, [png('new.png')]).slots?.[0]?.name).toBe('new.png');
  });

  it('refuses more than 4 images and leaves the slots as they were', () => {
    const result = placeImages(
      emptySlots(),
      0,
      ['1', '2', '3', '4', '5'].map((n) => png(`${n}.png`)),
    );
    expect(result).toEqual({ error: TOO_MANY_IMAGES });
  });

  it('refuses the whole choice when one file is bad', () => {
    const result = placeImages(emptySlots(), 0, [
      png('ok.png'),
      png('huge.png', MAX_IMAGE_BYTES * 2),
    ]);
    expect(result.error).toBe('huge.png is larger than 5 MB.');
  });

  it('lists the chosen files in slot order', () => {
    const slots = [null, png('b.png'), null, png('d.png')];
    expect(filledImages(slots).map((f) => f.name)).toEqual(['b.png', 'd.png']);
  });
});
