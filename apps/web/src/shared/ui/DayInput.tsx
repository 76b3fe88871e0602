import { ActionIcon, TextInput, type TextInputProps } from '@mantine/core';
import { IconCalendar } from '@tabler/icons-react';
import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { dayPattern, formatDayInput, parseDayInput } from '../i18n/day-input.js';
import { isRtl } from '../i18n/locale.js';
import classes from './DayInput.module.css';

const [LRI, FSI, PDI] = ['\u2066', '\u2068', '\u2069'];
const EXAMPLE = '2026-11-25';

type Props = Omit<TextInputProps, 'value' | 'onChange' | 'type' | 'placeholder' | 'min' | 'max'> & {
  /** An ISO day (`2026-03-01`), '' for none, or what was typed that is not a day (the schema refuses it). */
  value: string;
  onChange: (value: string) => void;
  min?: string | undefined;
  max?: string | undefined;
};

/**
 * A day typed in the user's language (`25/11/2026` in English, French and Arabic), with the
 * browser's calendar a click away. A native `<input type="date">` writes the day in the order of
 * the browser's own locale whatever the page's language (an American browser shows mm/dd/yyyy on
 * a British site, an English one in Arabic), and no `lang` changes that in Chromium; a date
 * library would cost more than the three functions of `day-input.ts`.
 */
export function DayInput({ value, onChange, min, max, error, onBlur, ...rest }: Props) {
  const { t, i18n } = useTranslation('common');
  const language = i18n.language;
  const [text, setText] = useState(() => formatDayInput(value, language) || value);
  const [unreadable, setUnreadable] = useState(false);
  const picker = useRef<HTMLInputElement>(null);

  // A day set elsewhere (the calendar, a reset, the address) replaces the text, unless the text
  // already means it; an unfinished text stays while the value is cleared for it.
  useEffect(() => {
    setText((shown) => {
      const meant = parseDayInput(shown, language);
      if (value === '') return meant === null ? shown : '';
      if (value === shown || meant === value) return shown;
      return formatDayInput(value, language) || value;
    });
  }, [value, language]);

  const { order, separator } = dayPattern(language);
  const tokens = order.map((part) => t(`dayInput.${part}`));
  // Arabic words in the placeholder are isolated and the whole kept left to right, so its order is the digits' order.
  const placeholder = isRtl(language)
    ? `${LRI}${tokens.map((w) => `${FSI}${w}${PDI}`).join(separator)}${PDI}`
    : tokens.join(separator);
  const day = /^\d{4}-\d{2}-\d{2}$/.test(value) ? value : '';

  return (
    <TextInput
      {...rest}
      inputMode="numeric"
      autoComplete="off"
      placeholder={placeholder}
      value={text}
      error={
        unreadable
          ? t('dayInput.unreadable', { pattern: tokens.join(separator), example: formatDayInput(EXAMPLE, language) })
          : error
      }
      onChange={(e) => {
        const typed = e.currentTarget.value;
        setText(typed);
        setUnreadable(false);
        onChange(typed.trim() === '' ? '' : (parseDayInput(typed, language) ?? typed));
      }}
      onBlur={(e) => {
        const meant = parseDayInput(text, language);
        if (meant) setText(formatDayInput(meant, language));
        else setUnreadable(text.trim() !== '');
        onBlur?.(e);
      }}
      rightSectionPointerEvents="all"
      rightSection={
        <>
          <ActionIcon
            variant="subtle"
            color="gray"
            aria-label={t('dayInput.choose')}
            onClick={() => {
              try {
                picker.current?.showPicker();
              } catch {
                // No calendar in this browser (or no gesture): typing still works.
              }
            }}
          >
            <IconCalendar size={18} aria-hidden />
          </ActionIcon>
          <input
            ref={picker}
            type="date"
            className={classes.picker}
            tabIndex={-1}
            aria-hidden
            value={day}
            min={min}
            max={max}
            onChange={(e) => {
              setUnreadable(false);
              onChange(e.currentTarget.value);
            }}
          />
        </>
      }
    />
  );
}
