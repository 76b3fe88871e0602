import { JOB_REJECTION_REASON_MAX } from '@talent/contract';
import { useTranslation } from 'react-i18next';
import { ReasonModal } from '../../../shared/ui/ReasonModal.js';

/** Asks the reason of a rejection (required, e-mailed to the employer; the credit is refunded). */
export function RejectJobsModal({
  opened,
  count,
  name,
  loading,
  onClose,
  onReject,
}: {
  opened: boolean;
  count: number;
  name?: string;
  loading: boolean;
  onClose: () => void;
  onReject: (reason: string) => void;
}) {
  const { t } = useTranslation('jobs-list');
  return (
    <ReasonModal
      opened={opened}
      max={JOB_REJECTION_REASON_MAX}
      loading={loading}
      onClose={onClose}
      onSubmit={onReject}
      labels={{
        title: name ? t('reject.titleOne', { name }) : t('reject.title', { count }),
        text: t('reject.text'),
        reason: t('reject.reason'),
        reasonHelp: t('reject.reasonHelp', { max: JOB_REJECTION_REASON_MAX }),
        counter: (count) => t('reject.counter', { count, max: JOB_REJECTION_REASON_MAX }),
        submit: t('reject.submit'),
        cancel: t('actions.cancel'),
      }}
    />
  );
}
