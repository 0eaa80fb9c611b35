import { text, url, type Env } from './env.js';

/** Product images on the local disk, under `${DATA_DIR}/uploads`, served by the API at `/uploads/`. */
export interface LocalStorageConfig {
  driver: 'local';
}

/** Product images in an S3-compatible bucket (MinIO in docker compose), served from `publicUrl`. */
export interface S3StorageConfig {
  driver: 's3';
  /** Endpoint of an S3-compatible server (MinIO); undefined means AWS S3 itself. */
  endpoint?: string;
  bucket: string;
  region: string;
  accessKeyId: string;
  secretAccessKey: string;
  /** Base URL browsers load the images from: `<publicUrl>/<key>`, no trailing slash. */
  publicUrl: string;
}

/** Where product images are stored (`STORAGE_DRIVER`). */
export type StorageConfig = LocalStorageConfig | S3StorageConfig;

const DRIVERS = ['local', 's3'];

/** The URL a bucket's objects are read from when `S3_PUBLIC_URL` is not set (development only). */
function defaultPublicUrl(endpoint: string | undefined, bucket: string, region: string): string {
  // A custom endpoint (MinIO) is addressed path-style; AWS S3 by virtual host.
  if (endpoint) return `${endpoint.replace(/\/+$/, '')}/${bucket}`;
  return `https://${bucket}.s3.${region}.amazonaws.com`;
}

/**
 * Reads `STORAGE_DRIVER` and, for `s3`, the bucket settings. The bucket and its keys are
 * required whenever the driver is `s3`; `S3_PUBLIC_URL` too in production, where a guessed
 * URL (the endpoint as the API sees it) would silently break every image in browsers.
 *
 * @param problems receives one line per missing or invalid variable
 */
export function readStorageConfig(
  env: Env,
  isProduction: boolean,
  problems: string[],
): StorageConfig {
  const driver = text(env, 'STORAGE_DRIVER')?.toLowerCase() ?? 'local';
  if (!DRIVERS.includes(driver)) {
    problems.push(`STORAGE_DRIVER must be one of ${DRIVERS.join(', ')} (got "${driver}")`);
    return { driver: 'local' };
  }
  if (driver === 'local') return { driver: 'local' };

  const required = (value: string | undefined, name: string): string => {
    if (value === undefined) problems.push(`${name} is required when STORAGE_DRIVER=s3`);
    return value ?? '';
  };
  const endpoint = url(env, 'S3_ENDPOINT', problems, ['http:', 'https:']);
  const bucket = required(text(env, 'S3_BUCKET'), 'S3_BUCKET');
  const accessKeyId = required(text(env, 'S3_ACCESS_KEY_ID'), 'S3_ACCESS_KEY_ID');
  const secretAccessKey = required(text(env, 'S3_SECRET_ACCESS_KEY'), 'S3_SECRET_ACCESS_KEY');
  const region = text(env, 'S3_REGION') ?? 'us-east-1';
  let publicUrl = url(env, 'S3_PUBLIC_URL', problems, ['http:', 'https:']);
  if (publicUrl === undefined && isProduction && text(env, 'S3_PUBLIC_URL') === undefined) {
    problems.push('S3_PUBLIC_URL is required in production when STORAGE_DRIVER=s3');
  }
  publicUrl ??= defaultPublicUrl(endpoint, bucket, region);
  return {
    driver: 's3',
    endpoint,
    bucket,
    region,
    accessKeyId,
    secretAccessKey,
    publicUrl: publicUrl.replace(/\/+$/, ''),
  };
}
