import { CloseButton, TextInput, VisuallyHidden } from '@mantine/core';
import { IconSearch } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';

/** A list's search box ("Search"), with a clear button while it holds text. */
export function ListSearchInput({
  value,
  onChange,
  placeholder,
  label,
}: {
  value: string;
  onChange: (text: string) => void;
  /** What is searched ("Title, reference or employer"). */
  placeholder: string;
  /** The box's name when "Search" alone would not say what (a list inside a page of several). */
  label?: string;
}) {
  const { t } = useTranslation();
  return (
    <TextInput
      label={label ?? t('list.search')}
      placeholder={placeholder}
      leftSection={<IconSearch size={16} aria-hidden />}
      rightSection={
        value ? (
          // Named by its content, not aria-label: a field looked up by the label "Search" stays one.
          <CloseButton size="sm" onClick={() => onChange('')}>
            <VisuallyHidden>{t('list.clearSearch')}</VisuallyHidden>
          </CloseButton>
        ) : null
      }
      value={value}
      onChange={(e) => onChange(e.currentTarget.value)}
      type="search"
    />
  );
}
