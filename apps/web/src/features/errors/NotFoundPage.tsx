import { Button, Stack, Text, Title } from '@mantine/core';
import { Link } from '@tanstack/react-router';
import { useTranslation } from 'react-i18next';

/** Public catch-all (spec §2), also at /pages/misc/not-found/{error}. */
export function NotFoundPage() {
  const { t } = useTranslation();
  return (
    <Stack align="center" gap="sm" p="xl" ta="center" component="main">
      <Title order={1}>404</Title>
      <Title order={2} fz="h3">
        {t('errors.notFoundTitle')}
      </Title>
      <Text c="dimmed">{t('errors.notFoundText')}</Text>
      <Button component={Link} to="/">
        {t('errors.backHome')}
      </Button>
    </Stack>
  );
}
