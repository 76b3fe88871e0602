import { Button, Code, CopyButton, Group, Stack, Text } from '@mantine/core';
import { IconCheck, IconCopy } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import classes from './account-security.module.css';

/**
 * One part of a DNS record to publish: its label, the exact text (left to right), and a button
 * that copies it and says so (a word, not a tooltip: seen by all, and no tooltip code on the page).
 */
export function CopyableValue({ label, value, copyLabel }: { label: string; value: string; copyLabel: string }) {
  const { t } = useTranslation('account-security');
  return (
    <Stack gap={2}>
      <Group justify="space-between" gap={6} wrap="nowrap">
        <Text size="xs" c="dimmed">
          {label}
        </Text>
        <CopyButton value={value}>
          {({ copied, copy }) => (
            <Button
              size="compact-xs"
              variant="subtle"
              color={copied ? 'teal' : 'gray'}
              onClick={copy}
              leftSection={copied ? <IconCheck size={14} aria-hidden /> : <IconCopy size={14} aria-hidden />}
              aria-label={copied ? t('domains.copied') : copyLabel}
            >
              {copied ? t('domains.copied') : t('domains.copy')}
            </Button>
          )}
        </CopyButton>
      </Group>
      {/* The exact text to publish, wrapped anywhere (tokens have no spaces), never reordered. */}
      <Code block dir="ltr" className={classes.recordValue}>
        {value}
      </Code>
    </Stack>
  );
}
