import { ar } from './ar.js';
import { en } from './en.js';
import { fr } from './fr.js';
import type { Locale } from './index.js';
import type { MessageCatalogue } from './types.js';

/** Every language's messages: the server answers in the caller's language. */
export const catalogues: Record<Locale, MessageCatalogue> = { en, fr, ar };
