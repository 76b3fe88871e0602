import { Button, Text } from '@mantine/core';
import { modals } from '@mantine/modals';
import { IconCheck, IconPencil, IconPlayerPause, IconPlayerPlay, IconX } from '@tabler/icons-react';
import { checkAccess, EMPLOYER_REJECTION_REASON_MAX, type Employer, EmployerRejection } from '@talent/contract';
import { Link } from '@tanstack/react-router';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { formAlert } from '../../../shared/form/api-errors.js';
import { useTenant } from '../../../shared/selection/useTenant.js';
import { useAbility } from '../../../shared/session/useAbility.js';
import { ActionButton } from '../../../shared/ui/ActionButton.js';
import { RejectModal } from '../../../shared/ui/RejectModal.js';
import { showSnackbar } from '../../../shared/ui/snackbar.js';
import { useApproveEmployers, useRejectEmployers, useSetEmployersEnabled } from '../api.js';
import { showBulkResult } from '../components.js';

/** The staff actions of one employer: approve / reject while on hold, enable / disable, edit. */
export function EmployerActions({ employer }: { employer: Employer }) {
  const { t } = useTranslation('employers');
  const tenant = useTenant();
  const ability = useAbility();
  const setEnabled = useSetEmployersEnabled(tenant);
  const approve = useApproveEmployers(tenant);
  const reject = useRejectEmployers(tenant);
  const [rejecting, setRejecting] = useState(false);

  const canUpdate = checkAccess(ability, 'update', 'employers');
  const canApprove = checkAccess(ability, 'approve', 'employers') && employer.status === 'on_hold';
  const ids = [employer.id];
  const name = employer.name;
  const nameOf = () => name;
  const onError = (e: unknown) => showSnackbar('error', formAlert(e) ?? '');

  function confirmStatus(enabled: boolean) {
    modals.openConfirmModal({
      title: t(enabled ? 'confirm.enableOneTitle' : 'confirm.disableOneTitle', { name }),
      centered: true,
      children: <Text size="sm">{t(enabled ? 'confirm.enableOneText' : 'confirm.disableOneText', { name })}</Text>,
      labels: { confirm: t(enabled ? 'actions.enable' : 'actions.disable'), cancel: t('actions.cancel') },
      confirmProps: { color: enabled ? undefined : 'red' },
      onConfirm: () =>
        setEnabled.mutate(
          { ids, enabled },
          { onSuccess: (r) => showBulkResult(r, enabled ? 'enabled' : 'disabled', nameOf), onError },
        ),
    });
  }

  function confirmApprove() {
    modals.openConfirmModal({
      title: t('confirm.approveOneTitle', { name }),
      centered: true,
      children: <Text size="sm">{t('confirm.approveOneText', { name })}</Text>,
      labels: { confirm: t('actions.approve'), cancel: t('actions.cancel') },
      onConfirm: () => approve.mutate({ ids }, { onSuccess: (r) => showBulkResult(r, 'approved', nameOf), onError }),
    });
  }

  return (
    <>
      {canApprove && (
        <>
          <Button
            leftSection={<IconCheck size={16} aria-hidden />}
            onClick={confirmApprove}
            loading={approve.isPending}
          >
            {t('actions.approve')}
          </Button>
          <ActionButton danger icon={IconX} onClick={() => setRejecting(true)}>
            {t('actions.reject')}
          </ActionButton>
        </>
      )}
      {canUpdate && employer.status === 'active' && (
        <ActionButton icon={IconPlayerPause} onClick={() => confirmStatus(false)} loading={setEnabled.isPending}>
          {t('actions.disable')}
        </ActionButton>
      )}
      {canUpdate && employer.status === 'disabled' && (
        <ActionButton icon={IconPlayerPlay} onClick={() => confirmStatus(true)} loading={setEnabled.isPending}>
          {t('actions.enable')}
        </ActionButton>
      )}
      {canUpdate && (
        <Button
          component={Link}
          to={tenant.path(`employers/${employer.id}/edit`)}
          leftSection={<IconPencil size={16} aria-hidden />}
        >
          {t('actions.edit')}
        </Button>
      )}
      <RejectModal
        opened={rejecting}
        schema={EmployerRejection}
        max={EMPLOYER_REJECTION_REASON_MAX}
        title={t('reject.titleOne', { name })}
        text={t('reject.text')}
        onClose={() => setRejecting(false)}
        onReject={async (reason) => {
          showBulkResult(await reject.mutateAsync({ ids, reason }), 'rejected', nameOf);
          setRejecting(false);
        }}
      />
    </>
  );
}
