import { ActionIcon, Button, Group, Stack, Text, TextInput } from '@mantine/core';
import { IconPlus, IconTrash } from '@tabler/icons-react';
import { JOB_KEY_SELLING_POINT_MAX, JOB_KEY_SELLING_POINTS_MAX, JOB_LINKS_MAX } from '@talent/contract';
import { flushSync } from 'react-dom';
import { useTranslation } from 'react-i18next';
import { focusField } from '../../../shared/form/focus-field.js';
import { JobFormSection } from './JobFormSection.js';
import classes from './job-form.module.css';
import type { JobFormApi } from './useJobForm.js';

/** Up to three key selling points and five links (label and URL). */
export function HighlightsSection({ form }: { form: JobFormApi }) {
  const { t } = useTranslation('job-form');
  const { values, errors } = form;
  const points = values.key_selling_points;
  const links = values.links;
  /** A new row takes the focus, so typing goes into it (a second Space no longer adds another empty row). */
  function addAndFocus(insert: () => void, field: string) {
    flushSync(insert);
    focusField(field);
  }
  return (
    <JobFormSection title={t('sections.highlights')}>
      <Stack gap="xs">
        <Text size="sm" fw={500}>
          {t('fields.sellingPoints')}
        </Text>
        <Text size="xs" c="dimmed" mt={-6}>
          {t('hints.sellingPoints', { max: JOB_KEY_SELLING_POINTS_MAX })}
        </Text>
        {points.map((_, i) => (
          // biome-ignore lint/suspicious/noArrayIndexKey: the list is edited in place; the index is its identity.
          <Group key={i} gap="xs" wrap="nowrap" align="flex-start">
            <TextInput
              className={classes.grow}
              aria-label={t('fields.sellingPointN', { n: i + 1 })}
              maxLength={JOB_KEY_SELLING_POINT_MAX}
              {...form.getInputProps(`key_selling_points.${i}`)}
              data-field={`key_selling_points.${i}`}
            />
            <ActionIcon
              variant="subtle"
              color="red"
              size="lg"
              aria-label={t('actions.removeSellingPoint', { n: i + 1 })}
              onClick={() => form.removeListItem('key_selling_points', i)}
            >
              <IconTrash size={16} aria-hidden />
            </ActionIcon>
          </Group>
        ))}
        {errors.key_selling_points && (
          <Text size="sm" c="var(--mantine-color-error)">
            {errors.key_selling_points}
          </Text>
        )}
        {points.length < JOB_KEY_SELLING_POINTS_MAX && (
          <Button
            variant="light"
            size="xs"
            w="fit-content"
            leftSection={<IconPlus size={14} aria-hidden />}
            onClick={() =>
              addAndFocus(() => form.insertListItem('key_selling_points', ''), `key_selling_points.${points.length}`)
            }
          >
            {t('actions.addSellingPoint')}
          </Button>
        )}
      </Stack>
      <Stack gap="xs">
        <Text size="sm" fw={500}>
          {t('fields.links')}
        </Text>
        <Text size="xs" c="dimmed" mt={-6}>
          {t('hints.links', { max: JOB_LINKS_MAX })}
        </Text>
        {links.map((_, i) => (
          // biome-ignore lint/suspicious/noArrayIndexKey: the list is edited in place; the index is its identity.
          <Group key={i} gap="xs" wrap="nowrap" align="flex-start">
            <div className={classes.linkRow}>
              <TextInput
                label={t('fields.linkLabel', { n: i + 1 })}
                maxLength={80}
                {...form.getInputProps(`links.${i}.label`)}
                data-field={`links.${i}.label`}
              />
              <TextInput
                label={t('fields.linkUrl', { n: i + 1 })}
                placeholder="https://"
                type="url"
                maxLength={500}
                {...form.getInputProps(`links.${i}.url`)}
                data-field={`links.${i}.url`}
              />
            </div>
            <ActionIcon
              variant="subtle"
              color="red"
              size="lg"
              mt={26}
              aria-label={t('actions.removeLink', { n: i + 1 })}
              onClick={() => form.removeListItem('links', i)}
            >
              <IconTrash size={16} aria-hidden />
            </ActionIcon>
          </Group>
        ))}
        {errors.links && (
          <Text size="sm" c="var(--mantine-color-error)">
            {errors.links}
          </Text>
        )}
        {links.length < JOB_LINKS_MAX && (
          <Button
            variant="light"
            size="xs"
            w="fit-content"
            leftSection={<IconPlus size={14} aria-hidden />}
            onClick={() =>
              addAndFocus(() => form.insertListItem('links', { label: '', url: '' }), `links.${links.length}.label`)
            }
          >
            {t('actions.addLink')}
          </Button>
        )}
      </Stack>
    </JobFormSection>
  );
}
