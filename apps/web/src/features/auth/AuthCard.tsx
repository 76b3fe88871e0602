import { Anchor, Box, Center, Group, Image, Paper, Stack, Text, ThemeIcon, Title } from '@mantine/core';
import { IconArrowLeft, IconBriefcase } from '@tabler/icons-react';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useBranding } from '../../shared/branding/BrandingContext.js';
import { brandTitle } from '../../shared/branding/branding.js';
import { LazyLanguageSwitcher } from '../../shared/ui/LazyLanguageSwitcher.js';
import classes from './auth.module.css';
import { GuestLink } from './guest-nav.js';

type Props = { heading: string; intro?: ReactNode; children: ReactNode };

/** The centred card of the guest pages: the brand, a language switch, a heading and the form. */
export function AuthCard({ heading, intro, children }: Props) {
  const branding = useBranding();
  const title = brandTitle(branding);
  return (
    <Stack w="100%" maw={440} gap="md">
      <Paper className="portal-surface" withBorder radius="lg" shadow="md" p={{ base: 'lg', xs: 'xl' }}>
        <Group justify="space-between" align="center" wrap="nowrap" mb="xl" gap="sm">
          <Group gap="sm" wrap="nowrap" miw={0} style={{ flex: 1 }}>
            {branding.logo_square ? (
              <Image src={branding.logo_square} alt="" w={40} h={40} radius="md" fit="contain" />
            ) : (
              <ThemeIcon size={40} radius="md" aria-hidden>
                <IconBriefcase size={22} />
              </ThemeIcon>
            )}
            <Text fw={700} fz={{ base: 'md', xs: 'lg' }} lineClamp={2} lh={1.25}>
              {title}
            </Text>
          </Group>
          <LazyLanguageSwitcher />
        </Group>
        <Title order={1} fz={{ base: 'h3', xs: 'h2' }}>
          {heading}
        </Title>
        {intro && (
          <Text c="dimmed" mt={6}>
            {intro}
          </Text>
        )}
        <Box mt="lg">{children}</Box>
      </Paper>
      <Text ta="center" c="dimmed" size="xs">
        © {new Date().getFullYear()} {title}
      </Text>
    </Stack>
  );
}

/** The way back from the other guest pages. */
export function BackToLogin() {
  const { t } = useTranslation('auth');
  return (
    <Center mt="lg">
      <Anchor component={GuestLink} to="/login" size="sm">
        <IconArrowLeft size={14} className={classes.backIcon} aria-hidden />
        {t('backToLogin')}
      </Anchor>
    </Center>
  );
}
