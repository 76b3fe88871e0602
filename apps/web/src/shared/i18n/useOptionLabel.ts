import type { FieldOption } from '@talent/contract';
import { useTranslation } from 'react-i18next';
import { pickLocale } from './locale.js';

/** A site's field option (industry, classification) in the current language; the stored value when the site dropped it. */
export function useOptionLabel(options: FieldOption[] | undefined) {
  const { i18n } = useTranslation();
  const locale = pickLocale(i18n.language);
  return (value: string | null) => {
    if (!value) return null;
    const option = options?.find((o) => o.value === value);
    return option ? option.label[locale] || option.label.en : value;
  };
}
