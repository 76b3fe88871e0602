// Each domain adds its tables in its own file and re-exports them here.
export * from './audit.js';
export * from './auth.js';
export * from './background-jobs.js';
export * from './candidates.js';
export * from './consultants.js';
export * from './credits.js';
export * from './identity-providers.js';
export * from './invitations.js';
export * from './jobs.js';
export * from './mail.js';
export * from './notifications.js';
export * from './passkeys.js';
export * from './tenancy.js';
export * from './two-factor.js';
export * from './undo.js';
export * from './users.js';
export * from './webhooks.js';
