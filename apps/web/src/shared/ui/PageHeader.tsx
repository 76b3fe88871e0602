import { Anchor, Breadcrumbs, Group, Stack, Title } from '@mantine/core';
import { Link, useMatches, useParams } from '@tanstack/react-router';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { crumbHref } from './breadcrumbs.js';

type Props = {
  title: string;
  /** The page's own crumb when it is data (a job's title, an employer's name); else the route's title. */
  crumb?: string;
  actions?: ReactNode;
};

/**
 * Page title with actions at the end, under the breadcrumbs (Dashboard › Jobs › Jobs on hold): the
 * trail of the current route (its `parent`s in the route table), linked with the page's own
 * account and site.
 */
export function PageHeader({ title, crumb, actions }: Props) {
  const { t } = useTranslation();
  const trail = useMatches({ select: (matches) => matches.at(-1)?.staticData.crumbs }) ?? [];
  const params: Record<string, unknown> = useParams({ strict: false });
  const last = trail.length - 1;
  return (
    <Group justify="space-between" align="flex-end" mb="lg" wrap="wrap" gap="sm">
      <Stack gap={4}>
        {trail.length > 0 && (
          <Breadcrumbs aria-label={t('breadcrumbs')} separatorMargin={6}>
            {trail.map((step, index) => {
              const href = index < last ? crumbHref(step.path, params) : null;
              const label = index === last ? (crumb ?? t(step.title)) : t(step.title);
              return href ? (
                // Exact: the router would mark a parent's link as the current page (aria-current) too.
                <Anchor key={step.path} component={Link} to={href} activeOptions={{ exact: true }} size="sm">
                  {label}
                </Anchor>
              ) : (
                <span key={step.path} aria-current={index === last ? 'page' : undefined}>
                  {label}
                </span>
              );
            })}
          </Breadcrumbs>
        )}
        {/* Focusable by script only: focus lands here after a navigation (shared/focus/page-heading.ts). */}
        <Title order={1} fz="h2" tabIndex={-1}>
          {title}
        </Title>
      </Stack>
      {actions && <Group gap="sm">{actions}</Group>}
    </Group>
  );
}
