import { IconTags } from '@tabler/icons-react';
import { type ReactNode, useState } from 'react';
import type { z } from 'zod';
import { ActionButton } from './ActionButton.js';
import { BulkActionBar } from './BulkActionBar.js';
import { BulkTagModal } from './BulkTagModal.js';

/** The keys each tagging list's namespace holds (seekers and applications both hold `bulk.tag`…). */
type TagBarKey = 'bulk.label' | 'bulk.selected' | 'bulk.clear' | 'bulk.tag' | 'tagging.title' | 'tagging.apply';
export type TagBarT = ((key: TagBarKey, options?: { count: number }) => string) &
  ((key: 'tagging.text', options: { max: number }) => string);

type TagChange = { add: string[]; remove: string[] };

type Props<Row extends { tags: string[] }, Result> = {
  t: TagBarT;
  chosen: readonly Row[];
  /** The contract's tag change of these rows and how many tags a row may hold. */
  schema: z.ZodType<TagChange>;
  max: number;
  /** Sends the change; once it resolves, the dialog closes, the selection clears, then `onTagged`. */
  tag: (change: TagChange) => Promise<Result>;
  onTagged: (result: Result) => void;
  onClear: () => void;
  /** Bulk actions before "Tag", and their dialogs (mounted while nothing is selected too). */
  actions?: ReactNode;
  modals?: ReactNode;
};

/**
 * The bulk bar of a list whose rows carry tags (candidates, applications): how many are selected,
 * the list's own actions, then "Tag" and its dialog. Mounted while nothing is selected too, so the
 * dialogs close smoothly and a mutation's callbacks still run.
 */
export function TagBulkBar<Row extends { tags: string[] }, Result>({
  t,
  chosen,
  schema,
  max,
  tag,
  onTagged,
  onClear,
  actions,
  modals,
}: Props<Row, Result>) {
  const [tagging, setTagging] = useState(false);
  const count = chosen.length;
  const dialogs = (
    <>
      {modals}
      <BulkTagModal
        chosen={chosen}
        opened={tagging}
        schema={schema}
        texts={{
          title: t('tagging.title', { count }),
          text: t('tagging.text', { max }),
          apply: t('tagging.apply', { count }),
        }}
        onClose={() => setTagging(false)}
        onApply={async (change) => {
          const result = await tag(change);
          setTagging(false);
          onClear();
          onTagged(result);
        }}
      />
    </>
  );
  if (count === 0) return dialogs;
  return (
    <BulkActionBar
      label={t('bulk.label')}
      summary={t('bulk.selected', { count })}
      clearLabel={t('bulk.clear')}
      onClear={onClear}
    >
      {actions}
      <ActionButton size="xs" icon={IconTags} onClick={() => setTagging(true)}>
        {t('bulk.tag')}
      </ActionButton>
      {dialogs}
    </BulkActionBar>
  );
}
