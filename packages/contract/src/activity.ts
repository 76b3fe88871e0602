import { z } from 'zod';
import { PaginationQuery, page } from './common.js';

const Person = z.object({ id: z.number().int(), name: z.string() });

/** One audit-log row as shown in an activity feed; `action` is a stable key such as `employer.approved`. */
export const ActivityEntrySchema = z
  .object({
    id: z.number().int(),
    action: z.string(),
    actor: Person.nullable().describe('Who did it; null for the system.'),
    impersonator: Person.nullable().describe('The staff member acting as `actor`, if any.'),
    data: z.record(z.string(), z.unknown()).describe('Details of the change, such as the changed fields.'),
    created_at: z.iso.datetime(),
  })
  .meta({ id: 'ActivityEntry' });
export type ActivityEntry = z.infer<typeof ActivityEntrySchema>;

export const ActivityQuery = PaginationQuery.omit({ q: true });
export type ActivityQuery = z.infer<typeof ActivityQuery>;
export const ActivityListResponse = page(ActivityEntrySchema);
