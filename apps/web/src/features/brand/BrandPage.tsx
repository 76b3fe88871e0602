import {
  Alert,
  Badge,
  Button,
  Center,
  ColorInput,
  Group,
  Image,
  Loader,
  SegmentedControl,
  SimpleGrid,
  Stack,
  Text,
  Textarea,
  TextInput,
} from '@mantine/core';
import { useForm } from '@mantine/form';
import { IconDeviceFloppy } from '@tabler/icons-react';
import { type BrandSettings, contrastRatio, isHexColor, MIN_TEXT_CONTRAST, SaveBrandBody } from '@talent/contract';
import { useQuery } from '@tanstack/react-query';
import { useParams } from '@tanstack/react-router';
import { lazy, Suspense, useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useUploadFormFile } from '../../shared/api/upload.js';
import { refreshBranding } from '../../shared/branding/branding-store.js';
import { applyApiErrors, formAlert } from '../../shared/form/api-errors.js';
import { contractResolver } from '../../shared/form/contract-resolver.js';
import { FormErrorAlert } from '../../shared/form/FormErrorAlert.js';
import { useFormat } from '../../shared/i18n/format.js';
import { ImageDropzone, RemoveImageButton } from '../../shared/ui/ImageDropzone.js';
import { PageHeader } from '../../shared/ui/PageHeader.js';
import { SectionCard } from '../../shared/ui/SectionCard.js';
import { showSnackbar } from '../../shared/ui/snackbar.js';
import { brandQuery, useSaveBrand } from './api.js';
import { BrandPreview } from './BrandPreview.js';
import { BrandStylesheetField } from './BrandStylesheetField.js';
import classes from './brand.module.css';
import { useApproveHosts } from './useApproveHosts.js';

// The plan card loads beside the form; the form does not wait for it.
const PlanUsageCard = lazy(() => import('./PlanUsageCard.js').then((m) => ({ default: m.PlanUsageCard })));

// Below the brand form, owners only: its table code loads with it, not with the page.
const ProvenNamesCard = lazy(() =>
  import('../account-security/ProvenNamesCard.js').then((m) => ({ default: m.ProvenNamesCard })),
);

const LANGS = ['en', 'fr', 'ar'] as const;
type Lang = (typeof LANGS)[number];
type Form = Required<SaveBrandBody> & { login: BrandSettings['login'] };

const formOf = (b: BrandSettings): Form => ({
  title: b.title,
  logo_square: b.logo_square,
  primary_color: b.primary_color,
  primary_darken_color: b.primary_darken_color,
  stylesheet_path: b.stylesheet_path,
  login: b.login,
});

/** "Contrast with white 5.2:1" with a pass or fail mark, recomputed as the colour changes. */
function ContrastHint({ color }: { color: string }) {
  const { t } = useTranslation('brand');
  const { number } = useFormat();
  if (!isHexColor(color)) return null;
  const ratio = contrastRatio(color, '#ffffff');
  const passes = ratio >= MIN_TEXT_CONTRAST;
  return (
    <Group gap={6} className={classes.colorHint}>
      {/* A dot badge: the colour is in the dot, the text keeps body colour (its own contrast). */}
      <Badge variant="dot" color={passes ? 'teal' : 'red'} size="sm" radius="sm" c="var(--mantine-color-text)">
        {passes ? t('contrastPass') : t('contrastFail')}
      </Badge>
      <Text size="xs" c="dimmed">
        {t('contrast', { ratio: number(ratio, { maximumFractionDigits: 1 }) })}
      </Text>
    </Group>
  );
}

/**
 * `/{account}/brand`: the account's brand (title, logo, colours checked for contrast, stylesheet and
 * login texts) beside a live preview. It is the whole account's, so it has its own page rather than
 * a section of one site's settings.
 */
export function BrandPage() {
  const { t, i18n } = useTranslation(['brand', 'common']);
  const accountId = Number(useParams({ strict: false }).account);
  const brand = useQuery(brandQuery(accountId));
  const canApproveHosts = useApproveHosts();
  const [lang, setLang] = useState<Lang>(
    (LANGS as readonly string[]).includes(i18n.language) ? (i18n.language as Lang) : 'en',
  );
  return (
    <>
      <PageHeader title={t('common:nav.brand')} />
      <Suspense fallback={null}>
        <PlanUsageCard accountId={accountId} />
      </Suspense>
      {brand.data ? (
        <Stack gap="lg">
          <BrandForm accountId={accountId} brand={brand.data} lang={lang} onLang={setLang} />
          <Suspense fallback={null}>
            <ProvenNamesCard kind="hosts" accountId={accountId} canApprove={canApproveHosts} />
          </Suspense>
        </Stack>
      ) : brand.error ? (
        <Alert color="red" variant="light">
          {formAlert(brand.error) ?? t('loadError')}
        </Alert>
      ) : (
        <Center py={80}>
          <Loader role="status" aria-label={t('loading')} />
        </Center>
      )}
    </>
  );
}

type BrandFormProps = { accountId: number; brand: BrandSettings; lang: Lang; onLang: (lang: Lang) => void };

