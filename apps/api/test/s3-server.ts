import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';

/** The subset of s3rver (an S3-compatible server in pure JavaScript, a dev dependency) used here. */
type S3rverInstance = { run(): Promise<{ port: number }>; close(): Promise<void> };
type S3rverClass = new (opts: {
  port: number;
  address: string;
  silent: boolean;
  directory: string;
  configureBuckets: { name: string }[];
}) => S3rverInstance;

export const TEST_BUCKET = 'mashaer-test';

/**
 * Starts an S3-compatible server on a free local port with an empty bucket, for one test file (or
 * the whole S3 run: global-setup). `env` is what the API needs to use it (`STORAGE=s3`); `stop`
 * ends it and removes its data.
 */
export async function startS3() {
  const { default: S3rver } = (await import('s3rver' as string)) as { default: S3rverClass };
  const directory = fs.mkdtempSync(path.join(os.tmpdir(), 'mashaer-s3-'));
  const server = new S3rver({
    port: 0,
    address: '127.0.0.1',
    silent: true,
    directory,
    configureBuckets: [{ name: TEST_BUCKET }],
  });
  const { port } = await server.run();
  const endpoint = `http://127.0.0.1:${port}`;
  return {
    endpoint,
    directory,
    env: {
      STORAGE: 's3',
      S3_ENDPOINT: endpoint,
      S3_BUCKET: TEST_BUCKET,
      S3_REGION: 'us-east-1',
      // s3rver's fixed development credentials.
      S3_ACCESS_KEY_ID: 'S3RVER',
      S3_SECRET_ACCESS_KEY: 'S3RVER',
      S3_FORCE_PATH_STYLE: 'true',
    } as Record<string, string>,
    stop: async () => {
      await server.close();
      fs.rmSync(directory, { recursive: true, force: true });
    },
  };
}
