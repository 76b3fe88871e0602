import { Anchor, Badge, Button, Group, Paper, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { IconEdit, IconExternalLink, IconPlus, IconWorld } from '@tabler/icons-react';
import { checkAccess } from '@talent/contract';
import { useQuery } from '@tanstack/react-query';
import { Link, useParams } from '@tanstack/react-router';
import { lazy, Suspense, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useFormat } from '../../shared/i18n/format.js';
import { ListBody } from '../../shared/list/ListBody.js';
import { useAbility } from '../../shared/session/useAbility.js';
import { PageHeader } from '../../shared/ui/PageHeader.js';
import { type Site, sitesQuery } from './api.js';
import classes from './sites.module.css';

// Its code (and the proven hosts it offers) loads when someone adds or edits a site.
const SiteModal = lazy(() => import('./SiteModal.js').then((m) => ({ default: m.SiteModal })));

/** `/{account}/sites`: the account's job boards, their hosts and how busy each is. */
export function SitesPage() {
  const { t } = useTranslation('sites');
  const { number } = useFormat();
  const ability = useAbility();
  const accountId = Number(useParams({ strict: false }).account);
  const sites = useQuery(sitesQuery(accountId));
  const [editing, setEditing] = useState<Site | null>(null);
  const [creating, setCreating] = useState(false);
  const canCreate = checkAccess(ability, 'create', 'sites');
  const canUpdate = checkAccess(ability, 'update', 'sites');

  const figure = (label: string, value: number) => (
    <div className={classes.figure}>
      <Text fw={700} fz="lg">
        {number(value)}
      </Text>
      <Text size="xs" c="dimmed">
        {label}
      </Text>
    </div>
  );

  return (
    <>
      <PageHeader
        title={t('title')}
        actions={
          canCreate && (
            <Button leftSection={<IconPlus size={16} aria-hidden />} onClick={() => setCreating(true)}>
              {t('new')}
            </Button>
          )
        }
      />
      <ListBody query={sites} empty={{ icon: IconWorld, title: t('empty'), text: t('emptyText') }}>
        <SimpleGrid cols={{ base: 1, md: 2 }} spacing="md" aria-busy={sites.isPending}>
          {(sites.data ?? []).map((site) => (
            <Paper key={site.id} withBorder radius="md" p="lg" component="article" aria-labelledby={`site-${site.id}`}>
              <Stack gap="md">
                <Group justify="space-between" align="flex-start" wrap="nowrap">
                  <Stack gap={2} miw={0}>
                    <Title order={2} fz="h4" id={`site-${site.id}`}>
                      {site.name}
                    </Title>
                    {site.domain ? (
                      <Anchor
                        href={`https://${site.domain}`}
                        target="_blank"
                        rel="noopener noreferrer"
                        size="sm"
                        dir="ltr"
                        className={classes.domain}
                      >
                        {site.domain} <IconExternalLink size={12} aria-label={t('opensNewTab')} />
                      </Anchor>
                    ) : (
                      <Badge variant="light" color="gray" className={classes.badge}>
                        {t('noDomain')}
                      </Badge>
                    )}
                  </Stack>
                  {canUpdate && (
                    <Button
                      variant="default"
                      size="xs"
                      leftSection={<IconEdit size={14} aria-hidden />}
                      onClick={() => setEditing(site)}
                      aria-label={t('editTitle', { name: site.name })}
                    >
                      {t('edit')}
                    </Button>
                  )}
                </Group>
                <div className={classes.figures}>
                  {figure(t('figures.employers'), site.figures.employers)}
                  {figure(t('figures.liveJobs'), site.figures.live_jobs)}
                  {figure(t('figures.candidates'), site.figures.candidates)}
                  {figure(t('figures.applications'), site.figures.applications_30d)}
                </div>
                <Anchor component={Link} to={`/${accountId}/${site.id}/jobs`} size="sm" fw={600}>
                  {t('open', { name: site.name })}
                </Anchor>
              </Stack>
            </Paper>
          ))}
        </SimpleGrid>
      </ListBody>
      {(creating || editing) && (
        <Suspense fallback={null}>
          <SiteModal accountId={accountId} opened={creating} onClose={() => setCreating(false)} />
          <SiteModal
            accountId={accountId}
            site={editing ?? undefined}
            opened={editing !== null}
            onClose={() => setEditing(null)}
          />
        </Suspense>
      )}
    </>
  );
}
