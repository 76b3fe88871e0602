import { IconTags } from '@tabler/icons-react';
import { SEEKER_TAGS_MAX, SeekerTagChange } from '@talent/contract';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { namedRows, rowNames } from '../../../shared/list/named-rows.js';
import { useTenant } from '../../../shared/selection/useTenant.js';
import { ActionButton } from '../../../shared/ui/ActionButton.js';
import { BulkActionBar } from '../../../shared/ui/BulkActionBar.js';
import { BulkTagModal } from '../../../shared/ui/BulkTagModal.js';
import { showSnackbar } from '../../../shared/ui/snackbar.js';
import { type SeekerRow, useSeekerActions } from '../api.js';

/** Tag the selected candidates. Mounted while nothing is selected too (the dialog closes smoothly). */
export function SeekersBulkBar({ chosen, onClear }: { chosen: SeekerRow[]; onClear: () => void }) {
  const { t } = useTranslation('seekers');
  const { accountId, siteId } = useTenant();
  const { tag } = useSeekerActions({ accountId, siteId });
  const [tagging, setTagging] = useState(false);
  const count = chosen.length;

  const modal = (
    <BulkTagModal
      chosen={chosen}
      opened={tagging}
      schema={SeekerTagChange}
      texts={{
        title: t('tagging.title', { count }),
        text: t('tagging.text', { max: SEEKER_TAGS_MAX }),
        apply: t('tagging.apply', { count }),
      }}
      onClose={() => setTagging(false)}
      onApply={async (change) => {
        const result = await tag.mutateAsync({ ids: chosen.map((s) => s.id), ...change });
        setTagging(false);
        onClear();
        showSnackbar(
          result.skipped.length ? 'warning' : 'success',
          [
            t('done.tagged', {
              count: result.updated.length,
              names: namedRows(
                result.updated,
                rowNames(
                  chosen,
                  (s) => s.id,
                  (s) => s.name,
                ),
              ),
            }),
            ...(result.skipped.length ? [t('done.skipped', { count: result.skipped.length })] : []),
          ].join(' · '),
        );
      }}
    />
  );
  if (count === 0) return modal;
  return (
    <BulkActionBar
      label={t('bulk.label')}
      summary={t('bulk.selected', { count })}
      clearLabel={t('bulk.clear')}
      onClear={onClear}
    >
      <ActionButton size="xs" icon={IconTags} onClick={() => setTagging(true)}>
        {t('bulk.tag')}
      </ActionButton>
      {modal}
    </BulkActionBar>
  );
}
