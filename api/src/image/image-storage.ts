import { mkdir, rename, writeFile } from 'node:fs/promises';
import { dirname, join } from 'node:path';

/** Injection token of the {@link ImageStorage} in use. */
export const IMAGE_STORAGE = Symbol('IMAGE_STORAGE');

/**
 * Where processed images go. Keys are relative paths under `/uploads/`
 * (`products/<uuid>.webp`). Local disk today; an S3 implementation can replace it.
 */
export interface ImageStorage {
  put(key: string, data: Buffer): Promise<void>;
}

/** Stores images under `<root>/<key>`; `root` is `${DATA_DIR}/uploads`, served at `/uploads/`. */
export class LocalDiskImageStorage implements ImageStorage {
  constructor(private readonly root: string) {}

  async put(key: string, data: Buffer): Promise<void> {
    const target = join(this.root, key);
    await mkdir(dirname(target), { recursive: true });
    // Write then rename so a reader never sees half a file.
    const temporary = `${target}.${process.pid}.tmp`;
    await writeFile(temporary, data);
    await rename(temporary, target);
  }
}
