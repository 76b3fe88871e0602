import { ActionIcon, Code, CopyButton, Group, Text, Tooltip } from '@mantine/core';
import { IconCheck, IconCopy } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import classes from './account-security.module.css';

/** One part of a DNS record to publish: its label, the exact text (left to right), and a copy button. */
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
          <Tooltip label={copied ? t('domains.copied') : t('domains.copy')} withArrow>
            <ActionIcon
              variant="subtle"
              color={copied ? 'teal' : 'gray'}
              size={32}
              onClick={copy}
              aria-label={copied ? t('domains.copied') : copyLabel}
            >
              {copied ? <IconCheck size={16} aria-hidden /> : <IconCopy size={16} aria-hidden />}
            </ActionIcon>
          </Tooltip>
        )}
      </CopyButton>
    </Group>
  );
}
