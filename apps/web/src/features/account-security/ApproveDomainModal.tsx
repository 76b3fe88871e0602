import { APPROVAL_REASON_MAX, ApproveDomainBody, type ProvenDomain } from '@talent/contract';
import { useTranslation } from 'react-i18next';
import { useFormat } from '../../shared/i18n/format.js';
import { ReasonModal } from '../../shared/ui/ReasonModal.js';
import { showSnackbar } from '../../shared/ui/snackbar.js';
import { type ProofKind, type ProofTextKey, useApproveProvenName } from './api.js';

/** Platform staff vouch for a name that cannot publish the record: the reason is kept and audited. */
export function ApproveDomainModal({
  kind,
  accountId,
  domain,
  onClose,
}: {
  kind: ProofKind;
  accountId: number;
  domain: ProvenDomain;
  onClose: () => void;
}) {
  const { t: translate } = useTranslation('account-security');
  const t = (key: ProofTextKey, values?: Record<string, string>) => translate(`${kind}.${key}`, values);
  const { number } = useFormat();
  const approve = useApproveProvenName(kind, accountId);
  return (
    <ReasonModal
      opened
      schema={ApproveDomainBody}
      labels={{
        title: t('approveOne', { domain: domain.domain }),
        text: t('approveText', { domain: domain.domain }),
        reason: t('approveReason'),
        reasonHelp: t('approveReasonHelp'),
        counter: (count) => t('approveCounter', { count: number(count), max: number(APPROVAL_REASON_MAX) }),
        submit: t('approveSubmit'),
        cancel: t('cancel'),
      }}
      onClose={onClose}
      onSubmit={async (reason) => {
        await approve.mutateAsync({ uuid: domain.id, reason });
        showSnackbar('success', t('approved', { domain: domain.domain }));
        onClose();
      }}
    />
  );
}
