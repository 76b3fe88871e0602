import { checkAccess, JOB_TAGS_MAX, type Job, JobTagsBody } from '@talent/contract';
import { useTranslation } from 'react-i18next';
import { useAbility } from '../../../shared/session/useAbility.js';
import { TagsEditor } from '../../../shared/ui/TagsEditor.js';
import { useJobAction } from '../api.js';
import { useJobScope } from '../useJobScope.js';

/** The job's tags: edited in place by whoever may update jobs, read-only for the others. */
export function JobTags({ job }: { job: Job }) {
  const { t } = useTranslation('job-detail');
  const { scope } = useJobScope();
  const { tags: save } = useJobAction(scope);
  return (
    <TagsEditor
      tags={job.tags}
      schema={JobTagsBody}
      canEdit={checkAccess(useAbility(), 'update', 'jobs')}
      saving={save.isPending}
      max={JOB_TAGS_MAX}
      texts={{
        title: t('sections.tags'),
        none: t('tags.none'),
        label: t('tags.label'),
        help: t('tags.help', { max: JOB_TAGS_MAX }),
        placeholder: t('tags.placeholder'),
        save: t('tags.save'),
        saved: t('done.tagsSaved'),
      }}
      onSave={(tags, outcome) => save.mutate({ id: job.id, tags }, outcome)}
    />
  );
}
