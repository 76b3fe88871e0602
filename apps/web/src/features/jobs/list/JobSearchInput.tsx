import { CloseButton, TextInput, type TextInputProps } from '@mantine/core';
import { IconSearch } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';

/** The jobs search box, with a clear button while it holds text. */
export function JobSearchInput({
  value,
  onChange,
  ...layout
}: { value: string; onChange: (q: string) => void } & Pick<TextInputProps, 'miw' | 'maw' | 'style'>) {
  const { t } = useTranslation('jobs-list');
  return (
    <TextInput
      label={t('filters.search')}
      placeholder={t('filters.searchPlaceholder')}
      leftSection={<IconSearch size={16} aria-hidden />}
      rightSection={
        value ? <CloseButton size="sm" aria-label={t('filters.clearSearch')} onClick={() => onChange('')} /> : null
      }
      value={value}
      onChange={(e) => onChange(e.currentTarget.value)}
      type="search"
      {...layout}
    />
  );
}
