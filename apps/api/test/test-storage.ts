import fs from 'node:fs';
import path from 'node:path';
import {
  CopyObjectCommand,
  CreateBucketCommand,
  ListObjectsV2Command,
  PutObjectCommand,
  S3Client,
} from '@aws-sdk/client-s3';
import { inject } from 'vitest';
import type { Config } from '../src/config';
import type { TestApp } from './helpers';

/** A client for the bucket a configuration names (`STORAGE=s3`). */
const s3ClientOf = (c: Config) =>
  new S3Client({
    region: c.S3_REGION,
    endpoint: c.S3_ENDPOINT,
    forcePathStyle: c.S3_FORCE_PATH_STYLE,
    credentials: { accessKeyId: c.S3_ACCESS_KEY_ID!, secretAccessKey: c.S3_SECRET_ACCESS_KEY! },
  });

/** Every key in a bucket. */
async function bucketKeys(s3: S3Client, bucket: string) {
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

/**
 * The S3 run (`TEST_STORAGE=s3`, vitest.s3.config.ts): global-setup starts one s3rver and puts the
 * seed's files in its bucket (`putSeedFiles`; `s3Run`, those settings). A test app that names no
 * store of its own gets a new bucket there: the settings to load (null outside the S3 run), then
 * `fillBucket` once loaded.
 */
export function runBucketEnv(env: Record<string, string>): Record<string, string> | null {
  const run = inject('s3Run');
  if (!run || env.STORAGE) return null;
  return { ...run, S3_BUCKET: `t-${Date.now()}-${Math.random().toString(36).slice(2, 8)}` };
}

/** Creates the app's bucket, holding a copy of the seed's objects unless the app starts empty. */
export async function fillBucket(c: Config, fromSeed: boolean) {
  const seedBucket = inject('s3Run')!.S3_BUCKET;
  const s3 = s3ClientOf(c);
  try {
    await s3.send(new CreateBucketCommand({ Bucket: c.S3_BUCKET }));
    if (!fromSeed) return;
    const keys = await bucketKeys(s3, seedBucket);
    await Promise.all(
      keys.map((Key) =>
        s3.send(new CopyObjectCommand({ Bucket: c.S3_BUCKET, Key, CopySource: `${seedBucket}/${Key}` })),
      ),
    );
  } finally {
    s3.destroy();
  }
}

/** Puts the files the seed wrote to its upload directory in the bucket `c` names, under their keys. */
export async function putSeedFiles(c: Config) {
  const s3 = s3ClientOf(c);
  try {
    await Promise.all(
      localKeys(c.uploadDir).map((Key) =>
        s3.send(
          new PutObjectCommand({
            Bucket: c.S3_BUCKET,
            Key,
            Body: fs.readFileSync(path.join(c.uploadDir, Key.slice(0, 2), Key)),
          }),
        ),
      ),
    );
  } finally {
    s3.destroy();
  }
}
