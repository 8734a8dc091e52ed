import type { Config } from '../../config';
import { localStorage } from './local';
import type { Storage } from './storage';

export { localStorage } from './local';
export { type Storage, StorageLimitError } from './storage';

/** The store the configuration names (`STORAGE`); the AWS SDK is loaded only for S3. */
export async function createStorage(config: Config): Promise<Storage> {
  if (config.STORAGE === 'local') return localStorage(config.uploadDir);
  const { s3Storage } = await import('./s3');
  return s3Storage({
    bucket: config.S3_BUCKET!,
    region: config.S3_REGION,
    endpoint: config.S3_ENDPOINT,
    forcePathStyle: config.S3_FORCE_PATH_STYLE,
    credentials: config.S3_ACCESS_KEY_ID
      ? { accessKeyId: config.S3_ACCESS_KEY_ID, secretAccessKey: config.S3_SECRET_ACCESS_KEY! }
      : undefined,
  });
}
