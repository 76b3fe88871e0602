import { Anchor, Group, Paper, SimpleGrid, Stack, Text, ThemeIcon, Title } from '@mantine/core';
import { IconBell, IconLanguage, IconSpy, IconSwitchHorizontal, type TablerIcon } from '@tabler/icons-react';
import { checkAccess } from '@talent/contract';
import { Link } from '@tanstack/react-router';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import type { CommonKey } from '../../shared/i18n/keys.js';
import { useAbility } from '../../shared/session/useAbility.js';
import { PageHeader } from '../../shared/ui/PageHeader.js';

/** One explained section or feature: its icon, its name (a link to it for a section) and what it does. */
function HelpCard({ icon: Icon, title, text }: { icon: TablerIcon; title: ReactNode; text: string }) {
  return (
    <Paper withBorder radius="md" p="md" component="article">
      <Group gap="sm" wrap="nowrap" align="flex-start">
        <ThemeIcon variant="light" radius="md" size="lg" aria-hidden>
          <Icon size={18} stroke={1.75} />
        </ThemeIcon>
        <Stack gap={4}>
          {title}
          <Text size="sm" c="dimmed">
            {text}
          </Text>
        </Stack>
      </Group>
    </Paper>
  );
}

/** A section of the menu: its entry id, icon, address and title key in `common`. */
export type HelpSection = {
  readonly id: string;
  readonly icon: TablerIcon;
  readonly href: string;
  readonly title: CommonKey;
};

/**
 * `/second-page`: the portal's sections explained, only those this user can open (`sections`: the
 * menu's entries, handed over by the shell, app/shell/ShellHelpPage.tsx, so it never describes a page
 * they cannot reach), and the things every page offers.
 */
export function HelpPage({ sections }: { sections: readonly HelpSection[] }) {
  const { t } = useTranslation('help');
  const { t: common } = useTranslation();
  const ability = useAbility();
  const general: { id: 'switcher' | 'preferences' | 'notifications' | 'impersonation'; icon: TablerIcon }[] = [
    { id: 'switcher', icon: IconSwitchHorizontal },
    { id: 'preferences', icon: IconLanguage },
    { id: 'notifications', icon: IconBell },
    ...(checkAccess(ability, 'impersonate', 'impersonation') ? [{ id: 'impersonation' as const, icon: IconSpy }] : []),
  ];
  return (
    <>
      <PageHeader title={t('title')} />
      <Stack gap="xl">
        <Text maw={720}>{t('intro')}</Text>
        <section aria-labelledby="help-sections">
          <Title order={2} fz="h4" id="help-sections" mb="sm">
            {t('sectionsTitle')}
          </Title>
          <SimpleGrid cols={{ base: 1, sm: 2, lg: 3 }} spacing="md">
            {sections.map((leaf) => (
              <HelpCard
                key={leaf.id}
                icon={leaf.icon}
                title={
                  <Anchor component={Link} to={leaf.href} fw={600}>
                    {common(leaf.title)}
                  </Anchor>
                }
                text={t(`pages.${leaf.id}`, { defaultValue: '' })}
              />
            ))}
          </SimpleGrid>
        </section>
        <section aria-labelledby="help-everywhere">
          <Title order={2} fz="h4" id="help-everywhere" mb="sm">
            {t('everywhereTitle')}
          </Title>
          <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md">
            {general.map((g) => (
              <HelpCard
                key={g.id}
                icon={g.icon}
                title={<Text fw={600}>{t(`general.${g.id}.title`)}</Text>}
                text={t(`general.${g.id}.text`)}
              />
            ))}
          </SimpleGrid>
        </section>
      </Stack>
    </>
  );
}
