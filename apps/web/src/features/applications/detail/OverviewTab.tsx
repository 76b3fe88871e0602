import { Paper, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { APPLICATION_TAGS_MAX, type ApplicationOverview, ApplicationTagsBody } from '@talent/contract';
import { useTranslation } from 'react-i18next';
import { TagsEditor } from '../../../shared/ui/TagsEditor.js';
import { useJobScope } from '../../jobs/useJobScope.js';
import { useApplicationActions } from '../api.js';
import { ScreeningAnswers } from './ScreeningAnswers.js';

/** What the candidate sent (cover letter, answers) and the application's tags. */
export function OverviewTab({ application: a, canUpdate }: { application: ApplicationOverview; canUpdate: boolean }) {
  const { t } = useTranslation('applications');
  const { scope } = useJobScope();
  const { setTags } = useApplicationActions(scope);
  return (
    <Stack gap="md">
      <SimpleGrid cols={{ base: 1, md: 2 }} spacing="md">
        <Paper withBorder radius="md" p="md">
          <Stack gap="sm">
            <Title order={2} fz="h4">
              {t('detail.coverLetter')}
            </Title>
            {a.cover_letter ? (
              <Text size="sm" dir="auto" style={{ whiteSpace: 'pre-wrap' }}>
                {a.cover_letter}
              </Text>
            ) : (
              <Text size="sm" c="dimmed">
                {t('detail.noCoverLetter')}
              </Text>
            )}
            {a.answers.length > 0 && (
              <>
                <Title order={3} fz="h5" mt="sm">
                  {t('detail.answers')}
                </Title>
                <dl>
                  {a.answers.map((qa) => (
                    <div key={qa.question}>
                      <Text component="dt" size="sm" fw={600} dir="auto">
                        {qa.question}
                      </Text>
                      <Text component="dd" size="sm" ms={0} mb="xs" dir="auto">
                        {qa.answer}
                      </Text>
                    </div>
                  ))}
                </dl>
              </>
            )}
          </Stack>
        </Paper>
        <Paper withBorder radius="md" p="md">
          <TagsEditor
            tags={a.tags}
            schema={ApplicationTagsBody}
            canEdit={canUpdate}
            saving={setTags.isPending}
            max={APPLICATION_TAGS_MAX}
            onSave={(tags, outcome) => setTags.mutate({ id: a.id, tags }, outcome)}
          />
        </Paper>
      </SimpleGrid>
      {a.screening && <ScreeningAnswers screening={a.screening} />}
    </Stack>
  );
}
