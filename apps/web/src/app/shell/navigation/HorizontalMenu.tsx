import { Menu } from '@mantine/core';
import { IconChevronDown } from '@tabler/icons-react';
import { Link } from '@tanstack/react-router';
import { useTranslation } from 'react-i18next';
import headerClasses from './header.module.css';
import type { MenuGroup, MenuLeaf, MenuSection } from './menu.js';
import classes from './navigation.module.css';
import { useActiveLeafId } from './useMenu.js';

/** The menu as one row under the header (navigation type "horizontal"); groups open a dropdown. */
export function HorizontalMenu({ sections }: { sections: MenuSection[] }) {
  const activeId = useActiveLeafId(sections);
  const entries = sections.flatMap((s) => s.entries);
  return (
    <ul className={classes.hList}>
      {entries.map((entry) => (
        <li key={entry.id}>
          {entry.kind === 'leaf' ? (
            <TopLink item={entry} active={entry.id === activeId} />
          ) : (
            <TopGroup group={entry} activeId={activeId} />
          )}
        </li>
      ))}
    </ul>
  );
}

function TopLink({ item, active }: { item: MenuLeaf; active: boolean }) {
  const { t } = useTranslation(['common', 'layout']);
  const Icon = item.icon;
  return (
    <Link
      to={item.href}
      className={classes.hItem}
      data-active={active || undefined}
      aria-current={active ? 'page' : undefined}
      activeOptions={{ exact: true, includeSearch: false }}
      activeProps={{}}
    >
      <Icon className={classes.icon} stroke={1.75} aria-hidden />
      <span>{t(item.label)}</span>
    </Link>
  );
}

function TopGroup({ group, activeId }: { group: MenuGroup; activeId: string | null }) {
  const { t } = useTranslation(['common', 'layout']);
  const containsActive = group.children.some((c) => c.id === activeId);
  const Icon = group.icon;
  return (
    <Menu
      trigger="click-hover"
      openDelay={80}
      closeDelay={150}
      position="bottom-start"
      offset={6}
      width={240}
      shadow="md"
      classNames={{ dropdown: headerClasses.readable }}
    >
      <Menu.Target>
        <button type="button" className={classes.hItem} data-active={containsActive || undefined}>
          <Icon className={classes.icon} stroke={1.75} aria-hidden />
          <span>{t(group.label)}</span>
          <IconChevronDown className={classes.hChevron} aria-hidden />
        </button>
      </Menu.Target>
      <Menu.Dropdown>
        {group.children.map((item) => {
          const active = item.id === activeId;
          const ItemIcon = item.icon;
          return (
            <Menu.Item
              key={item.id}
              component={Link}
              to={item.href}
              activeOptions={{ exact: true, includeSearch: false }}
              activeProps={{}}
              aria-current={active ? 'page' : undefined}
              className={active ? classes.menuItemActive : undefined}
              leftSection={<ItemIcon size={18} stroke={1.75} aria-hidden />}
            >
              {t(item.label)}
            </Menu.Item>
          );
        })}
      </Menu.Dropdown>
    </Menu>
  );
}
