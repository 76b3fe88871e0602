import { useTranslation } from 'react-i18next';
import { ReasonModal } from './ReasonModal.js';

/**
 * Asks the reason of a rejection (a job, an employer registration): required, at most `max`
 * characters, e-mailed to the employer. The caller names what is rejected and what follows.
 */
export function RejectModal({
  opened,
  max,
  title,
  text,
  loading,
  onClose,
  onReject,
}: {
  opened: boolean;
  max: number;
  title: string;
  text: string;
  loading: boolean;
  onClose: () => void;
  onReject: (reason: string) => void;
}) {
  const { t } = useTranslation();
  return (
    <ReasonModal
      opened={opened}
      max={max}
      loading={loading}
      onClose={onClose}
      onSubmit={onReject}
      labels={{
        title,
        text,
        reason: t('reject.reason'),
        reasonHelp: t('reject.reasonHelp', { max }),
        counter: (count) => t('reject.counter', { count, max }),
        submit: t('reject.submit'),
        cancel: t('list.cancel'),
      }}
    />
  );
}
