import { ActionIcon, Button, Menu } from '@mantine/core';
import { IconCheck, IconLanguage } from '@tabler/icons-react';
import { isLocale } from '@talent/contract';
import { useTranslation } from 'react-i18next';
import { LANGUAGE_NAMES, LANGUAGES, switchLanguage } from '../i18n/languages.js';
import { usePreferences } from '../preferences/preferences-store.js';

type Props = {
  /** `icon` in the navbar; `label` (icon + current language) on the guest pages. */
  variant: 'icon' | 'label';
  buttonClassName?: string;
  dropdownClassName?: string;
};

/** The language menu; its button is named "Language" (DESIGN §5) in every variant. */
export function LanguageSwitcher({ variant, buttonClassName, dropdownClassName }: Props) {
  const { t } = useTranslation('layout');
  const language = usePreferences((s) => s.language);
  const label = t('language.label');
  return (
    <Menu
      position="bottom-end"
      width={180}
      shadow="md"
      checkIcon={<IconCheck size={16} stroke={2} />}
      {...(dropdownClassName ? { classNames: { dropdown: dropdownClassName } } : {})}
    >
      <Menu.Target>
        {variant === 'icon' ? (
          <ActionIcon variant="subtle" size="lg" radius="md" className={buttonClassName} aria-label={label}>
            <IconLanguage size={20} stroke={1.75} />
          </ActionIcon>
        ) : (
          <Button
            variant="subtle"
            color="gray"
            size="compact-sm"
            leftSection={<IconLanguage size={16} aria-hidden />}
            aria-label={label}
            className={buttonClassName}
            style={{ flexShrink: 0 }}
          >
            {LANGUAGE_NAMES[language]}
          </Button>
        )}
      </Menu.Target>
      <Menu.Dropdown>
        <Menu.RadioGroup value={language} onChange={(value) => isLocale(value) && void switchLanguage(value)}>
          {LANGUAGES.map((locale) => (
            <Menu.RadioItem key={locale} value={locale} lang={locale} closeMenuOnClick>
              {LANGUAGE_NAMES[locale]}
            </Menu.RadioItem>
          ))}
        </Menu.RadioGroup>
      </Menu.Dropdown>
    </Menu>
  );
}
