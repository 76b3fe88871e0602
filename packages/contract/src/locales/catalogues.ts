import { ar } from './ar.js';
import { arServer } from './ar-server.js';
import { en } from './en.js';
import { enServer } from './en-server.js';
import { fr } from './fr.js';
import { frServer } from './fr-server.js';
import type { Locale } from './index.js';
import type { MessageCatalogue } from './types.js';

/** Every language's messages: the server answers in the caller's language. */
export const catalogues: Record<Locale, MessageCatalogue> = {
  en: { ...en, ...enServer, errors: { ...enServer.errors, ...en.errors } },
  fr: { ...fr, ...frServer, errors: { ...frServer.errors, ...fr.errors } },
  ar: { ...ar, ...arServer, errors: { ...arServer.errors, ...ar.errors } },
};
