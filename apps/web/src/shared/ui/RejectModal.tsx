import { useTranslation } from 'react-i18next';
import { ReasonModal, type ReasonSchema } from './ReasonModal.js';

/**
 * Asks the reason of a rejection (a job, an employer registration): checked by the contract's
 * `schema` (`JobRejection`, `EmployerRejection`), e-mailed to the employer. The caller names what is
 * rejected and what follows.
 */
export function RejectModal({
  opened,
  schema,
  max,
  title,
  text,
  onClose,
  onReject,
}: {
  opened: boolean;
  schema: ReasonSchema;
  max: number;
  title: string;
  text: string;
  onClose: () => void;
  /** Sends the rejection; the caller closes the dialog once it resolves. */
  onReject: (reason: string) => Promise<unknown>;
}) {
  const { t } = useTranslation();
  return (
    <ReasonModal
      opened={opened}
      schema={schema}
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
