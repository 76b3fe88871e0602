import { z } from 'zod';

export const HealthResponse = z.object({ status: z.enum(['ok']), database: z.enum(['pglite', 'postgres']) });
