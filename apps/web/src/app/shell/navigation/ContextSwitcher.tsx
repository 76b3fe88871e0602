import { Menu, UnstyledButton, VisuallyHidden } from '@mantine/core';
import { IconBuildingCommunity, IconCheck, IconSelector } from '@tabler/icons-react';
import { useQuery } from '@tanstack/react-query';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useShallow } from 'zustand/react/shallow';
import { useSelectionStore } from '../../../shared/selection/selection-store.js';
import {
  type ContextOption,
  contextOptions,
  selectionKey,
  switchTarget,
} from '../../../shared/session/context-switch.js';
import { meQuery } from '../../../shared/session/me-query.js';
import { useSwitcherStore } from '../../../shared/session/switcher-store.js';
import classes from './header.module.css';

/** From this many options on, the menu gets a filter field. */
const FILTER_FROM = 8;

/**
 * Account › site (› employer) switcher (spec §2). Choosing saves the selection and reloads the
 * page at the matching path, so no cache of the previous tenant survives. Hidden with one option.
 */
export function ContextSwitcher({ size = 'full' }: { size?: 'full' | 'compact' | 'icon' }) {
  const { t } = useTranslation('layout');
  const { data: me } = useQuery(meQuery);
  const selection = useSelectionStore(
    useShallow(({ accountId, siteId, employerId }) => ({ accountId, siteId, employerId })),
  );
  const [filter, setFilter] = useState('');
  const { opened, setOpened } = useSwitcherStore();
  const options = useMemo(() => (me ? contextOptions(me) : []), [me]);
  if (options.length <= 1) return null;

  const currentKey = selectionKey(selection);
  const current = options.find((o) => o.key === currentKey) ?? options[0]!;
  const choose = (key: string) => {
    const option = options.find((o) => o.key === key);
    if (!option || key === currentKey) return;
    useSelectionStore.getState().select(option.selection);
    window.location.assign(switchTarget(window.location, option.selection));
  };

  const needle = filter.trim().toLowerCase();
  const shown = needle
    ? options.filter((o) => `${o.account} ${o.site} ${o.employer ?? ''}`.toLowerCase().includes(needle))
    : options;
  const byAccount = new Map<string, ContextOption[]>();
  for (const option of shown) {
    const key = String(option.selection.accountId);
    byAccount.set(key, [...(byAccount.get(key) ?? []), option]);
  }

  return (
    <Menu
      position="bottom-end"
      width={300}
      shadow="md"
      classNames={{ dropdown: classes.readable }}
      checkIcon={<IconCheck size={16} stroke={2} />}
      opened={opened}
      onChange={setOpened}
      onClose={() => setFilter('')}
    >
      <Menu.Target>
        <UnstyledButton className={classes.switcher} data-size={size}>
          <span className={classes.switcherIcon} aria-hidden>
            <IconBuildingCommunity size={18} stroke={1.75} />
          </span>
          <VisuallyHidden>{t('switcher.label')}: </VisuallyHidden>
          <span className={classes.switcherText}>
            <span className={classes.switcherAccount}>
              {current.account}
              <VisuallyHidden> › </VisuallyHidden>
            </span>
            <span className={classes.switcherSite}>
              {current.site}
              {current.employer ? ` · ${current.employer}` : ''}
            </span>
          </span>
          <IconSelector size={16} className={classes.switcherChevron} aria-hidden />
        </UnstyledButton>
      </Menu.Target>
      <Menu.Dropdown>
        {options.length >= FILTER_FROM && (
          <Menu.Search
            placeholder={t('switcher.filter')}
            aria-label={t('switcher.filter')}
            value={filter}
            onChange={(e) => setFilter(e.currentTarget.value)}
          />
        )}
        <Menu.RadioGroup value={current.key} onChange={choose}>
          {[...byAccount.values()].map((group) => (
            <div key={group[0]!.selection.accountId}>
              <Menu.Label>{group[0]!.account}</Menu.Label>
              {group.map((option) => (
                <Menu.RadioItem key={option.key} value={option.key} closeMenuOnClick>
                  {option.site}
                  {option.employer && <span className={classes.optionEmployer}>{option.employer}</span>}
                </Menu.RadioItem>
              ))}
            </div>
          ))}
        </Menu.RadioGroup>
      </Menu.Dropdown>
    </Menu>
  );
}
