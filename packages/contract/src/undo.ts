import { z } from 'zod';

/**
 * How long a change can be taken back after it is made. The web offers "Undo" for 10 s (the
 * snackbar's time); the server keeps 5 s more for the round trip, and mail caused by the change is
 * held until the window has passed.
 */
export const UNDO_WINDOW_SECONDS = 15;

/** An opaque, single-use token: 256 random bits, base64url; the server keeps only its sha-256. */
const UndoToken = z
  .string()
  .regex(/^[A-Za-z0-9_-]{43}$/)
  .describe('The `undo.token` of the change’s answer.');

export const UndoTicketSchema = z
  .object({
    token: UndoToken,
    expires_at: z.iso.datetime().describe('After this the change is final and held mail goes out.'),
  })
  .meta({ id: 'UndoTicket' });
export type UndoTicket = z.infer<typeof UndoTicketSchema>;

/** POST …/undo: the ticket of the change to take back. */
export const UndoBody = z.object({ token: UndoToken });
