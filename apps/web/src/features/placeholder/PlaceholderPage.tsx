import { Paper, Text } from '@mantine/core';
import { useMatches } from '@tanstack/react-router';
import { useTranslation } from 'react-i18next';
import { PageHeader } from '../../shared/ui/PageHeader.js';

/** A screen whose domain issue has not landed yet: its title, breadcrumb and guard are real. */
export function PlaceholderPage() {
  const { t } = useTranslation();
  const matches = useMatches();
  const titleKey = [...matches].reverse().find((m) => m.staticData?.title)?.staticData.title ?? 'nav.dashboard';
  const title = t(titleKey);
  return (
    <>
      <PageHeader title={title} crumbs={[{ label: title }]} />
      <Paper className="portal-surface" p="xl" radius="md" withBorder>
        <Text c="dimmed">{t('placeholder.comingSoon')}</Text>
      </Paper>
    </>
  );
}
