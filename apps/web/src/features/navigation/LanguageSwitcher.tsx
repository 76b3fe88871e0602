import { ActionIcon, Menu } from '@mantine/core';
import { IconCheck, IconLanguage } from '@tabler/icons-react';
import { isLocale, type Locale } from '@talent/contract';
import { useTranslation } from 'react-i18next';
import { changeLanguage } from '../../shared/i18n/i18n.js';
import { usePreferences } from '../../shared/preferences/preferences-store.js';
import classes from './header.module.css';

/** Each language named in itself, so a reader finds their own whatever the current language. */
const LANGUAGES: { locale: Locale; name: string }[] = [
  { locale: 'en', name: 'English' },
  { locale: 'fr', name: 'Français' },
  { locale: 'ar', name: 'العربية' },
];

/** Switches the language (and with it `<html lang dir>`), and saves the choice (spec §1, §4). */
export function LanguageSwitcher() {
  const { t } = useTranslation('layout');
  const language = usePreferences((s) => s.language);
  const choose = (value: string) => {
    if (!isLocale(value)) return;
    usePreferences.getState().set({ language: value });
    void changeLanguage(value);
  };
  return (
    <Menu
      position="bottom-end"
      width={180}
      shadow="md"
      classNames={{ dropdown: classes.readable }}
      checkIcon={<IconCheck size={16} stroke={2} />}
    >
      <Menu.Target>
        <ActionIcon
          variant="subtle"
          size="lg"
          radius="md"
          className={classes.iconButton}
          aria-label={t('language.label')}
        >
          <IconLanguage size={20} stroke={1.75} />
        </ActionIcon>
      </Menu.Target>
      <Menu.Dropdown>
        <Menu.RadioGroup value={language} onChange={choose}>
          {LANGUAGES.map(({ locale, name }) => (
            <Menu.RadioItem key={locale} value={locale} lang={locale} closeMenuOnClick>
              {name}
            </Menu.RadioItem>
          ))}
        </Menu.RadioGroup>
      </Menu.Dropdown>
    </Menu>
  );
}
