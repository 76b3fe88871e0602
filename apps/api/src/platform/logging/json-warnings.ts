import { logProcessWarnings } from './process-log.js';

// Imported first by server.ts, so a warning raised while the rest of the app loads is already a
// JSON log line (process-log.ts).
logProcessWarnings();
