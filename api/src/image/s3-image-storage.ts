import { DeleteObjectCommand, PutObjectCommand, S3Client } from '@aws-sdk/client-s3';
import type { S3StorageConfig } from '../config/app-config.js';
import type { ImageStorage } from './image-storage.js';

/** Keys are never reused for other content, so browsers and CDNs may keep an object for a year. */
const IMMUTABLE_CACHE = 'public, max-age=31536000, immutable';

/**
 * Stores images in an S3-compatible bucket (MinIO in docker compose, or AWS S3). The bucket
 * must be publicly readable (docker/minio/init.sh) or fronted by a CDN at `publicUrl`.
 */
export class S3ImageStorage implements ImageStorage {
  private readonly client: S3Client;

  constructor(private readonly config: S3StorageConfig) {
    this.client = new S3Client({
      endpoint: config.endpoint,
      region: config.region,
      credentials: {
        accessKeyId: config.accessKeyId,
        secretAccessKey: config.secretAccessKey,
      },
      // MinIO serves buckets under the path (http://minio:9000/<bucket>/<key>); virtual-host
      // addressing would need a DNS name per bucket. AWS itself prefers virtual hosts.
      forcePathStyle: config.endpoint !== undefined,
      // Checksums only where the API requires them: S3-compatible servers differ in what
      // optional checksum headers they accept.
      requestChecksumCalculation: 'WHEN_REQUIRED',
      responseChecksumValidation: 'WHEN_REQUIRED',
      maxAttempts: 3,
    });
  }

  async remove(key: string): Promise<void> {
    await this.client.send(new DeleteObjectCommand({ Bucket: this.config.bucket, Key: key }));
  }

  async put(key: string, data: Buffer, contentType: string): Promise<void> {
    await this.client.send(
      new PutObjectCommand({
        Bucket: this.config.bucket,
        Key: key,
        Body: data,
        ContentType: contentType,
        CacheControl: IMMUTABLE_CACHE,
      }),
    );
  }

  publicUrl(key: string): string {
    return `${this.config.publicUrl}/${key}`;
  }

  /** Closes the client's keep-alive sockets (on application shutdown). */
  destroy(): void {
    this.client.destroy();
  }
}
