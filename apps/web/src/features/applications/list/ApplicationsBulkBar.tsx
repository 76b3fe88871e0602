import { Button } from '@mantine/core';
import { IconArrowsExchange } from '@tabler/icons-react';
import { APPLICATION_TAGS_MAX, ApplicationTagChange } from '@talent/contract';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { TagBulkBar } from '../../../shared/ui/TagBulkBar.js';
import type { JobScope } from '../../jobs/api.js';
import { type ApplicationRow, useApplicationActions } from '../api.js';
import { ChangeStatusModal } from '../ChangeStatusModal.js';
import { seekerNames, showApplicationsResult } from '../feedback.js';

/** Change the status of, or tag, the selected applications. Mounted while nothing is selected too. */
export function ApplicationsBulkBar({
  scope,
  chosen,
  onClear,
}: {
  scope: JobScope;
  chosen: ApplicationRow[];
  onClear: () => void;
}) {
  const { t } = useTranslation('applications');
  const actions = useApplicationActions(scope);
  const [changing, setChanging] = useState(false);
  return (
    <TagBulkBar
      t={t}
      chosen={chosen}
      schema={ApplicationTagChange}
      max={APPLICATION_TAGS_MAX}
      tag={(change) => actions.tag.mutateAsync({ ids: chosen.map((a) => a.id), ...change })}
      onTagged={(result) => showApplicationsResult(result, 'tagged', seekerNames(chosen))}
      onClear={onClear}
      actions={
        <Button size="xs" leftSection={<IconArrowsExchange size={14} aria-hidden />} onClick={() => setChanging(true)}>
          {t('bulk.changeStatus')}
        </Button>
      }
      modals={
        <ChangeStatusModal
          opened={changing}
          scope={scope}
          applications={chosen}
          onClose={() => setChanging(false)}
          onChanged={onClear}
        />
      }
    />
  );
}
