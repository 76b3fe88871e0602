import type { FlagReason } from '@talent/contract';
import { useTranslation } from 'react-i18next';

/** Report reasons as one phrase in the reader's language ("Scam and Spam", « Arnaque et Spam »). */
export function useReasonList(): (reasons: readonly FlagReason[]) => string {
  const { t, i18n } = useTranslation('jobs');
  return (reasons) =>
    new Intl.ListFormat(i18n.language, { type: 'conjunction' }).format(reasons.map((r) => t(`flagReason.${r}`)));
}
