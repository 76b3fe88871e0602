import { Anchor, Text } from '@mantine/core';
import type { SiteFormSubmission } from '@talent/contract';
import { useTranslation } from 'react-i18next';
import { useFormat } from '../../../shared/i18n/format.js';
import classes from './SubmissionAnswers.module.css';

type StoredAnswers = SiteFormSubmission['answers'];

const DAY = /^\d{4}-\d{2}-\d{2}$/;

/**
 * A submission's answers as asked: each with the label of the version it answered, in the order
 * stored. Used by the submissions screen, the employer's registration and an application's
 * screening answers. `onFile` turns a file answer into a button that fetches it (the file routes need
 * the session's headers, which a plain link lacks).
 */
export function SubmissionAnswers({
  answers,
  onFile,
}: {
  answers: StoredAnswers;
  /** Answers whether `key` is a file answer it can fetch; called with its name on a press. */
  onFile?: {
    has: (key: string) => boolean;
    open: (key: string, name: string) => void;
    label: (name: string) => string;
  };
}) {
  const { t } = useTranslation('site-forms');
  const format = useFormat();
  const entries = Object.entries(answers);
  if (entries.length === 0) return <Text c="dimmed">{t('answers.none')}</Text>;

  const show = (key: string, value: StoredAnswers[string]['value']) => {
    if (value === null || value === '') return '—';
    if (typeof value === 'boolean') return value ? t('answers.yes') : t('answers.no');
    if (Array.isArray(value)) return value.join(', ');
    if (typeof value === 'number') return format.number(value);
    if (DAY.test(value)) return format.date(`${value}T00:00:00Z`, { dateStyle: 'medium', timeZone: 'UTC' });
    if (onFile?.has(key))
      return (
        <Anchor
          component="button"
          type="button"
          onClick={() => onFile.open(key, value)}
          aria-label={onFile.label(value)}
        >
          {value}
        </Anchor>
      );
    return value;
  };

  return (
    <dl className={classes.answers}>
      {entries.map(([key, { label, value }]) => (
        <div key={key} className={classes.row}>
          {/* Each label and answer takes its own direction (an English answer in Arabic keeps its
              "?" and "+44" in place) while the columns stay aligned with the page. */}
          <dt>
            <bdi>{label}</bdi>
          </dt>
          <dd>
            <bdi>{show(key, value)}</bdi>
          </dd>
        </div>
      ))}
    </dl>
  );
}
