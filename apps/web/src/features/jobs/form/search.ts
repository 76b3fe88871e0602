import { z } from 'zod';

/** `jobs/edit?id=<uuid>`: the job to edit. */
export const jobEditSearch = z.object({ id: z.uuid().optional().catch(undefined) });
export type JobEditSearch = z.infer<typeof jobEditSearch>;
