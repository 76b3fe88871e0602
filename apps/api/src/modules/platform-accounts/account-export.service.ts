import type { Queryable } from '../../db/client.js';
import type { AuditActor } from '../../platform/audit.js';
import type { AppContext } from '../../platform/context.js';
import { notFound } from '../../platform/errors.js';
import { recordAccountExport } from './account-closing.service.js';
import {
  type AccountTable,
  accountPeople,
  accountRow,
  accountRowsPage,
  accountTables,
  morePages,
} from './account-data.repo.js';

/**
 * Columns never exported, by name, so a secret column added later is left out without anyone
 * remembering to. Today: hashes (`users.password_hash`, `undo_tickets.token_hash`,
 * `unconfirmed_applications.token_hash`, `credit_purchases.checkout_token_hash` and `request_hash`,
 * `site_form_submissions.ip_hash`, `suppressed_emails.email_hash`: they prove nothing to the reader
 * and help a guesser), values encrypted at rest (`identity_providers.client_secret_enc`,
 * `site_forms.webhook_secret_enc`, `webhook_deliveries.secret_enc`) and tokens
 * (`email_domain_proofs.token`; `accounts.brand_token` is public, but a token is left out rather
 * than judged). TOTP secrets, sessions and resets are the person's, in tables without account_id.
 */
export const SECRET_COLUMN = /(^|_)(hash|enc|secret|token|password)$/;

/**
 * Columns whose content carries secrets though their name does not say so: a mail's body holds the
 * single-use links it was sent with (invitations, resets, confirmations), which open the portal to
 * whoever holds them until they expire, and its unsubscribe URL a signed link. Their address,
 * subject, template and dates stay.
 */
const SECRET_CONTENT: Record<string, readonly string[]> = {
  mail_outbox: ['text_body', 'list_unsubscribe'],
};

export const EXPORT_FORMAT = 'talent-portal.account-export/1';

const leaveOut = (table: string, row: Record<string, unknown>, left: Set<string>) => {
  const out: Record<string, unknown> = {};
  const content = SECRET_CONTENT[table] ?? [];
  for (const [column, value] of Object.entries(row)) {
    if (SECRET_COLUMN.test(column) || content.includes(column)) left.add(`${table}.${column}`);
    else out[column] = value;
  }
  return out;
};

async function* tableJson(q: Queryable, table: AccountTable, accountId: number, left: Set<string>) {
  let after: unknown[] | null = null;
  let first = true;
  for (;;) {
    const rows = await accountRowsPage(q, table, accountId, after);
    for (const row of rows) {
      yield `${first ? '' : ','}\n    ${JSON.stringify(leaveOut(table.name, row, left))}`;
      first = false;
    }
    if (!morePages(table, rows.length)) return;
    const last = rows.at(-1)!;
    after = table.key.map((c) => last[c]);
  }
}

/**
 * The document, written as it is read: `{ format, account_id, exported_at, account, people,
 * tables: { <table>: [rows] }, left_out }`. `people`: the users who hold a role in the account or
 * are invited to one (platform-wide identities, not its rows, but what its grants point at).
 * `left_out`: the columns removed as secrets. Not one snapshot: each page is its own short query,
 * since a transaction held open while a slow client downloads would block the embedded database;
 * an account being closed is suspended in effect, so its rows hardly move meanwhile.
 */
async function* exportDocument(ctx: AppContext, accountId: number, account: Record<string, unknown>) {
  const left = new Set<string>();
  const head = {
    format: EXPORT_FORMAT,
    account_id: accountId,
    exported_at: ctx.clock().toISOString(),
    account: leaveOut('accounts', account, left),
    people: (await accountPeople(ctx.db, accountId)).map((row) => leaveOut('users', row, left)),
  };
  yield `${JSON.stringify(head, null, 2).slice(0, -2)},\n  "tables": {`;
  const tables = await accountTables(ctx.db);
  let firstTable = true;
  for (const table of [...tables].sort((a, b) => a.name.localeCompare(b.name))) {
    yield `${firstTable ? '' : ','}\n  ${JSON.stringify(table.name)}: [`;
    firstTable = false;
    yield* tableJson(ctx.db, table, accountId, left);
    yield '\n  ]';
  }
  yield `\n  },\n  "left_out": ${JSON.stringify([...left].sort())}\n}\n`;
}

/** Records the download (closing reads it), then streams the document. */
export async function accountExport(ctx: AppContext, accountId: number, actor: AuditActor) {
  const account = await accountRow(ctx.db, accountId);
  if (!account) throw notFound();
  await recordAccountExport(ctx, accountId, actor);
  return { fileName: `account-${accountId}-export.json`, body: exportDocument(ctx, accountId, account) };
}
