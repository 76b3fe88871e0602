import { Button } from '@mantine/core';
import { IconArrowsExchange, IconTags } from '@tabler/icons-react';
import { APPLICATION_TAGS_MAX, ApplicationTagChange } from '@talent/contract';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ActionButton } from '../../../shared/ui/ActionButton.js';
import { BulkActionBar } from '../../../shared/ui/BulkActionBar.js';
import { BulkTagModal } from '../../../shared/ui/BulkTagModal.js';
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
  const [tagging, setTagging] = useState(false);
  const count = chosen.length;

  const modals = (
    <>
      <ChangeStatusModal
        opened={changing}
        scope={scope}
        applications={chosen}
        onClose={() => setChanging(false)}
        onChanged={onClear}
      />
      <BulkTagModal
        chosen={chosen}
        opened={tagging}
        schema={ApplicationTagChange}
        texts={{
          title: t('tagging.title', { count }),
          text: t('tagging.text', { max: APPLICATION_TAGS_MAX }),
          apply: t('tagging.apply', { count }),
        }}
        onClose={() => setTagging(false)}
        onApply={async (change) => {
          const result = await actions.tag.mutateAsync({ ids: chosen.map((a) => a.id), ...change });
          setTagging(false);
          onClear();
          showApplicationsResult(result, 'tagged', seekerNames(chosen));
        }}
      />
    </>
  );
  if (count === 0) return modals;
  return (
    <BulkActionBar
      label={t('bulk.label')}
      summary={t('bulk.selected', { count })}
      clearLabel={t('bulk.clear')}
      onClear={onClear}
    >
      <Button size="xs" leftSection={<IconArrowsExchange size={14} aria-hidden />} onClick={() => setChanging(true)}>
        {t('bulk.changeStatus')}
      </Button>
      <ActionButton size="xs" icon={IconTags} onClick={() => setTagging(true)}>
        {t('bulk.tag')}
      </ActionButton>
      {modals}
    </BulkActionBar>
  );
}
