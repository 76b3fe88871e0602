import { Box, Button, Group, Image, Paper, Stack, Text, TextInput, ThemeIcon, Title } from '@mantine/core';
import { IconBriefcase } from '@tabler/icons-react';
import { isHexColor } from '@talent/contract';
import { useTranslation } from 'react-i18next';

export type BrandDraft = {
  title: string;
  logo: string;
  primary: string;
  darker: string;
  heading: string;
  text: string;
};

/**
 * The login card as it will look with the draft: logo, title, greeting, and the sign-in button in
 * the primary colour (its hover in the darker one). Inert: it is a picture of the page, not a form.
 */
export function BrandPreview({ draft, fallbackTitle }: { draft: BrandDraft; fallbackTitle: string }) {
  const { t } = useTranslation(['settings', 'auth']);
  const primary = isHexColor(draft.primary) ? draft.primary : undefined;
  const darker = isHexColor(draft.darker) ? draft.darker : primary;
  return (
    <Box aria-label={t('brand.previewLabel')} role="img" inert>
      <Paper withBorder radius="lg" shadow="sm" p="lg" className="portal-surface">
        <Group gap="sm" wrap="nowrap" mb="lg">
          {draft.logo ? (
            <Image src={draft.logo} alt="" w={36} h={36} radius="md" fit="contain" />
          ) : (
            <ThemeIcon size={36} radius="md" color={primary}>
              <IconBriefcase size={20} />
            </ThemeIcon>
          )}
          <Text fw={700} lineClamp={1}>
            {draft.title || fallbackTitle}
          </Text>
        </Group>
        <Title order={3} fz="h4">
          {draft.heading || t('auth:login.heading')}
        </Title>
        {draft.text && (
          <Text c="dimmed" size="sm" mt={4}>
            {draft.text}
          </Text>
        )}
        <Stack gap="xs" mt="md">
          <TextInput size="xs" label={t('auth:fields.email')} readOnly tabIndex={-1} />
          <TextInput size="xs" label={t('auth:fields.password')} readOnly tabIndex={-1} />
          <Group gap="xs" grow>
            <Button size="xs" color={primary} tabIndex={-1}>
              {t('auth:login.submit')}
            </Button>
            <Button size="xs" color={darker} tabIndex={-1}>
              {t('brand.hover')}
            </Button>
          </Group>
        </Stack>
      </Paper>
    </Box>
  );
}
