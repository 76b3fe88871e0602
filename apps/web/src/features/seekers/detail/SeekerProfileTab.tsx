import { Badge, Group, Paper, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { SEEKER_TAGS_MAX, type Seeker, SeekerTagsBody } from '@talent/contract';
import { useTranslation } from 'react-i18next';
import { useFormat } from '../../../shared/i18n/format.js';
import { useTenant } from '../../../shared/selection/useTenant.js';
import { TagsEditor } from '../../../shared/ui/TagsEditor.js';
import { useSeekerActions } from '../api.js';

/** Contact details, skills, dates and the candidate's tags. */
export function SeekerProfileTab({ seeker: s, canUpdate }: { seeker: Seeker; canUpdate: boolean }) {
  const { t } = useTranslation('seekers');
  const { date } = useFormat();
  const { accountId, siteId } = useTenant();
  const { setTags } = useSeekerActions({ accountId, siteId });
  const fact = (label: string, value: string | null, ltr = false) => (
    <div>
      <Text size="xs" c="dimmed">
        {label}
      </Text>
      <Text size="sm" dir={ltr && value ? 'ltr' : undefined}>
        {value || '—'}
      </Text>
    </div>
  );
  return (
    <SimpleGrid cols={{ base: 1, md: 2 }} spacing="md">
      <Paper withBorder radius="md" p="md">
        <Stack gap="md">
          <Title order={2} fz="h4">
            {t('profile.contact')}
          </Title>
          <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md">
            {fact(t('profile.email'), s.email, true)}
            {fact(t('profile.phone'), s.phone, true)}
            {fact(t('profile.location'), s.location)}
            {fact(t('profile.language'), t(`languages.${s.locale}`))}
            {fact(t('profile.registered'), date(s.created_at))}
            {fact(t('profile.lastActive'), s.last_active_at ? date(s.last_active_at) : null)}
          </SimpleGrid>
          <div>
            <Text size="xs" c="dimmed" mb={4}>
              {t('profile.skills')}
            </Text>
            <Group gap="xs">
              {s.skills.length ? (
                s.skills.map((skill) => (
                  <Badge key={skill} variant="light" radius="sm" tt="none">
                    {skill}
                  </Badge>
                ))
              ) : (
                <Text size="sm">—</Text>
              )}
            </Group>
          </div>
        </Stack>
      </Paper>
      <Paper withBorder radius="md" p="md">
        <TagsEditor
          tags={s.tags}
          schema={SeekerTagsBody}
          canEdit={canUpdate}
          saving={setTags.isPending}
          max={SEEKER_TAGS_MAX}
          onSave={(tags, outcome) => setTags.mutate({ id: s.id, tags }, outcome)}
        />
      </Paper>
    </SimpleGrid>
  );
}
