import { IconPlayerPause, IconPlayerPlay } from '@tabler/icons-react';
import type { Employer } from '@talent/contract';
import { useTranslation } from 'react-i18next';
import { formAlert } from '../../../shared/form/api-errors.js';
import { confirmBulk } from '../../../shared/list/confirm-bulk.js';
import { rowNames } from '../../../shared/list/named-rows.js';
import { useTenant } from '../../../shared/selection/useTenant.js';
import { ActionButton } from '../../../shared/ui/ActionButton.js';
import { BulkActionBar } from '../../../shared/ui/BulkActionBar.js';
import { showSnackbar } from '../../../shared/ui/snackbar.js';
import { useSetEmployersEnabled } from '../api.js';
import { showBulkResult } from '../components.js';

/**
 * Enable or disable the selected employers, after a confirmation. Stays mounted while nothing is
 * selected (and renders nothing), so a mutation's callbacks still run if its rows leave the page.
 */
export function EnableBulkBar({ chosen, onClear }: { chosen: Employer[]; onClear: () => void }) {
  const { t } = useTranslation('employers');
  const setEnabled = useSetEmployersEnabled(useTenant());
  const count = chosen.length;
  const nameOf = rowNames(
    chosen,
    (e) => e.id,
    (e) => e.name,
  );

  function confirmStatus(enabled: boolean) {
    confirmBulk({
      names: chosen.map((r) => r.name),
      title: t(enabled ? 'confirm.enableTitle' : 'confirm.disableTitle', { count }),
      text: t(enabled ? 'confirm.enableText' : 'confirm.disableText', { count }),
      confirm: t(enabled ? 'confirm.enable' : 'confirm.disable', { count }),
      danger: !enabled,
      onConfirm: () =>
        setEnabled.mutate(
          { ids: chosen.map((e) => e.id), enabled },
          {
            onSuccess: (result) => {
              onClear();
              showBulkResult(result, enabled ? 'enabled' : 'disabled', nameOf);
            },
            onError: (e) => showSnackbar('error', formAlert(e) ?? ''),
          },
        ),
    });
  }

  if (count === 0) return null;
  return (
    <BulkActionBar
      label={t('bulk.region')}
      summary={t('bulk.selected', { count })}
      clearLabel={t('bulk.clear')}
      onClear={onClear}
    >
      <ActionButton size="xs" icon={IconPlayerPlay} onClick={() => confirmStatus(true)} loading={setEnabled.isPending}>
        {t('actions.enable')}
      </ActionButton>
      <ActionButton
        size="xs"
        danger
        icon={IconPlayerPause}
        onClick={() => confirmStatus(false)}
        loading={setEnabled.isPending}
      >
        {t('actions.disable')}
      </ActionButton>
    </BulkActionBar>
  );
}
