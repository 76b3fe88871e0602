import { Readable } from 'node:stream';
import {
  DeleteObjectCommand,
  GetObjectCommand,
  HeadObjectCommand,
  ListObjectsV2Command,
  S3Client,
  type S3ClientConfig,
} from '@aws-sdk/client-s3';
import { Upload } from '@aws-sdk/lib-storage';
import { assertContentType, assertStorageKey, contentTypeOf, STORAGE_KEY, type Storage } from './storage-port.js';
import type { S3Target } from './storage-url.js';

/** The SDK's "no such object" answers: GET says NoSuchKey, HEAD only its status. */
function isMissing(error: unknown): boolean {
  const e = error as { name?: string; $metadata?: { httpStatusCode?: number } };
  return e.name === 'NoSuchKey' || e.name === 'NotFound' || e.$metadata?.httpStatusCode === 404;
}

/**
 * Files in an S3-compatible bucket (`STORAGE_URL=s3://…`), so every API process behind a load
 * balancer serves what any of them stored. Credentials come from the SDK's default chain
 * (AWS_ACCESS_KEY_ID / AWS_SECRET_ACCESS_KEY, profile, instance role); `clientConfig` is for
 * tests and never holds anything that is logged.
 */
export function createS3Storage(target: S3Target, clientConfig: Partial<S3ClientConfig> = {}): Storage {
  const client = new S3Client({
    region: target.region,
    endpoint: target.endpoint,
    forcePathStyle: target.forcePathStyle,
    // Checksums only where S3 requires them: the default (CRC32 on every request, in aws-chunked
    // bodies) is refused by many S3-compatible servers, and TLS already guards the bytes in flight.
    requestChecksumCalculation: 'WHEN_REQUIRED',
    responseChecksumValidation: 'WHEN_REQUIRED',
    ...clientConfig,
  });
  const Bucket = target.bucket;
  const objectKey = (key: string) => {
    assertStorageKey(key);
    return target.prefix ? `${target.prefix}/${key}` : key;
  };

  /** The object, or null when there is none. */
  async function fetchObject(key: string) {
    try {
      return await client.send(new GetObjectCommand({ Bucket, Key: objectKey(key) }));
    } catch (error) {
      if (isMissing(error)) return null;
      throw error;
    }
  }

  return {
    async put(key, bytes, contentType) {
      const Key = objectKey(key);
      assertContentType(key, contentType);
      // One PUT for a small body; a large one goes up in parts, a few at a time, without being
      // copied whole. S3 writes are atomic: a reader never sees half an object.
      await new Upload({
        client,
        params: { Bucket, Key, Body: bytes, ContentType: contentType },
      }).done();
    },
    async get(key) {
      const object = await fetchObject(key);
      if (!object?.Body) return null;
      return { bytes: Buffer.from(await object.Body.transformToByteArray()), contentType: contentTypeOf(key) };
    },
    async open(key) {
      const object = await fetchObject(key);
      if (!object?.Body) return null;
      // In Node the body is the HTTP response itself: piped on, never buffered here.
      const body = object.Body as unknown;
      const stream = body instanceof Readable ? body : Readable.fromWeb(object.Body.transformToWebStream() as never);
      return { stream, contentType: contentTypeOf(key), size: object.ContentLength ?? 0 };
    },
    async exists(key) {
      try {
        await client.send(new HeadObjectCommand({ Bucket, Key: objectKey(key) }));
        return true;
      } catch (error) {
        if (isMissing(error)) return false;
        throw error;
      }
    },
    async delete(key) {
      // S3 answers a delete of a missing key with success, as the interface wants.
      await client.send(new DeleteObjectCommand({ Bucket, Key: objectKey(key) }));
    },
    async *list(folder) {
      const Prefix = `${target.prefix ? `${target.prefix}/` : ''}${folder}/`;
      let ContinuationToken: string | undefined;
      do {
        // The delimiter keeps it to the objects directly in the folder, like a directory listing.
        const page = await client.send(new ListObjectsV2Command({ Bucket, Prefix, Delimiter: '/', ContinuationToken }));
        for (const object of page.Contents ?? []) {
          const key = `${folder}/${object.Key?.slice(Prefix.length) ?? ''}`;
          if (STORAGE_KEY.test(key) && object.LastModified) yield { key, modifiedAt: object.LastModified };
        }
        ContinuationToken = page.IsTruncated ? page.NextContinuationToken : undefined;
      } while (ContinuationToken);
    },
    close() {
      client.destroy();
    },
  };
}
