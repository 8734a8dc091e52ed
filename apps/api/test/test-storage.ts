import fs from 'node:fs';
import path from 'node:path';
import { ListObjectsV2Command, S3Client } from '@aws-sdk/client-s3';
import type { Config } from '../src/config';
import type { TestApp } from './helpers';

/** A client for the bucket a configuration names (`STORAGE=s3`). */
export const s3ClientOf = (c: Config) =>
  new S3Client({
    region: c.S3_REGION,
    endpoint: c.S3_ENDPOINT,
    forcePathStyle: c.S3_FORCE_PATH_STYLE,
    credentials: { accessKeyId: c.S3_ACCESS_KEY_ID!, secretAccessKey: c.S3_SECRET_ACCESS_KEY! },
  });

/** Every key in a bucket. */
export async function bucketKeys(s3: S3Client, bucket: string) {
  const keys: string[] = [];
  let token: string | undefined;
  do {
    const page = await s3.send(new ListObjectsV2Command({ Bucket: bucket, ContinuationToken: token }));
    keys.push(...(page.Contents ?? []).map((o) => o.Key!));
    token = page.NextContinuationToken;
  } while (token);
  return keys;
}

/** The files under a local upload directory (`ab/abcdef…`, and any temporary `.part` left behind). */
export const localKeys = (dir: string) =>
  fs.existsSync(dir) ? fs.readdirSync(dir).flatMap((d) => fs.readdirSync(path.join(dir, d))) : [];

/** Everything in the app's store, local or S3: what a test counts to see that nothing was left. */
export async function storedKeys(app: TestApp) {
  const c = app.ctx.config;
  if (app.ctx.storage.kind === 'local') return localKeys(c.uploadDir);
  const s3 = s3ClientOf(c);
  try {
    return await bucketKeys(s3, c.S3_BUCKET!);
  } finally {
    s3.destroy();
  }
}

/** A stored object's bytes (null when there is none). */
export async function storedBytes(app: TestApp, key: string) {
  const obj = await app.ctx.storage.get(key);
  if (!obj) return null;
  const chunks: Buffer[] = [];
  for await (const chunk of obj.stream) chunks.push(chunk as Buffer);
  return Buffer.concat(chunks);
}
