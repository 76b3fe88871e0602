import { Collapse } from '@mantine/core';
import { IconChevronRight } from '@tabler/icons-react';
import { Link } from '@tanstack/react-router';
import { useEffect, useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { MenuGroup, MenuLeaf, MenuSection } from './menu.js';
import classes from './navigation.module.css';
import { useActiveLeafId } from './useMenu.js';

/** The menu as a vertical list: used by the sidebar and by the overlay drawer. */
export function VerticalMenu({ sections }: { sections: MenuSection[] }) {
  const { t } = useTranslation(['common', 'layout']);
  const activeId = useActiveLeafId(sections);
  const baseId = useId();
  return (
    <div data-menu>
      {sections.map((section) => {
        const headingId = `${baseId}-${section.id}`;
        return (
          <div key={section.id} className={classes.section}>
            {section.heading && (
              <div className={classes.sectionHeading} id={headingId} data-section-heading>
                <span className={classes.label} data-nav-label>
                  {t(section.heading)}
                </span>
              </div>
            )}
            <ul className={classes.list} aria-labelledby={section.heading ? headingId : undefined}>
              {section.entries.map((entry) => (
                <li key={entry.id}>
                  {entry.kind === 'leaf' ? (
                    <LeafLink item={entry} active={entry.id === activeId} />
                  ) : (
                    <GroupItem group={entry} activeId={activeId} />
                  )}
                </li>
              ))}
            </ul>
          </div>
        );
      })}
    </div>
  );
}

function LeafLink({ item, active, child = false }: { item: MenuLeaf; active: boolean; child?: boolean }) {
  const { t } = useTranslation(['common', 'layout']);
  const Icon = item.icon;
  return (
    <Link
      to={item.href}
      className={child ? `${classes.item} ${classes.child}` : classes.item}
      data-active={active || undefined}
      aria-current={active ? 'page' : undefined}
      // The highlight is ours (longest prefix, the route's `highlight`): the router's own stays exact.
      activeOptions={{ exact: true, includeSearch: false }}
      activeProps={{}}
    >
      <Icon className={classes.icon} stroke={1.75} aria-hidden />
      <span className={classes.label} data-nav-label>
        {t(item.label)}
      </span>
    </Link>
  );
}

function GroupItem({ group, activeId }: { group: MenuGroup; activeId: string | null }) {
  const { t } = useTranslation(['common', 'layout']);
  const containsActive = group.children.some((c) => c.id === activeId);
  const [opened, setOpened] = useState(containsActive);
  const childrenId = useId();
  // Landing on a page inside the group (link, search, back button) opens it.
  useEffect(() => {
    if (containsActive) setOpened(true);
  }, [containsActive]);
  const Icon = group.icon;
  return (
    <>
      <button
        type="button"
        className={classes.item}
        aria-expanded={opened}
        aria-controls={childrenId}
        data-active-group={containsActive || undefined}
        onClick={() => setOpened((o) => !o)}
      >
        <Icon className={classes.icon} stroke={1.75} aria-hidden />
        <span className={classes.label} data-nav-label>
          {t(group.label)}
        </span>
        <IconChevronRight className={classes.chevron} data-open={opened || undefined} data-nav-label aria-hidden />
      </button>
      <Collapse expanded={opened} id={childrenId} data-group-children>
        <ul className={`${classes.list} ${classes.children}`}>
          {group.children.map((item) => (
            <li key={item.id}>
              <LeafLink item={item} active={item.id === activeId} child />
            </li>
          ))}
        </ul>
      </Collapse>
    </>
  );
}
