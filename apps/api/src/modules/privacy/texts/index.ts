import type { Locale } from '@talent/contract';
import { ar } from './ar.js';
import { en } from './en.js';
import { fr } from './fr.js';
import type { PrivacyTexts } from './types.js';

export type { PrivacyTexts };

/** The privacy texts candidates read, by language (typed alike, so a missing one does not compile). */
export const privacyTexts: Record<Locale, PrivacyTexts> = { en, fr, ar };
