import { Readable, Transform } from 'node:stream';
import {
  CopyObjectCommand,
  DeleteObjectCommand,
  GetObjectCommand,
  HeadObjectCommand,
  S3Client,
} from '@aws-sdk/client-s3';
import { Upload } from '@aws-sdk/lib-storage';
import { assertKey, type PutOptions, type Storage, StorageLimitError } from './storage';

type S3Settings = {
  bucket: string;
  region: string;
  /** Any S3-compatible service (MinIO, Ceph, a test server); AWS itself when absent. */
  endpoint?: string;
  forcePathStyle?: boolean;
  /** Explicit keys; otherwise the AWS SDK's default chain (AWS_* variables, profile, instance role). */
  credentials?: { accessKeyId: string; secretAccessKey: string };
};

/** 5 MiB parts (the S3 minimum), two in flight: an upload holds at most ~10 MiB in memory. */
const PART_SIZE = 5 * 1024 * 1024;
const QUEUE_SIZE = 2;

const notFound = (e: unknown) => {
  const err = e as { name?: string; $metadata?: { httpStatusCode?: number } };
  return err.name === 'NoSuchKey' || err.name === 'NotFound' || err.$metadata?.httpStatusCode === 404;
};

/**
 * An S3-compatible bucket through `@aws-sdk/client-s3`. Uploads stream as a multipart upload
 * (`@aws-sdk/lib-storage`), aborted (no parts left behind) when the body fails or is too large;
 * downloads stream the response body.
 */
export function s3Storage(s: S3Settings, client?: S3Client): Storage {
  const s3 =
    client ??
    new S3Client({
      region: s.region,
      endpoint: s.endpoint,
      forcePathStyle: s.forcePathStyle,
      credentials: s.credentials,
      // Checksums only where the API requires them: several S3-compatible stores reject the
      // SDK's newer default trailers.
      requestChecksumCalculation: 'WHEN_REQUIRED',
      responseChecksumValidation: 'WHEN_REQUIRED',
    });
  const Bucket = s.bucket;
  return {
    kind: 's3',
    async put(key, body, opts: PutOptions = {}) {
      assertKey(key);
      let size = 0;
      let failure: unknown = null;
      const limit = opts.maxBytes ?? Number.POSITIVE_INFINITY;
      const meter = new Transform({
        transform(chunk: Buffer, _enc, cb) {
          size += chunk.length;
          cb(size > limit ? new StorageLimitError(limit) : null, chunk);
        },
      });
      const source = Buffer.isBuffer(body) ? Readable.from([body]) : body;
      // The body's own error (a 413 from the upload meter, a dropped client) is the one to report,
      // not the SDK's wrapping of it.
      source.once('error', (e) => {
        failure ??= e;
        meter.destroy(e);
      });
      meter.once('error', (e) => {
        failure ??= e;
      });
      source.pipe(meter);
      const upload = new Upload({
        client: s3,
        params: { Bucket, Key: key, Body: meter, ContentType: opts.contentType },
        partSize: PART_SIZE,
        queueSize: QUEUE_SIZE,
        leavePartsOnError: false,
      });
      try {
        await upload.done();
      } catch (e) {
        throw failure ?? e;
      }
      if (failure) {
        // The stream failed after the SDK had what it took for the whole body: remove the object.
        await this.delete(key);
        throw failure;
      }
      return { size };
    },
    async get(key) {
      assertKey(key);
      try {
        const r = await s3.send(new GetObjectCommand({ Bucket, Key: key }));
        return { stream: r.Body as Readable, size: Number(r.ContentLength ?? 0) };
      } catch (e) {
        if (notFound(e)) return null;
        throw e;
      }
    },
    async delete(key) {
      assertKey(key);
      await s3.send(new DeleteObjectCommand({ Bucket, Key: key }));
    },
    async exists(key) {
      assertKey(key);
      try {
        await s3.send(new HeadObjectCommand({ Bucket, Key: key }));
        return true;
      } catch (e) {
        if (notFound(e)) return false;
        throw e;
      }
    },
    async copy(from, to) {
      assertKey(from);
      assertKey(to);
      await s3.send(new CopyObjectCommand({ Bucket, Key: to, CopySource: `${Bucket}/${from}` }));
    },
  };
}
