import { Button, Code, CopyButton, Group, Text } from '@mantine/core';
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
    <Group gap={6} wrap="nowrap" align="center">
      <Text size="xs" c="dimmed" className={classes.recordLabel}>
        {label}
      </Text>
      <Code dir="ltr" className={classes.recordValue}>
        {value}
      </Code>
      <CopyButton value={value}>
        {({ copied, copy }) => (
          <Button
            size="compact-xs"
            variant="subtle"
            color={copied ? 'teal' : 'gray'}
            onClick={copy}
            leftSection={copied ? <IconCheck size={14} aria-hidden /> : <IconCopy size={14} aria-hidden />}
            aria-label={copied ? t('domains.copied') : copyLabel}
            className={classes.copy}
          >
            {copied ? t('domains.copied') : t('domains.copy')}
          </Button>
        )}
      </CopyButton>
    </Group>
  );
}
