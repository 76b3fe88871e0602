// Kept apart from employers.ts (its schemas) so the app's first chunk, which needs only these
// to judge the selection, does not carry every employer schema with it.
export const EMPLOYER_STATUSES = ['active', 'on_hold', 'rejected', 'disabled'] as const;
export type EmployerStatus = (typeof EMPLOYER_STATUSES)[number];
/** An employer in these states cannot be acted for by its own users (staff still manage it). */
export const UNAVAILABLE_EMPLOYER_STATUSES: readonly EmployerStatus[] = ['disabled', 'rejected'];
