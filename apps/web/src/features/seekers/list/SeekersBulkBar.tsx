import { SEEKER_TAGS_MAX, SeekerTagChange } from '@talent/contract';
import { useTranslation } from 'react-i18next';
import { namedRows, rowNames } from '../../../shared/list/named-rows.js';
import { useTenant } from '../../../shared/selection/useTenant.js';
import { showSnackbar } from '../../../shared/ui/snackbar.js';
import { TagBulkBar } from '../../../shared/ui/TagBulkBar.js';
import { type SeekerRow, useSeekerActions } from '../api.js';

/** Tag the selected candidates. Mounted while nothing is selected too (the dialog closes smoothly). */
export function SeekersBulkBar({ chosen, onClear }: { chosen: SeekerRow[]; onClear: () => void }) {
  const { t } = useTranslation('seekers');
  const { accountId, siteId } = useTenant();
  const { tag } = useSeekerActions({ accountId, siteId });
  return (
    <TagBulkBar
      t={t}
      chosen={chosen}
      schema={SeekerTagChange}
      max={SEEKER_TAGS_MAX}
      tag={(change) => tag.mutateAsync({ ids: chosen.map((s) => s.id), ...change })}
      onTagged={(result) =>
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
        )
      }
      onClear={onClear}
    />
  );
}
