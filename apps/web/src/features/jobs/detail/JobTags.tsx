import { Badge, Button, Group, Stack, TagsInput, Text, Title } from '@mantine/core';
import { IconDeviceFloppy } from '@tabler/icons-react';
import { checkAccess, JOB_TAG_MAX, JOB_TAGS_MAX, type Job } from '@talent/contract';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { showSnackbar } from '../../../shared/ui/snackbar.js';
import { formAlert } from '../../auth/forms.js';
import { useAbility } from '../../session/useAbility.js';
import { useJobAction } from '../api.js';
import { useJobScope } from '../useJobScope.js';

const same = (a: string[], b: string[]) => a.length === b.length && a.every((tag, i) => tag === b[i]);

/** The job's tags: edited in place by whoever may update jobs, read-only for the others. */
export function JobTags({ job }: { job: Job }) {
  const { t } = useTranslation('job-detail');
  const { scope } = useJobScope();
  const canEdit = checkAccess(useAbility(), 'update', 'jobs');
  const { tags: save } = useJobAction(scope);
  const [tags, setTags] = useState(job.tags);
  // A refetch (after saving, or another change) brings the stored tags back.
  useEffect(() => setTags(job.tags), [job.tags]);

  if (!canEdit) {
    return (
      <Stack gap="sm">
        <Title order={2} fz="h4">
          {t('sections.tags')}
        </Title>
        {job.tags.length ? (
          <Group gap="xs">
            {job.tags.map((tag) => (
              <Badge key={tag} variant="light" color="gray" radius="sm" tt="none">
                {tag}
              </Badge>
            ))}
          </Group>
        ) : (
          <Text size="sm" c="dimmed">
            {t('tags.none')}
          </Text>
        )}
      </Stack>
    );
  }

  const changed = !same(tags, job.tags);
  return (
    <form
      onSubmit={(e) => {
        e.preventDefault();
        save.mutate(
          { id: job.id, tags },
          {
            onSuccess: () => showSnackbar('success', t('done.tagsSaved')),
            onError: (err) => showSnackbar('error', formAlert(err) ?? ''),
          },
        );
      }}
    >
      <Stack gap="sm">
        <TagsInput
          label={t('tags.label')}
          description={t('tags.help', { max: JOB_TAGS_MAX })}
          placeholder={t('tags.placeholder')}
          value={tags}
          onChange={(next) => setTags(next.map((tag) => tag.trim().slice(0, JOB_TAG_MAX)).filter(Boolean))}
          maxTags={JOB_TAGS_MAX}
          clearable
        />
        <Group justify="flex-end">
          <Button
            type="submit"
            size="sm"
            variant={changed ? 'filled' : 'default'}
            disabled={!changed}
            loading={save.isPending}
            leftSection={<IconDeviceFloppy size={16} aria-hidden />}
          >
            {t('tags.save')}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
