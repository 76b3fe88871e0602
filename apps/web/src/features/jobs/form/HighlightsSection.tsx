import { ActionIcon, Button, Group, Stack, Text, TextInput } from '@mantine/core';
import { IconPlus, IconTrash } from '@tabler/icons-react';
import { JOB_KEY_SELLING_POINT_MAX, JOB_KEY_SELLING_POINTS_MAX, JOB_LINKS_MAX } from '@talent/contract';
import { useTranslation } from 'react-i18next';
import { JobFormSection } from './JobFormSection.js';
import classes from './job-form.module.css';
import type { JobFields } from './useJobFields.js';

/** Up to three key selling points and five links (label and URL). */
export function HighlightsSection({ fields }: { fields: JobFields }) {
  const { t } = useTranslation('job-form');
  const { values, errors, set } = fields;
  const points = values.key_selling_points;
  const links = values.links;
  const setPoint = (i: number, text: string) =>
    set(
      'key_selling_points',
      points.map((p, j) => (j === i ? text : p)),
      `key_selling_points.${i}`,
    );
  const setLink = (i: number, part: 'label' | 'url', text: string) =>
    set(
      'links',
      links.map((l, j) => (j === i ? { ...l, [part]: text } : l)),
      `links.${i}.${part}`,
    );
  return (
    <JobFormSection title={t('sections.highlights')}>
      <Stack gap="xs">
        <Text size="sm" fw={500}>
          {t('fields.sellingPoints')}
        </Text>
        <Text size="xs" c="dimmed" mt={-6}>
          {t('hints.sellingPoints', { max: JOB_KEY_SELLING_POINTS_MAX })}
        </Text>
        {points.map((p, i) => (
          // biome-ignore lint/suspicious/noArrayIndexKey: the list is edited in place; the index is its identity.
          <Group key={i} gap="xs" wrap="nowrap" align="flex-start">
            <TextInput
              className={classes.grow}
              aria-label={t('fields.sellingPointN', { n: i + 1 })}
              value={p}
              maxLength={JOB_KEY_SELLING_POINT_MAX}
              onChange={(e) => setPoint(i, e.currentTarget.value)}
              error={errors[`key_selling_points.${i}`]}
              data-field={`key_selling_points.${i}`}
            />
            <ActionIcon
              variant="subtle"
              color="red"
              size="lg"
              aria-label={t('actions.removeSellingPoint', { n: i + 1 })}
              onClick={() =>
                set(
                  'key_selling_points',
                  points.filter((_, j) => j !== i),
                  'key_selling_points',
                )
              }
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
            onClick={() => set('key_selling_points', [...points, ''])}
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
        {links.map((l, i) => (
          // biome-ignore lint/suspicious/noArrayIndexKey: the list is edited in place; the index is its identity.
          <Group key={i} gap="xs" wrap="nowrap" align="flex-start">
            <div className={classes.linkRow}>
              <TextInput
                label={t('fields.linkLabel', { n: i + 1 })}
                value={l.label}
                maxLength={80}
                onChange={(e) => setLink(i, 'label', e.currentTarget.value)}
                error={errors[`links.${i}.label`]}
                data-field={`links.${i}.label`}
              />
              <TextInput
                label={t('fields.linkUrl', { n: i + 1 })}
                placeholder="https://"
                type="url"
                value={l.url}
                maxLength={500}
                onChange={(e) => setLink(i, 'url', e.currentTarget.value)}
                error={errors[`links.${i}.url`] ?? errors[`links.${i}`]}
                data-field={`links.${i}.url`}
              />
            </div>
            <ActionIcon
              variant="subtle"
              color="red"
              size="lg"
              mt={26}
              aria-label={t('actions.removeLink', { n: i + 1 })}
              onClick={() =>
                set(
                  'links',
                  links.filter((_, j) => j !== i),
                  'links',
                )
              }
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
            onClick={() => set('links', [...links, { label: '', url: '' }])}
          >
            {t('actions.addLink')}
          </Button>
        )}
      </Stack>
    </JobFormSection>
  );
}
