import { Avatar, Menu, UnstyledButton } from '@mantine/core';
import { IconHelp, IconKeyboard, IconLayoutGrid, IconLogout, IconSettings, IconUser } from '@tabler/icons-react';
import { useQuery } from '@tanstack/react-query';
import { Link, useLocation } from '@tanstack/react-router';
import { useTranslation } from 'react-i18next';
import { meQuery } from '../../../shared/session/me-query.js';
import { useLogout } from '../../../shared/session/useLogout.js';
import { useShortcutsDialog } from '../shortcuts/shortcuts-store.js';
import { useTilesPanel } from '../shortcuts/tiles-store.js';
import classes from './header.module.css';
import { useMenuKey } from './useMenu.js';

// Plain strings: the app routes are built by a helper, so the router has no literal types for them.
const PROFILE_PATH: string = '/auth/profile/account';
const HELP_PATH: string = '/second-page';
const SETTINGS_PATH: string = '/auth/profile/settings';

/**
 * Avatar (initials without a picture) opening the user's name, e-mail, profile, settings and log out;
 * on a phone also the shortcut tiles (`withTiles`), which have no room in the bar there.
 */
export function UserMenu({ withTiles = false }: { withTiles?: boolean }) {
  const { t } = useTranslation(['layout', 'common']);
  const { data: me } = useQuery(meQuery);
  const logout = useLogout();
  const pathname = useLocation({ select: (l) => l.pathname });
  // Profile pages ask for the "profile" entry (their `highlight`); settings has its own.
  const onSettings = pathname === SETTINGS_PATH;
  const onProfile = useMenuKey() === 'profile' && !onSettings;
  if (!me) return null;
  const avatar = (size: number) => (
    <Avatar src={me.avatar} name={me.name} alt="" size={size} radius="xl" color="brand" variant="filled" />
  );
  return (
    <Menu position="bottom-end" width={264} shadow="md" classNames={{ dropdown: classes.readable }}>
      <Menu.Target>
        <UnstyledButton className={classes.avatarButton} aria-label={t('user.menu')} data-user-menu>
          {avatar(38)}
        </UnstyledButton>
      </Menu.Target>
      <Menu.Dropdown>
        <div className={classes.userHeader}>
          {avatar(42)}
          <div style={{ minWidth: 0 }}>
            <div className={classes.userName}>{me.name}</div>
            <div className={classes.userEmail}>{me.email}</div>
          </div>
        </div>
        <Menu.Divider />
        {(
          [
            { to: PROFILE_PATH, current: onProfile, Icon: IconUser, label: t('user.profile') },
            { to: SETTINGS_PATH, current: onSettings, Icon: IconSettings, label: t('user.settings') },
          ] as const
        ).map(({ to, current, Icon, label }) => (
          <Menu.Item
            key={to}
            component={Link}
            to={to}
            activeOptions={{ exact: true }}
            activeProps={{}}
            aria-current={current ? 'page' : undefined}
            className={current ? classes.menuItemActive : undefined}
            leftSection={<Icon size={18} stroke={1.75} aria-hidden />}
          >
            {label}
          </Menu.Item>
        ))}
        {withTiles && (
          <Menu.Item
            leftSection={<IconLayoutGrid size={18} stroke={1.75} aria-hidden />}
            onClick={() => useTilesPanel.getState().set({ phone: true })}
          >
            {t('tiles.title')}
          </Menu.Item>
        )}
        <Menu.Item component={Link} to={HELP_PATH} leftSection={<IconHelp size={18} stroke={1.75} aria-hidden />}>
          {t('user.help')}
        </Menu.Item>
        <Menu.Item
          leftSection={<IconKeyboard size={18} stroke={1.75} aria-hidden />}
          onClick={useShortcutsDialog.getState().open}
        >
          {t('common:shortcuts.menu')}
        </Menu.Item>
        <Menu.Divider />
        <Menu.Item leftSection={<IconLogout size={18} stroke={1.75} aria-hidden />} onClick={() => void logout()}>
          {t('user.logout')}
        </Menu.Item>
      </Menu.Dropdown>
    </Menu>
  );
}