function BrandForm({ accountId, brand, lang, onLang }: BrandFormProps) {
  const { t } = useTranslation('brand');
  const save = useSaveBrand(accountId);
  const upload = useUploadFormFile('brand_logo');
  const form = useForm<Form>({ initialValues: formOf(brand), validate: contractResolver(SaveBrandBody) });
  // A new answer (the brand just saved, say) starts the form over from it.
  // biome-ignore lint/correctness/useExhaustiveDependencies: only when the brand changes
  useEffect(() => {
    form.setValues(formOf(brand));
  }, [brand]);
  const { values, errors } = form;

  async function submit(body: Form) {
    try {
      await save.mutateAsync(body);
      // This host may serve the brand just saved: show it now, not after a reload.
      await refreshBranding();
      showSnackbar('success', t('saved'));
    } catch (error) {
      applyApiErrors(form, error);
    }
  }

  return (
    <form onSubmit={form.onSubmit(submit)} noValidate>
      <Text c="dimmed" size="sm" mb="md">
        {t('text', { hosts: brand.domains.join(', ') || '—' })}
      </Text>
      <SimpleGrid cols={{ base: 1, lg: 2 }} spacing="lg">
        <SectionCard id="brand-form" title={t('formTitle')}>
          <FormErrorAlert message={formAlert(save.error, form)} />
          <TextInput
            label={t('titleField')}
            description={t('titleHint', { name: brand.name })}
            maxLength={80}
            {...form.getInputProps('title')}
          />
          <ImageDropzone
            onUpload={async (file) => form.setFieldValue('logo_square', await upload.mutateAsync(file))}
            error={errors.logo_square}
            labels={{
              drop: t('logoDrop'),
              hint: (size) => t('logoHint', { size }),
              tooLarge: (size) => t('logoTooLarge', { size }),
              oneFile: t('logoOneFile'),
              uploaded: (file) => t('logoUploaded', { name: file }),
            }}
            preview={({ forgetUpload }) => (
              <Group gap="md" wrap="nowrap">
                {values.logo_square ? (
                  <Image src={values.logo_square} alt={t('logoAlt')} w={56} h={56} radius="md" fit="contain" />
                ) : null}
                <Stack gap={4}>
                  <Text size="sm" fw={600}>
                    {values.logo_square ? t('logoCurrent') : t('logoNone')}
                  </Text>
                  {values.logo_square && (
                    <RemoveImageButton
                      onClick={() => {
                        form.setFieldValue('logo_square', '');
                        forgetUpload();
                      }}
                    >
                      {t('logoRemove')}
                    </RemoveImageButton>
                  )}
                </Stack>
              </Group>
            )}
          />
          <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="sm">
            {(
              [
                ['primary_color', t('primary')],
                ['primary_darken_color', t('darker')],
              ] as const
            ).map(([field, label]) => (
              <ColorInput
                key={field}
                label={label}
                format="hex"
                dir="ltr"
                eyeDropperButtonProps={{ 'aria-label': t('eyeDropper') }}
                popoverProps={{ position: 'bottom-start', middlewares: { flip: false, shift: true } }}
                // The verdict goes between the label and the field, and the picker always opens below
                // (never flipped above on a short screen), so it never covers the verdict.
                inputContainer={(input) => (
                  <>
                    <ContrastHint color={values[field]} />
                    {input}
                  </>
                )}
                {...form.getInputProps(field)}
              />
            ))}
          </SimpleGrid>
          <BrandStylesheetField
            value={values.stylesheet_path}
            onChange={(path) => form.setFieldValue('stylesheet_path', path)}
            error={errors.stylesheet_path}
          />
          <Stack gap="xs">
            <Group justify="space-between" gap="sm">
              <Text size="sm" fw={600} id="brand-login-texts">
                {t('login')}
              </Text>
              <SegmentedControl
                size="xs"
                aria-labelledby="brand-login-texts"
                value={lang}
                onChange={(v) => onLang(LANGS.find((l) => l === v) ?? 'en')}
                data={LANGS.map((l) => ({ value: l, label: t(`lang.${l}`) }))}
              />
            </Group>
            <TextInput
              label={t('heading', { lang: t(`lang.${lang}`) })}
              maxLength={120}
              dir={lang === 'ar' ? 'rtl' : 'ltr'}
              {...form.getInputProps(`login.heading.${lang}`)}
            />
            <Textarea
              label={t('intro', { lang: t(`lang.${lang}`) })}
              maxLength={400}
              autosize
              minRows={2}
              dir={lang === 'ar' ? 'rtl' : 'ltr'}
              {...form.getInputProps(`login.text.${lang}`)}
            />
          </Stack>
          <Group justify="flex-end">
            <Button type="submit" leftSection={<IconDeviceFloppy size={16} aria-hidden />} loading={save.isPending}>
              {t('save')}
            </Button>
          </Group>
        </SectionCard>
        <SectionCard id="brand-preview" title={t('preview')} gap="xs" className={classes.previewPane}>
          <BrandPreview
            fallbackTitle={brand.name}
            draft={{
              title: values.title,
              logo: values.logo_square,
              primary: values.primary_color,
              darker: values.primary_darken_color,
              heading: values.login.heading[lang] || values.login.heading.en,
              text: values.login.text[lang] || values.login.text.en,
            }}
          />
        </SectionCard>
      </SimpleGrid>
    </form>
  );
}
