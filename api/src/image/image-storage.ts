import { mkdir, rename, rm, writeFile } from 'node:fs/promises';
import { dirname, join } from 'node:path';

/** Injection token of the {@link ImageStorage} in use. */
export const IMAGE_STORAGE = Symbol('IMAGE_STORAGE');

/** Public path of the local disk storage; the API serves `${DATA_DIR}/uploads` there. */
export const LOCAL_UPLOADS_PREFIX = '/uploads/';

/**
 * Where processed product images go: the local disk (one machine, or a volume shared by
 * the replicas) or an S3-compatible bucket. Keys are relative paths such as
 * `products/<uuid>.webp`; a key is never reused for other content.
 */
export interface ImageStorage {
  /** Stores `data` under `key`, replacing nothing a reader could be using (keys are unique). */
  put(key: string, data: Buffer, contentType: string): Promise<void>;
  /** Deletes `key`; a key that does not exist is not an error. */
  remove(key: string): Promise<void>;
  /** What browsers load: a path on the API (local disk) or an absolute URL (bucket). */
  publicUrl(key: string): string;
}

/** Stores images under `<root>/<key>`; `root` is `${DATA_DIR}/uploads`, served at `/uploads/`. */
export class LocalDiskImageStorage implements ImageStorage {
  constructor(private readonly root: string) {}

  async put(key: string, data: Buffer): Promise<void> {
    const target = join(this.root, key);
    await mkdir(dirname(target), { recursive: true });
    // Write then rename so a reader (another replica on a shared volume) never sees half a file.
    const temporary = `${target}.${process.pid}.tmp`;
    await writeFile(temporary, data);
    await rename(temporary, target);
  }

  async remove(key: string): Promise<void> {
    await rm(join(this.root, key), { force: true });
  }

  publicUrl(key: string): string {
    return `${LOCAL_UPLOADS_PREFIX}${key}`;
  }
}
