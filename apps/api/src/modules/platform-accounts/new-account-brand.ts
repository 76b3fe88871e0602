import { DEFAULT_BRANDING } from '@talent/contract';

/**
 * The colours a new account starts with: the spec's primary colour, and a darker shade white text
 * stays readable on (the spec's #ff5b5b reaches 3:1, so the brand editor, which asks 4.5:1, would
 * refuse to save the new owner's first change until they mended a colour they never chose).
 */
export const NEW_ACCOUNT_COLORS = {
  primaryColor: DEFAULT_BRANDING.branding.colors.primary_color,
  primaryDarkenColor: '#8424e0',
} as const;
