import { Button, Stack, Text, Title } from '@mantine/core';
import { Link } from '@tanstack/react-router';
import { useTranslation } from 'react-i18next';

/** Public (spec §2), also at /pages/misc/not-authorized. */
export function NotAuthorizedPage() {
  const { t } = useTranslation();
  return (
    <Stack align="center" gap="sm" p="xl" ta="center">
      <Title order={1}>{t('errors.notAuthorizedTitle')}</Title>
      <Text c="dimmed">{t('errors.notAuthorizedText')}</Text>
      <Button component={Link} to="/">
        {t('errors.backHome')}
      </Button>
    </Stack>
  );
}
