import { z } from 'zod';

/**
 * The draft an employer left to buy credits ("Buy credits" in the no-credit dialog), kept for the
 * tab so the payment page can offer to publish it right away. Cleared once published or declined.
 */
const KEY = 'portal-pending-job';
const PendingJob = z.object({ id: z.uuid(), title: z.string().max(500).nullable() });
export type PendingJob = z.infer<typeof PendingJob>;

export function readPendingJob(): PendingJob | null {
  try {
    const parsed = PendingJob.safeParse(JSON.parse(sessionStorage.getItem(KEY) ?? 'null'));
    return parsed.success ? parsed.data : null;
  } catch {
    return null;
  }
}

/** Remembers the job; a title already known for the same job is kept. */
export function rememberPendingJob(id: string, title: string | null = null) {
  const known = readPendingJob();
  const keep = title ?? (known?.id === id ? known.title : null);
  try {
    sessionStorage.setItem(KEY, JSON.stringify({ id, title: keep }));
  } catch {
    // Storage refused (private mode, quota): the payment page simply offers nothing.
  }
}

export function forgetPendingJob() {
  try {
    sessionStorage.removeItem(KEY);
  } catch {
    // Nothing was kept.
  }
}
