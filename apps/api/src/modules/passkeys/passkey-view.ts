import type { Passkey } from '@talent/contract';
import type { PasskeyRow } from './passkeys.repo.js';

export const passkeyView = (row: PasskeyRow): Passkey => ({
  uuid: row.uuid,
  name: row.name,
  created_at: row.createdAt.toISOString(),
  last_used_at: row.lastUsedAt?.toISOString() ?? null,
  synced: row.backedUp,
  host: row.rpId,
});
