import { Anchor, Badge, Center, Group, Loader, Paper, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { checkAccess } from '@talent/contract';
import { useQuery } from '@tanstack/react-query';
import { Link } from '@tanstack/react-router';
import { useTranslation } from 'react-i18next';
import { formAlert } from '../../../shared/form/api-errors.js';
import { useFormat } from '../../../shared/i18n/format.js';
import { useAbility } from '../../../shared/session/useAbility.js';
import { useJobScope } from '../../jobs/useJobScope.js';
import { seekerQuery } from '../api.js';

/** The applicant as the reader may see them; a link to the seeker’s own page for those who may. */
export function SeekerTab({ id }: { id: string }) {
  const { t } = useTranslation('applications');
  const { date } = useFormat();
  const { scope, path } = useJobScope();
  const ability = useAbility();
  const seeker = useQuery(seekerQuery(scope, id));
  if (seeker.isPending)
    return (
      <Center py="xl">
        <Loader size="sm" role="status" aria-label={t('loading')} />
      </Center>
    );
  if (seeker.isError) return <Text c="var(--mantine-color-error)">{formAlert(seeker.error) ?? t('error')}</Text>;
  const s = seeker.data.data;
  const fact = (label: string, value: string | null) => (
    <div>
      <Text size="xs" c="dimmed">
        {label}
      </Text>
      <Text size="sm">{value || '—'}</Text>
    </div>
  );
  return (
    <Paper withBorder radius="md" p="md">
      <Stack gap="md">
        <Group justify="space-between">
          <Title order={2} fz="h4">
            {s.name}
          </Title>
          {checkAccess(ability, 'read', 'seekers') && (
            <Anchor component={Link} to={path(`seekers/${s.id}/profile`)} size="sm">
              {t('detail.openCandidate')}
            </Anchor>
          )}
        </Group>
        {s.headline && (
          <Text size="sm" dir="auto">
            {s.headline}
          </Text>
        )}
        <SimpleGrid cols={{ base: 1, sm: 2, lg: 3 }} spacing="md">
          {fact(t('candidate.email'), s.email)}
          {fact(t('candidate.phone'), s.phone)}
          {fact(t('candidate.location'), s.location)}
          {fact(t('candidate.language'), t(`languages.${s.locale}`))}
          {fact(t('candidate.registered'), date(s.created_at))}
          {fact(t('candidate.lastActive'), s.last_active_at ? date(s.last_active_at) : null)}
        </SimpleGrid>
        <div>
          <Text size="xs" c="dimmed" mb={4}>
            {t('candidate.skills')}
          </Text>
          <Group gap="xs">
            {s.skills.map((skill) => (
              <Badge key={skill} variant="light" radius="sm" tt="none">
                {skill}
              </Badge>
            ))}
          </Group>
        </div>
      </Stack>
    </Paper>
  );
}
