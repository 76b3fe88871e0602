import type { ApplicationStatus } from '@talent/contract';

/**
 * What a status-change confirmation names: how many, from which status (each distinct one of the
 * selection, in the order met) and to which.
 */
export function statusChangeText(
  from: readonly ApplicationStatus[],
  to: ApplicationStatus,
  label: (status: ApplicationStatus) => string,
): { count: number; from: string; to: string } {
  return { count: from.length, from: [...new Set(from)].map(label).join(', '), to: label(to) };
}
