/**
 * Prices are typed in major units ("15.00") and sent in minor units (1500), the way `useMoney`
 * of `../scope.js` shows them (value / 100). Rounded, so the API never sees a float.
 */
export const toMinor = (major: number) => Math.round(major * 100);
export const toMajor = (minor: number) => minor / 100;
