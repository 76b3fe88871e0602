import { JOB_REJECTION_REASON_MAX } from '@talent/contract';
import { useTranslation } from 'react-i18next';
import { ReasonModal } from '../../../shared/ui/ReasonModal.js';

/** Asks why a job in review is rejected: required, e-mailed to the employer; the credit is refunded. */
export function JobRejectModal({
  opened,
  title,
  loading,
  onClose,
  onReject,
}: {
  opened: boolean;
  title: string;
  loading: boolean;
  onClose: () => void;
  onReject: (reason: string) => void;
}) {
  const { t } = useTranslation('job-detail');
  return (
    <ReasonModal
      opened={opened}
      max={JOB_REJECTION_REASON_MAX}
      loading={loading}
      onClose={onClose}
      onSubmit={onReject}
      labels={{
        title: t('reject.title', { title }),
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
