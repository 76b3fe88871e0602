import { APPROVAL_REASON_MAX, ApproveEmailDomainBody, type EmailDomain } from '@talent/contract';
import { useTranslation } from 'react-i18next';
import { useFormat } from '../../shared/i18n/format.js';
import { ReasonModal } from '../../shared/ui/ReasonModal.js';
import { showSnackbar } from '../../shared/ui/snackbar.js';
import { useApproveEmailDomain } from './api.js';

/** Platform staff vouch for a domain that cannot publish the record: the reason is kept and audited. */
export function ApproveDomainModal({
  accountId,
  domain,
  onClose,
}: {
  accountId: number;
  domain: EmailDomain;
  onClose: () => void;
}) {
  const { t } = useTranslation('account-security');
  const { number } = useFormat();
  const approve = useApproveEmailDomain(accountId);
  return (
    <ReasonModal
      opened
      schema={ApproveEmailDomainBody}
      labels={{
        title: t('domains.approveOne', { domain: domain.domain }),
        text: t('domains.approveText', { domain: domain.domain }),
        reason: t('domains.approveReason'),
        reasonHelp: t('domains.approveReasonHelp'),
        counter: (count) => t('domains.approveCounter', { count: number(count), max: number(APPROVAL_REASON_MAX) }),
        submit: t('domains.approveSubmit'),
        cancel: t('domains.cancel'),
      }}
      onClose={onClose}
      onSubmit={async (reason) => {
        await approve.mutateAsync({ uuid: domain.id, reason });
        showSnackbar('success', t('domains.approved', { domain: domain.domain }));
        onClose();
      }}
    />
  );
}
