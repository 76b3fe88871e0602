import { ActionIcon, Button } from '@mantine/core';
import { IconLanguage } from '@tabler/icons-react';
import type { ComponentPropsWithoutRef, Ref } from 'react';
import { useTranslation } from 'react-i18next';
import { LANGUAGE_NAMES } from '../i18n/languages.js';
import { usePreferences } from '../preferences/preferences-store.js';

export type LanguageButtonProps = {
  /** `icon` in the navbar; `label` (icon + current language) on the guest pages. */
  variant: 'icon' | 'label';
  className?: string | undefined;
  ref?: Ref<HTMLButtonElement>;
} & Omit<ComponentPropsWithoutRef<'button'>, 'className' | 'color' | 'style'>;

/** The language menu's button, named "Language" (DESIGN §5) in every variant. */
export function LanguageButton({ variant, className, ref, ...rest }: LanguageButtonProps) {
  const { t } = useTranslation('layout');
  const language = usePreferences((s) => s.language);
  const label = t('language.label');
  return variant === 'icon' ? (
    <ActionIcon ref={ref} variant="subtle" size="xl" radius="md" className={className} aria-label={label} {...rest}>
      <IconLanguage size={20} stroke={1.75} />
    </ActionIcon>
  ) : (
    <Button
      ref={ref}
      variant="subtle"
      color="gray"
      size="compact-sm"
      leftSection={<IconLanguage size={16} aria-hidden />}
      aria-label={label}
      className={className}
      style={{ flexShrink: 0 }}
      {...rest}
    >
      {LANGUAGE_NAMES[language]}
    </Button>
  );
}
