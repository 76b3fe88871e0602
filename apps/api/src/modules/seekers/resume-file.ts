import type { FastifyInstance, FastifyReply } from 'fastify';
import { notFound } from '../../platform/errors.js';
import type { SeekerRow } from './seeker-rows.js';

/** `filename` kept to safe ASCII, with the full name in RFC 5987 form for browsers that read it. */
export function attachmentDisposition(name: string): string {
  const ascii = name.replace(/[^\x20-\x7e]/g, '_').replace(/["\\]/g, '_') || 'resume';
  return `attachment; filename="${ascii}"; filename*=UTF-8''${encodeURIComponent(name)}`;
}

/**
 * Sends a candidate's résumé as a download, never inline: a file someone uploaded must not render
 * in the portal's origin. 404 when there is none (or its file is gone).
 */
export async function sendResume(app: FastifyInstance, reply: FastifyReply, row: SeekerRow): Promise<FastifyReply> {
  if (!row.resumeKey || !row.resumeName) throw notFound();
  const file = await app.storage.open(row.resumeKey);
  if (!file) throw notFound();
  return reply
    .type(file.contentType)
    .header('content-disposition', attachmentDisposition(row.resumeName))
    .header('x-content-type-options', 'nosniff')
    .header('cache-control', 'private, no-store')
    .header('content-length', file.size)
    .send(file.stream);
}
