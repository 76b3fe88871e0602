/**
 * Prices are typed in major units ("15.00") and sent in minor units (1500): pence and cents, the
 * two-digit currencies credits are sold in (`shared/i18n/money.ts` shows any currency by its own
 * digits). Rounded, so the API never sees a float.
 */
export const toMinor = (major: number) => Math.round(major * 100);
export const toMajor = (minor: number) => minor / 100;
