import { Anchor, Breadcrumbs, Group, Stack, Title } from '@mantine/core';
import { Link } from '@tanstack/react-router';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';

export type Crumb = { label: string; to?: string };

/** Page title with breadcrumbs (Home › …) and actions at the end. */
export function PageHeader({ title, crumbs = [], actions }: { title: string; crumbs?: Crumb[]; actions?: ReactNode }) {
  const { t } = useTranslation();
  const all: Crumb[] = [{ label: t('nav.dashboard'), to: '/' }, ...crumbs];
  return (
    <Group justify="space-between" align="flex-end" mb="lg" wrap="wrap" gap="sm">
      <Stack gap={4}>
        <Breadcrumbs aria-label={t('breadcrumbs')} separatorMargin={6}>
          {all.map((c) =>
            c.to ? (
              <Anchor key={c.label} component={Link} to={c.to} size="sm">
                {c.label}
              </Anchor>
            ) : (
              <span key={c.label}>{c.label}</span>
            ),
          )}
        </Breadcrumbs>
        <Title order={1} fz="h2">
          {title}
        </Title>
      </Stack>
      {actions && <Group gap="sm">{actions}</Group>}
    </Group>
  );
}
