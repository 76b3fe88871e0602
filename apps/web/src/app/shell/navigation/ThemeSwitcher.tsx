import { ActionIcon, Group, Menu } from '@mantine/core';
import { IconCheck, IconDeviceDesktop, IconMoon, IconSun, type TablerIcon } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { type ThemeMode, usePreferences } from '../../../shared/preferences/preferences-store.js';
import classes from './header.module.css';

const MODES: { mode: ThemeMode; icon: TablerIcon }[] = [
  { mode: 'light', icon: IconSun },
  { mode: 'dark', icon: IconMoon },
  { mode: 'system', icon: IconDeviceDesktop },
];

/** Light / dark / system (spec §1), saved in the preferences; the app theme follows at once. */
export function ThemeSwitcher() {
  const { t } = useTranslation('layout');
  const theme = usePreferences((s) => s.theme);
  const Current = MODES.find((m) => m.mode === theme)?.icon ?? IconSun;
  return (
    <Menu
      position="bottom-end"
      width={180}
      shadow="md"
      classNames={{ dropdown: classes.readable }}
      checkIcon={<IconCheck size={16} stroke={2} />}
    >
      <Menu.Target>
        <ActionIcon variant="subtle" size="xl" radius="md" className={classes.iconButton} aria-label={t('theme.label')}>
          <Current size={20} stroke={1.75} />
        </ActionIcon>
      </Menu.Target>
      <Menu.Dropdown>
        <Menu.RadioGroup
          value={theme}
          onChange={(value) => usePreferences.getState().set({ theme: value as ThemeMode })}
        >
          {MODES.map(({ mode, icon: Icon }) => (
            <Menu.RadioItem key={mode} value={mode} closeMenuOnClick>
              <Group gap="xs" wrap="nowrap">
                <Icon size={18} stroke={1.75} aria-hidden />
                {t(`theme.${mode}`)}
              </Group>
            </Menu.RadioItem>
          ))}
        </Menu.RadioGroup>
      </Menu.Dropdown>
    </Menu>
  );
}
