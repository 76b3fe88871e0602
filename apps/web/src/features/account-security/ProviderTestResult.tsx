import { Badge, Stack, Text } from '@mantine/core';
import type { IdentityProviderTestResult } from '@talent/contract';
import { useTranslation } from 'react-i18next';
import { useFormat } from '../../shared/i18n/format.js';

/** "Test connection"'s answer on the provider's row: not tested yet, works (with its keys), or why not. */
export function ProviderTestResult({ result }: { result: IdentityProviderTestResult | undefined }) {
  const { t } = useTranslation('account-security');
  const { number } = useFormat();
  if (!result) {
    return (
      <Text size="sm" c="dimmed">
        {t('providers.notTested')}
      </Text>
    );
  }
  return (
    <Stack gap={2} role="status" data-testid="provider-test-result">
      <Badge variant="dot" color={result.ok ? 'teal' : 'red'} radius="sm" tt="none" c="var(--mantine-color-text)">
        {result.ok ? t('providers.testOk') : t('providers.testFailed')}
      </Badge>
      <Text size="xs" c="dimmed">
        {result.ok ? t('providers.testKeys', { keys: number(result.keys ?? 0) }) : result.problem}
      </Text>
    </Stack>
  );
}
