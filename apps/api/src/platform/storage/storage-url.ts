/**
 * `STORAGE_URL`: where uploads live. Unset → local disk under `DATA_DIR/uploads`. An S3-compatible
 * bucket is `s3://<bucket>[/<prefix>]?endpoint=<url>&region=<region>&forcePathStyle=true`; its
 * credentials come from the SDK's standard sources (AWS_ACCESS_KEY_ID / AWS_SECRET_ACCESS_KEY,
 * a profile, an instance role), never from this URL, which is configuration that may be shown.
 */
export type S3Target = {
  kind: 's3';
  bucket: string;
  /** Folder inside the bucket every key is stored under ('' for the bucket's root), no slashes at its ends. */
  prefix: string;
  /** An S3-compatible server (MinIO, Ceph, R2…); undefined → AWS S3 of `region`. */
  endpoint: string | undefined;
  region: string;
  /** `https://endpoint/bucket/key` instead of `https://bucket.endpoint/key` (most S3-compatible servers). */
  forcePathStyle: boolean;
};
export type StorageTarget = { kind: 'local' } | S3Target;

// AWS's rules for new bucket names (no dots: they break TLS of virtual-hosted addresses).
const BUCKET = /^[a-z0-9][a-z0-9-]{1,61}[a-z0-9]$/;
const PREFIX = /^[A-Za-z0-9_-]+(\/[A-Za-z0-9_-]+)*$/;
const KNOWN_PARAMS = new Set(['endpoint', 'region', 'forcePathStyle']);

/** The storage `value` names, or the problems with it (never quoting the URL back: it may hold a secret by mistake). */
export function parseStorageUrl(
  value: string | undefined,
  defaultRegion: string | undefined,
): { target: StorageTarget } | { problems: string[] } {
  if (!value) return { target: { kind: 'local' } };
  let url: URL;
  try {
    url = new URL(value);
  } catch {
    return { problems: ['STORAGE_URL is not a URL: use s3://<bucket>?endpoint=…&region=…'] };
  }
  if (url.protocol !== 's3:') return { problems: ['STORAGE_URL must start with s3:// (or be unset for local disk).'] };
  const problems: string[] = [];
  if (url.username || url.password) {
    problems.push(
      'STORAGE_URL must not carry credentials: set AWS_ACCESS_KEY_ID and AWS_SECRET_ACCESS_KEY (or another AWS credential source).',
    );
  }
  const bucket = url.hostname;
  if (!bucket) problems.push('STORAGE_URL names no bucket: s3://<bucket>?…');
  else if (!BUCKET.test(bucket))
    problems.push('STORAGE_URL: the bucket name must be 3–63 lower-case letters, digits and hyphens.');
  if (url.port) problems.push('STORAGE_URL: put the server in ?endpoint=, not after the bucket.');
  const prefix = decodeURIComponent(url.pathname).replace(/^\/+|\/+$/g, '');
  if (prefix && !PREFIX.test(prefix))
    problems.push('STORAGE_URL: the folder after the bucket may hold letters, digits, - and _ between slashes.');
  for (const name of url.searchParams.keys()) {
    if (!KNOWN_PARAMS.has(name))
      problems.push(`STORAGE_URL: unknown parameter "${name}" (endpoint, region, forcePathStyle).`);
  }
  const endpoint = url.searchParams.get('endpoint') || undefined;
  if (endpoint && !/^https?:\/\/[^/?#@]+\/?$/.test(endpoint)) {
    problems.push('STORAGE_URL: endpoint must be http(s)://host[:port], without a path or credentials.');
  }
  const forcePathStyle = url.searchParams.get('forcePathStyle') ?? 'false';
  if (forcePathStyle !== 'true' && forcePathStyle !== 'false')
    problems.push('STORAGE_URL: forcePathStyle must be true or false.');
  if (problems.length) return { problems };
  return {
    target: {
      kind: 's3',
      bucket,
      prefix,
      endpoint: endpoint?.replace(/\/$/, ''),
      // S3-compatible servers mostly ignore the region, but the signature needs one.
      region: url.searchParams.get('region') || defaultRegion || 'us-east-1',
      forcePathStyle: forcePathStyle === 'true',
    },
  };
}
