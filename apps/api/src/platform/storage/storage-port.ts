import type { Readable } from 'node:stream';

/** A stored object: its bytes and the content type they were stored with. */
export type StoredObject = { bytes: Buffer; contentType: string };
/** A stored object being read: a stream of its bytes (to pipe into a response), its type and size. */
export type StoredStream = { stream: Readable; contentType: string; size: number };

/**
 * The storage port: what the app asks of a file store, with nothing of any adapter (open-storage.ts
 * chooses one; storage.plugin.ts puts it on the app). Where uploaded files live. Keys are made by the server (`avatars/<random>.png`), never by a
 * client. Local disk (`local-storage.ts`, the default) or an S3-compatible bucket
 * (`s3-storage.ts`, `STORAGE_URL=s3://…`); `storage-contract.test.ts` holds both to one behaviour.
 */
export interface Storage {
  /** Stores bytes under `key`, replacing what was there; a stream is written as it arrives. */
  put(key: string, bytes: Buffer | Readable, contentType: string): Promise<void>;
  /** null when there is no such object. */
  get(key: string): Promise<StoredObject | null>;
  /** Like `get`, as a stream: downloads are piped to the client, never held whole in memory. */
  open(key: string): Promise<StoredStream | null>;
  /** Whether the object exists, without reading it. */
  exists(key: string): Promise<boolean>;
  /** Deleting a missing object is not an error. */
  delete(key: string): Promise<void>;
  /** The objects directly in `folder`, with when each was written (for clean-up of orphans). */
  list(folder: string): AsyncIterable<{ key: string; modifiedAt: Date }>;
  /** Releases connections (S3's socket pool) when the app closes. */
  close?(): void;
}

/** Keys are lower-case path segments with one extension: nothing a traversal could hide in. */
export const STORAGE_KEY = /^[a-z0-9][a-z0-9_-]*(\/[a-z0-9][a-z0-9_-]*)*\.[a-z0-9]{1,8}$/;

export function assertStorageKey(key: string): void {
  if (!STORAGE_KEY.test(key)) throw new Error(`Invalid storage key: ${JSON.stringify(key)}`);
}

// The content type is derived from the extension the server chose when it named the file, never
// from what a store says it holds.
const CONTENT_TYPES: Record<string, string> = {
  png: 'image/png',
  jpg: 'image/jpeg',
  webp: 'image/webp',
  pdf: 'application/pdf',
  docx: 'application/vnd.openxmlformats-officedocument.wordprocessingml.document',
  css: 'text/css; charset=utf-8',
};

export const contentTypeOf = (key: string) =>
  CONTENT_TYPES[key.slice(key.lastIndexOf('.') + 1)] ?? 'application/octet-stream';

/** Refuses to store bytes under a type other than the one their key's extension will be served as. */
export function assertContentType(key: string, contentType: string): void {
  if (contentType !== contentTypeOf(key)) {
    throw new Error(`Content type ${contentType} does not match the extension of ${key}`);
  }
}
