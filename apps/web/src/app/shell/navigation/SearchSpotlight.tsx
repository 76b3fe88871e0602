import '@mantine/spotlight/styles.css';
import { ActionIcon, Kbd, UnstyledButton } from '@mantine/core';
import { createSpotlight, Spotlight } from '@mantine/spotlight';
import { IconBell, IconHistory, IconSearch, IconSettings, IconUser, type TablerIcon } from '@tabler/icons-react';
import { useLocation, useNavigate } from '@tanstack/react-router';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { CommonKey } from '../../../shared/i18n/keys.js';
import { ROUTES } from '../../../shared/routes/manifest.js';
import classes from './header.module.css';
import { menuLeaves } from './menu.js';
import { useRecentPages } from './recent-pages.js';
import { useMenu } from './useMenu.js';

/** The search of the layout: its own store, so no other spotlight can open it by accident. */
const [searchStore, search] = createSpotlight();

const isMac = typeof navigator !== 'undefined' && /Mac|iPhone|iPad/.test(navigator.userAgent);

type Page = { id: string; href: string; label: string; description?: string; icon: TablerIcon };

/** Pages outside the menu that every signed-in user has. */
const PERSONAL: { id: string; href: string; title: CommonKey; icon: TablerIcon }[] = [
  { id: 'profile', href: '/auth/profile/account', title: ROUTES.profile.title, icon: IconUser },
  { id: 'profileSettings', href: '/auth/profile/settings', title: ROUTES.profileSettings.title, icon: IconSettings },
  { id: 'notifications', href: '/notifications', title: ROUTES.notifications.title, icon: IconBell },
];

const normalize = (text: string) =>
  text
    .normalize('NFD')
    .replace(/\p{Diacritic}/gu, '')
    .toLowerCase();

const matches = (page: Page, words: string[]) => {
  const haystack = normalize(`${page.label} ${page.description ?? ''}`);
  return words.every((w) => haystack.includes(w));
};

/** A button that looks like a search field (or an icon, when `compact`), opening the search. */
export function SearchButton({ compact = false }: { compact?: boolean }) {
  const { t } = useTranslation('layout');
  if (compact) {
    return (
      <ActionIcon
        variant="subtle"
        size="xl"
        radius="md"
        className={classes.iconButton}
        aria-label={t('search.button')}
        aria-keyshortcuts="Control+K Meta+K"
        onClick={search.open}
      >
        <IconSearch size={20} stroke={1.75} />
      </ActionIcon>
    );
  }
  return (
    <UnstyledButton className={classes.searchButton} onClick={search.open} aria-keyshortcuts="Control+K Meta+K">
      <IconSearch size={20} stroke={1.75} aria-hidden />
      <span className={classes.searchLabel}>{t('search.button')}</span>
      <span className={classes.kbd} aria-hidden>
        <Kbd size="xs">{isMac ? '⌘' : 'Ctrl'}</Kbd>
        <Kbd size="xs">K</Kbd>
      </span>
    </UnstyledButton>
  );
}

/**
 * The search dialog (Ctrl/⌘ + K): the pages this user may open, by their translated titles,
 * with the pages visited in this session first.
 */
export function SearchSpotlight() {
  const { t, i18n } = useTranslation(['common', 'layout']);
  // Highlighting part of a word would break the joined letters of Arabic script.
  const highlight = i18n.dir() === 'ltr';
  const navigate = useNavigate();
  const sections = useMenu();
  const recent = useRecentPages((s) => s.pages);
  const pathname = useLocation({ select: (l) => l.pathname });
  const [query, setQuery] = useState('');

  const pages = useMemo<Page[]>(
    () => [
      ...menuLeaves(sections).map((leaf) => {
        const label = t(leaf.title);
        // The group names the area ("Employers on hold" · Employers), unless it repeats the title.
        const group = leaf.group ? t(leaf.group) : '';
        return {
          id: leaf.id,
          href: leaf.href,
          label,
          ...(group && group !== label ? { description: group } : {}),
          icon: leaf.icon,
        };
      }),
      ...PERSONAL.map((p) => ({
        id: p.id,
        href: p.href,
        label: t(p.title),
        description: t('layout:search.you'),
        icon: p.icon,
      })),
    ],
    [sections, t],
  );

  const words = normalize(query.trim()).split(/\s+/).filter(Boolean);
  const recentPages: Page[] = recent
    .filter((r) => r.href !== pathname)
    .map((r) => ({ id: `recent:${r.href}`, href: r.href, label: t(r.title), description: r.href, icon: IconHistory }));
  const shownRecent = recentPages.filter((p) => matches(p, words)).slice(0, words.length ? 3 : 5);
  const shownPages = pages.filter((p) => matches(p, words));

  const item = (page: Page) => {
    const Icon = page.icon;
    return (
      <Spotlight.Action
        key={page.id}
        label={page.label}
        {...(page.description ? { description: page.description } : {})}
        leftSection={<Icon size={20} stroke={1.75} aria-hidden />}
        highlightQuery={highlight}
        onClick={() => void navigate({ to: page.href })}
      />
    );
  };

  return (
    <Spotlight.Root
      store={searchStore}
      query={query}
      onQueryChange={setQuery}
      shortcut={['mod + K', 'ctrl + K']}
      scrollable
      maxHeight={440}
      className={classes.readable}
      // The dialog needs a name (it has no visible title).
      attributes={{ content: { 'aria-label': t('layout:search.label') } }}
    >
      <Spotlight.Search
        aria-label={t('layout:search.label')}
        placeholder={t('layout:search.placeholder')}
        leftSection={<IconSearch size={20} stroke={1.75} aria-hidden />}
      />
      {/* The list scrolls: keyboard users reach it with Tab as well as with the arrow keys. */}
      <Spotlight.ActionsList {...({ viewportProps: { tabIndex: 0 } } as object)}>
        {shownRecent.length > 0 && (
          <Spotlight.ActionsGroup label={t('layout:search.recent')}>{shownRecent.map(item)}</Spotlight.ActionsGroup>
        )}
        {shownPages.length > 0 && (
          <Spotlight.ActionsGroup label={t('layout:search.pages')}>{shownPages.map(item)}</Spotlight.ActionsGroup>
        )}
        {shownRecent.length === 0 && shownPages.length === 0 && (
          <Spotlight.Empty>{t('layout:search.nothingFound')}</Spotlight.Empty>
        )}
      </Spotlight.ActionsList>
    </Spotlight.Root>
  );
}
