import { Avatar, Card, Group, SimpleGrid, Stack, Text, ThemeIcon, Title } from '@mantine/core';
import {
  type Icon,
  IconBriefcase,
  IconBuilding,
  IconBuildingSkyscraper,
  IconChevronRight,
  IconCoins,
  IconFileCv,
  IconFlag,
  IconLayoutDashboard,
  IconPlus,
  IconSettings,
  IconUserSearch,
  IconUsers,
} from '@tabler/icons-react';
import type { AccessRule, Subject } from '@talent/contract';
import { Link } from '@tanstack/react-router';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import type { CommonKey } from '../../shared/i18n/keys.js';
import { sitePath } from '../../shared/routes/site-links.js';
import { PageHeader } from '../../shared/ui/PageHeader.js';
import classes from './dashboard.module.css';

const ICONS: Partial<Record<Subject, Icon>> = {
  applications: IconFileCv,
  consultants: IconUsers,
  credits: IconCoins,
  employer_profile: IconBuilding,
  employer_users: IconUsers,
  employers: IconBuildingSkyscraper,
  jobs: IconBriefcase,
  flagged_jobs: IconFlag,
  seekers: IconUserSearch,
  settings: IconSettings,
};

/** A page the welcome card links to: its site path, its rule (the icon) and its title key in `common`. */
export type QuickLink = { readonly path: string; readonly title: CommonKey; readonly access: AccessRule };

type Props = {
  name: string;
  avatar: string | null;
  /** The site pages this user may open, in the manifest's order (the shell's list: app/shell/quick-links.ts). */
  links: readonly QuickLink[];
  accountId: number;
  siteId: number;
  siteName: string;
  employerName?: string | undefined;
  /** Shown first under the title (the person's pending invitations). */
  notice?: ReactNode;
  /** Shown under who and where they are (an employer's own figures). */
  summary?: ReactNode;
};

/** Names keep their own direction inside a sentence of the other one (Latin names in Arabic text). */
const isolate = (text: string) => `\u2068${text}\u2069`;

const initials = (name: string) =>
  name
    .split(/\s+/)
    .filter(Boolean)
    .slice(0, 2)
    .map((w) => w[0]?.toUpperCase())
    .join('');

/** For users who may not read the dashboard (employer users): who and where they are, and where they can go. */
export function WelcomeCard({
  name,
  avatar,
  links,
  accountId,
  siteId,
  siteName,
  employerName,
  notice,
  summary,
}: Props) {
  const { t } = useTranslation('dashboard');

  return (
    <>
      <PageHeader title={t('welcome.title', { name })} />
      <Stack gap="lg">
        {notice}
        <Card withBorder radius="md" padding="lg" className="portal-surface">
          <Group gap="md" wrap="nowrap" align="center">
            <Avatar
              src={avatar}
              alt=""
              size={56}
              radius="xl"
              color="brand"
              variant="light"
              className={classes.brandAccent}
            >
              {initials(name)}
            </Avatar>
            <div style={{ minWidth: 0 }}>
              <Text fw={600} size="lg">
                {name}
              </Text>
              <Text size="sm" className={classes.muted}>
                {employerName
                  ? t('welcome.contextEmployer', { employer: isolate(employerName), site: isolate(siteName) })
                  : t('welcome.contextSite', { site: isolate(siteName) })}
              </Text>
            </div>
          </Group>
        </Card>
        {summary}

        <section aria-labelledby="dashboard-quick-links">
          <div className={classes.sectionHeader}>
            <Title order={2} fz="h4" id="dashboard-quick-links">
              {t('welcome.quickLinks')}
            </Title>
            <Text size="sm" className={classes.muted}>
              {t('welcome.quickLinksHint')}
            </Text>
          </div>
          {links.length === 0 ? (
            <Card withBorder radius="md" padding="lg" className="portal-surface">
              <Text className={classes.muted}>{t('welcome.noLinks')}</Text>
            </Card>
          ) : (
            <SimpleGrid type="container" cols={{ base: 1, '540px': 2, '900px': 3 }} spacing="sm">
              {links.map((route) => {
                const IconComponent = ICONS[route.access.subject] ?? IconLayoutDashboard;
                const creates = route.access.action === 'create';
                return (
                  <Link key={route.path} to={sitePath(accountId, siteId, route.path)} className={classes.link}>
                    <ThemeIcon variant="light" size={40} radius="md" aria-hidden className={classes.brandAccent}>
                      {creates ? <IconPlus size={22} stroke={1.8} /> : <IconComponent size={22} stroke={1.6} />}
                    </ThemeIcon>
                    <span className={classes.linkTitle}>{t(route.title, { ns: 'common' })}</span>
                    <IconChevronRight size={18} className={`${classes.forward} ${classes.muted}`} aria-hidden />
                  </Link>
                );
              })}
            </SimpleGrid>
          )}
        </section>
      </Stack>
    </>
  );
}
