import { Anchor, Badge, Group, Stack, Text } from '@mantine/core';
import { Link } from '@tanstack/react-router';
import { useTranslation } from 'react-i18next';
import { useFormat } from '../../../shared/i18n/format.js';
import type { ListColumn } from '../../../shared/list/useListTable.js';
import { useTenant } from '../../../shared/selection/useTenant.js';
import type { SeekerRow } from '../api.js';
import { SeekerStatusBadge } from '../components.js';
import classes from '../seekers.module.css';

/** The candidates list's columns (sorted by the sort menu, not by headers). */
export function useSeekerColumns(): ListColumn<SeekerRow>[] {
  const { t } = useTranslation('seekers');
  const { date, number } = useFormat();
  const { path } = useTenant();
  return [
    {
      id: 'candidate',
      header: t('columns.candidate'),
      cell: (s) => (
        <Stack gap={0}>
          <Anchor component={Link} to={path(`seekers/${s.id}/profile`)} fw={600} size="sm">
            {s.name}
          </Anchor>
          <Text size="xs" c="dimmed" dir="ltr" className={classes.email}>
            {s.email}
          </Text>
        </Stack>
      ),
    },
    { id: 'location', header: t('columns.location'), cell: (s) => <Text size="sm">{s.location ?? '—'}</Text> },
    {
      id: 'headline',
      header: t('columns.headline'),
      cell: (s) => (
        <Text size="sm" lineClamp={2}>
          {s.headline ?? '—'}
        </Text>
      ),
    },
    {
      id: 'tags',
      header: t('columns.tags'),
      cell: (s) => (
        <Group gap={4}>
          {s.tags.map((tag) => (
            <Badge key={tag} variant="light" color="gray" radius="sm" tt="none">
              {tag}
            </Badge>
          ))}
        </Group>
      ),
    },
    { id: 'status', header: t('columns.status'), cell: (s) => <SeekerStatusBadge status={s.status} /> },
    {
      id: 'applications',
      header: t('columns.applications'),
      cell: (s) => <Text size="sm">{number(s.applications_count)}</Text>,
    },
    {
      id: 'registered',
      header: t('columns.registered'),
      cell: (s) => (
        <Text size="sm">
          <time dateTime={s.created_at}>{date(s.created_at)}</time>
        </Text>
      ),
    },
  ];
}
