import { Resolver } from 'node:dns/promises';

export type TxtLookup = 'found' | 'missing' | 'failed';

// A person waits on the answer: a few seconds, not the resolver's default minute of retries.
const TIMEOUT_MS = 3000;
const TRIES = 2;

/**
 * Whether `name` holds a TXT record whose text is exactly `value` (a record split into several
 * strings is joined first, as DNS allows). `servers` null is the system's resolver (DNS_SERVERS).
 * No such name or record is `missing`; a lookup that could not be made (timeout, SERVFAIL) `failed`.
 */
export async function lookupTxtRecord(servers: string[] | null, name: string, value: string): Promise<TxtLookup> {
  const resolver = new Resolver({ timeout: TIMEOUT_MS, tries: TRIES });
  if (servers) resolver.setServers(servers);
  try {
    const records = await resolver.resolveTxt(name);
    return records.some((strings) => strings.join('') === value) ? 'found' : 'missing';
  } catch (error) {
    const code = (error as NodeJS.ErrnoException).code;
    return code === 'ENODATA' || code === 'ENOTFOUND' ? 'missing' : 'failed';
  }
}
