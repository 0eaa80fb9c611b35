import { MAX_IMAGE_BYTES, MAX_PRODUCT_IMAGES } from '@greencart/contracts';
import { sellerT } from '../../i18n/catalogue';

/** The image slots of the form: a file or null per slot, always {@link MAX_PRODUCT_IMAGES} long. */
export type ImageSlots = readonly (File | null)[];

/**
 * Raster formats the server can decode and re-encode. `accept="image/*"` only filters the
 * picker (and not every browser honours it), so the type is checked again here.
 */
export const ACCEPTED_IMAGE_TYPES = ['image/jpeg', 'image/png', 'image/webp', 'image/gif'] as const;

const MAX_IMAGE_MB = MAX_IMAGE_BYTES / (1024 * 1024);

/** Shown when more files are chosen than there are free slots. */
export function tooManyImagesText(): string {
  return sellerT()('addProduct.images.tooMany', { max: MAX_PRODUCT_IMAGES });
}

/** Shown when the form is sent without any image. */
export function noImageText(): string {
  return sellerT()('addProduct.images.none');
}

/** All slots empty. */
export function emptySlots(): ImageSlots {
  return Array.from({ length: MAX_PRODUCT_IMAGES }, () => null);
}

/** Why `file` cannot be a product image, or undefined when it can. */
export function imageFileProblem(file: File): string | undefined {
  const t = sellerT();
  if (!(ACCEPTED_IMAGE_TYPES as readonly string[]).includes(file.type)) {
    return t('addProduct.images.notAnImage', { name: file.name });
  }
  if (file.size > MAX_IMAGE_BYTES) {
    return t('addProduct.images.tooLarge', { name: file.name, mb: MAX_IMAGE_MB });
  }
  return undefined;
}

/** The outcome of {@link placeImages}: the new slots, or why nothing changed. */
export type PlaceResult =
  { slots: ImageSlots; error?: undefined } | { error: string; slots?: undefined };

/**
 * Puts files chosen in slot `index` into the slots: the first replaces that slot, the rest
 * fill the empty ones after it, then those before it. All or nothing: a bad file or more
 * files than room leaves the slots as they were, with a message.
 */
export function placeImages(slots: ImageSlots, index: number, files: readonly File[]): PlaceResult {
  for (const file of files) {
    const problem = imageFileProblem(file);
    if (problem) return { error: problem };
  }
  // Walk the slots from `index` onwards, wrapping round: that slot, then the free ones.
  const targets = slots
    .map((_slot, k) => (index + k) % slots.length)
    .filter((i) => i === index || slots[i] === null);
  if (files.length > targets.length) return { error: tooManyImagesText() };
  const next = [...slots];
  files.forEach((file, k) => {
    next[targets[k]] = file;
  });
  return { slots: next };
}

/** The chosen files, in slot order. */
export function filledImages(slots: ImageSlots): File[] {
  return slots.filter((slot): slot is File => slot !== null);
}
