import { Anchor, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import type { Job, JobContent, JobPendingEdit } from '@talent/contract';
import { useQuery } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { useOptionLabel } from '../../../shared/i18n/useOptionLabel.js';
import { SafeHtml } from '../../../shared/ui/SafeHtml.js';
import { jobOptionsQuery } from '../api.js';
import { usePayText } from '../components/usePayText.js';
import { useJobScope } from '../useJobScope.js';
import { type ChangeRow, changedRows, contentOf } from './job-changes.js';
import classes from './job-changes.module.css';
import { useChangeLabels } from './useChangeLabels.js';

/**
 * An edit waiting for review beside the live version, field by field: only what changed, the live
 * value first ("Live now") and the edit's next to it ("Waiting for review"), one above the other on
 * a phone. What a moderator decides on and what the employer sent.
 */
export function JobChanges({ job, edit }: { job: Job; edit: JobPendingEdit }) {
  const { t } = useTranslation('job-detail');
  const value = useContentValue();
  const labels = useChangeLabels();
  const live = contentOf(job);
  return (
    <Stack gap="md">
      {changedRows(edit.changed).map((row) => (
        <Field key={row} label={labels[row]}>
          <Side label={t('changes.live')}>{value(row, live)}</Side>
          <Side label={t('changes.proposed')} proposed>
            {value(row, edit.content)}
          </Side>
        </Field>
      ))}
    </Stack>
  );
}

function Field({ label, children }: { label: string; children: ReactNode }) {
  const id = useId();
  return (
    <section className={classes.field} aria-labelledby={id}>
      <Title order={3} fz="sm" id={id}>
        {label}
      </Title>
      <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="sm" mt="xs">
        {children}
      </SimpleGrid>
    </section>
  );
}

function Side({ label, proposed, children }: { label: string; proposed?: boolean; children: ReactNode }) {
  return (
    <div className={proposed ? `${classes.side} ${classes.proposed}` : classes.side}>
      <Text size="xs" c="dimmed" fw={600} tt="uppercase" mb={4}>
        {label}
      </Text>
      {children}
    </div>
  );
}

/** One row's value in one version, as the advert shows it ("—" when empty). */
function useContentValue() {
  const { t } = useTranslation(['job-detail', 'jobs']);
  const { scope } = useJobScope();
  const options = useQuery(jobOptionsQuery(scope));
  const classification = useOptionLabel(options.data?.classifications);
  const payText = usePayText();
  const none = (
    <Text size="sm" c="dimmed">
      —
    </Text>
  );
  const text = (v: string | null) =>
    v ? (
      <Text size="sm" dir="auto">
        {v}
      </Text>
    ) : (
      none
    );
  return (row: ChangeRow, c: JobContent): ReactNode => {
    switch (row) {
      case 'title':
        return text(c.title);
      case 'description':
        return c.description.trim() ? (
          <div dir="auto">
            <SafeHtml html={c.description} fz="sm" />
          </div>
        ) : (
          none
        );
      case 'work_type':
        return text(c.work_type && t(`jobs:workType.${c.work_type}`));
      case 'pay':
        return text(payText(c));
      case 'key_selling_points':
      case 'classifications': {
        const items =
          row === 'classifications' ? c.classifications.map((v) => classification(v) ?? v) : c.key_selling_points;
        return items.length ? (
          <ul>
            {items.map((item) => (
              <li key={item}>
                <Text size="sm" dir="auto">
                  {item}
                </Text>
              </li>
            ))}
          </ul>
        ) : (
          none
        );
      }
      case 'links':
        return c.links.length ? (
          <ul>
            {c.links.map((link) => (
              <li key={`${link.label} ${link.url}`}>
                <Text size="sm" dir="auto">
                  {link.label}:{' '}
                  <Anchor href={link.url} target="_blank" rel="noopener noreferrer nofollow" size="sm" dir="ltr">
                    {link.url}
                  </Anchor>
                </Text>
              </li>
            ))}
          </ul>
        ) : (
          none
        );
      case 'banner':
        return c.banner ? (
          <img src={c.banner} alt={t('banner', { title: c.title })} className={classes.banner} />
        ) : (
          none
        );
      case 'reference_number':
        return text(c.reference_number);
    }
  };
}
