import { Button, Menu } from '@mantine/core';
import { IconCheck, IconLanguage } from '@tabler/icons-react';
import type { Locale } from '@talent/contract';
import { useTranslation } from 'react-i18next';
import { changeLanguage } from '../../shared/i18n/i18n.js';
import { pickLocale } from '../../shared/i18n/locale.js';
import { usePreferences } from '../../shared/preferences/preferences-store.js';

/** Each language named in itself, so anyone can find their own. */
export const LANGUAGE_NAMES: Record<Locale, string> = { en: 'English', fr: 'Français', ar: 'العربية' };

/** Switches and remembers the language (spec §1: the choice is persisted). */
export async function switchLanguage(locale: Locale) {
  await changeLanguage(locale);
  usePreferences.getState().set({ language: locale });
}

/** The small language switch of the guest pages; its button is named "Language" (DESIGN §5). */
export function LanguageMenu() {
  const { t, i18n } = useTranslation('auth');
  const current = pickLocale(i18n.language);
  return (
    <Menu position="bottom-end" shadow="md" width={180}>
      <Menu.Target>
        <Button
          variant="subtle"
          color="gray"
          size="compact-sm"
          leftSection={<IconLanguage size={16} aria-hidden />}
          aria-label={t('language')}
          style={{ flexShrink: 0 }}
        >
          {LANGUAGE_NAMES[current]}
        </Button>
      </Menu.Target>
      <Menu.Dropdown>
        {(Object.keys(LANGUAGE_NAMES) as Locale[]).map((locale) => (
          <Menu.Item
            key={locale}
            lang={locale}
            dir={locale === 'ar' ? 'rtl' : 'ltr'}
            onClick={() => void switchLanguage(locale)}
            rightSection={locale === current ? <IconCheck size={16} aria-hidden /> : null}
            aria-current={locale === current ? 'true' : undefined}
          >
            {LANGUAGE_NAMES[locale]}
          </Menu.Item>
        ))}
      </Menu.Dropdown>
    </Menu>
  );
}
