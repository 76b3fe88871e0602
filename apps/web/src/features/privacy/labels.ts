import type {
  ErasureScheduleReason,
  PrivacyRequestKind,
  PrivacyRequestOrigin,
  PrivacyRequestStatus,
} from '@talent/contract';
import { useTranslation } from 'react-i18next';

/** The names of the contract's privacy enums in the reader's language (one place builds their keys). */
export function usePrivacyLabels() {
  const { t } = useTranslation('privacy');
  return {
    kind: (kind: PrivacyRequestKind) => t(`history.kinds.${kind}`),
    origin: (origin: PrivacyRequestOrigin) => t(`history.origins.${origin}`),
    status: (status: PrivacyRequestStatus) => t(`history.statuses.${status}`),
    reason: (reason: ErasureScheduleReason) => t(`pending.reasons.${reason}`),
  };
}
