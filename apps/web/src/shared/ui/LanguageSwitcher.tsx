import { Menu } from '@mantine/core';
import { IconCheck } from '@tabler/icons-react';
import { isLocale } from '@talent/contract';
import { useEffect, useRef } from 'react';
import { LANGUAGE_NAMES, LANGUAGES, switchLanguage } from '../i18n/languages.js';
import { usePreferences } from '../preferences/preferences-store.js';
import { LanguageButton } from './LanguageButton.js';

type Props = {
  /** `icon` in the navbar; `label` (icon + current language) on the guest pages. */
  variant: 'icon' | 'label';
  buttonClassName?: string;
  dropdownClassName?: string;
  /** Open at once, with the focus on the button (when it replaces a button that was just pressed). */
  openNow?: boolean;
};

/** The language menu; its button is named "Language" (DESIGN §5) in every variant. */
export function LanguageSwitcher({ variant, buttonClassName, dropdownClassName, openNow = false }: Props) {
  const language = usePreferences((s) => s.language);
  const button = useRef<HTMLButtonElement>(null);
  // biome-ignore lint/correctness/useExhaustiveDependencies: only when it first appears
  useEffect(() => {
    if (openNow) button.current?.focus();
  }, []);
  return (
    <Menu
      position="bottom-end"
      width={180}
      shadow="md"
      defaultOpened={openNow}
      checkIcon={<IconCheck size={16} stroke={2} />}
      {...(dropdownClassName ? { classNames: { dropdown: dropdownClassName } } : {})}
    >
      <Menu.Target>
        <LanguageButton ref={button} variant={variant} className={buttonClassName} />
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
