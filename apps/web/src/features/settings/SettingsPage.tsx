import { ActionIcon, Button, Group, Paper, Stack, Switch, Text, TextInput, Title } from '@mantine/core';
import {
  IconArrowDown,
  IconArrowUp,
  IconDeviceFloppy,
  IconExternalLink,
  IconPlus,
  IconTrash,
} from '@tabler/icons-react';
import { APPLICATION_STAGES_MAX, checkAccess, type ModerationSettings } from '@talent/contract';
import { useQuery } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ApiError } from '../../shared/api/client.js';
import { FormErrorAlert } from '../../shared/ui/FormErrorAlert.js';
import { PageHeader } from '../../shared/ui/PageHeader.js';
import { showSnackbar } from '../../shared/ui/snackbar.js';
import { formAlert } from '../auth/forms.js';
import { useTenant } from '../employers/components.js';
import { useAbility } from '../session/useAbility.js';
import { cmsToken, type SiteSettings, settingsQuery, useSaveSettings } from './api.js';
import { BrandEditor } from './BrandEditor.js';
import { CandidateSiteSection } from './CandidateSiteSection.js';

type Stage = SiteSettings['application_stages'][number];
const LANGS = ['en', 'fr', 'ar'] as const;

/** `/{account}/{site}/settings`: moderation rules, the application pipeline, the content editor and the brand. */
export function SettingsPage() {
  const { t } = useTranslation('settings');
  const { accountId, siteId } = useTenant();
  const ability = useAbility();
  const settings = useQuery(settingsQuery({ accountId, siteId }));
  const save = useSaveSettings({ accountId, siteId });
  const [moderation, setModeration] = useState<ModerationSettings | null>(null);
  const [stages, setStages] = useState<Stage[]>([]);
  const [opening, setOpening] = useState(false);
  useEffect(() => {
    if (!settings.data) return;
    setModeration(settings.data.moderation);
    setStages(settings.data.application_stages);
  }, [settings.data]);
  if (!settings.data || !moderation) return null;

  const done = () => showSnackbar('success', t('saved'));
  const fail = (e: unknown) => showSnackbar('error', formAlert(e) ?? t('error'));
  const stageErrors =
    save.error instanceof ApiError
      ? Object.keys(save.error.errors).some((k) => k.startsWith('application_stages'))
      : false;
  const move = (i: number, by: number) =>
    setStages((list) => {
      const next = [...list];
      const [item] = next.splice(i, 1);
      next.splice(i + by, 0, item!);
      return next;
    });
  const keyOf = (name: string) =>
    name
      .toLowerCase()
      .normalize('NFD')
      .replace(/[^a-z0-9]+/g, '_')
      .replace(/^_+|_+$/g, '')
      .replace(/^(\d)/, 's$1')
      .slice(0, 40) || `stage_${stages.length + 1}`;

  async function openEditor() {
    setOpening(true);
    try {
      const token = await cmsToken();
      if (token.editor_url) window.open(token.editor_url, '_blank', 'noopener');
      else showSnackbar('info', t('cms.notConfigured'));
    } catch (e) {
      fail(e);
    } finally {
      setOpening(false);
    }
  }

  return (
    <>
      <PageHeader title={t('title')} crumbs={[{ label: t('title') }]} />
      <Stack gap="md">
        <Paper withBorder radius="md" p="lg" component="section" aria-labelledby="settings-moderation">
          <Stack gap="md">
            <div>
              <Title order={2} fz="h4" id="settings-moderation">
                {t('moderation.title')}
              </Title>
              <Text size="sm" c="dimmed">
                {t('moderation.text')}
              </Text>
            </div>
            {(['employers_start_on_hold', 'jobs_start_on_hold', 'edited_jobs_need_review'] as const).map((key) => (
              <Switch
                key={key}
                label={t(`moderation.${key}`)}
                description={t(`moderation.${key}Hint`)}
                checked={moderation[key]}
                onChange={(e) => setModeration({ ...moderation, [key]: e.currentTarget.checked })}
              />
            ))}
            <Group justify="flex-end">
              <Button
                leftSection={<IconDeviceFloppy size={16} aria-hidden />}
                loading={save.isPending && save.variables?.moderation !== undefined}
                onClick={() => save.mutate({ moderation }, { onSuccess: done, onError: fail })}
              >
                {t('moderation.save')}
              </Button>
            </Group>
          </Stack>
        </Paper>

        <Paper withBorder radius="md" p="lg" component="section" aria-labelledby="settings-stages">
          <Stack gap="md">
            <div>
              <Title order={2} fz="h4" id="settings-stages">
                {t('stages.title')}
              </Title>
              <Text size="sm" c="dimmed">
                {t('stages.text')}
              </Text>
            </div>
            {stageErrors && <FormErrorAlert message={t('stages.invalid')} />}
            <Stack gap="sm" component="ol" style={{ listStyle: 'none', margin: 0, padding: 0 }}>
              {stages.map((stage, i) => (
                <Group key={stage.key} component="li" gap="xs" align="flex-end" wrap="wrap">
                  <Text size="sm" fw={700} w={24} aria-hidden>
                    {i + 1}
                  </Text>
                  {LANGS.map((lang) => (
                    <TextInput
                      key={lang}
                      label={t(`stages.label_${lang}`, { n: i + 1 })}
                      value={stage.label[lang]}
                      dir={lang === 'ar' ? 'rtl' : 'ltr'}
                      maxLength={40}
                      required
                      onChange={(e) => {
                        const value = e.currentTarget.value;
                        setStages((list) =>
                          list.map((s, j) => (j === i ? { ...s, label: { ...s.label, [lang]: value } } : s)),
                        );
                      }}
                      style={{ flex: '1 1 150px' }}
                    />
                  ))}
                  <Group gap={2}>
                    <ActionIcon
                      variant="subtle"
                      color="gray"
                      aria-label={t('stages.up', { n: i + 1 })}
                      disabled={i === 0}
                      onClick={() => move(i, -1)}
                    >
                      <IconArrowUp size={16} />
                    </ActionIcon>
                    <ActionIcon
                      variant="subtle"
                      color="gray"
                      aria-label={t('stages.down', { n: i + 1 })}
                      disabled={i === stages.length - 1}
                      onClick={() => move(i, 1)}
                    >
                      <IconArrowDown size={16} />
                    </ActionIcon>
                    <ActionIcon
                      variant="subtle"
                      color="red.8"
                      aria-label={t('stages.remove', { n: i + 1 })}
                      disabled={stages.length === 1}
                      onClick={() => setStages((list) => list.filter((_, j) => j !== i))}
                    >
                      <IconTrash size={16} />
                    </ActionIcon>
                  </Group>
                </Group>
              ))}
            </Stack>
            <Group justify="space-between">
              <Button
                variant="default"
                leftSection={<IconPlus size={16} aria-hidden />}
                disabled={stages.length >= APPLICATION_STAGES_MAX}
                onClick={() => {
                  const name = t('stages.newName', { n: stages.length + 1 });
                  let key = keyOf(name);
                  while (stages.some((s) => s.key === key)) key = `${key}_${stages.length + 1}`.slice(0, 40);
                  setStages([...stages, { key, label: { en: name, fr: name, ar: name } }]);
                }}
              >
                {t('stages.add')}
              </Button>
              <Button
                leftSection={<IconDeviceFloppy size={16} aria-hidden />}
                loading={save.isPending && save.variables?.application_stages !== undefined}
                onClick={() => save.mutate({ application_stages: stages }, { onSuccess: done, onError: fail })}
              >
                {t('stages.save')}
              </Button>
            </Group>
          </Stack>
        </Paper>

        <Paper withBorder radius="md" p="lg" component="section" aria-labelledby="settings-cms">
          <Group justify="space-between" align="flex-end">
            <div>
              <Title order={2} fz="h4" id="settings-cms">
                {t('cms.title')}
              </Title>
              <Text size="sm" c="dimmed">
                {t('cms.text')}
              </Text>
            </div>
            <Button
              variant="default"
              leftSection={<IconExternalLink size={16} aria-hidden />}
              loading={opening}
              onClick={openEditor}
            >
              {t('cms.open')}
            </Button>
          </Group>
        </Paper>

        <CandidateSiteSection scope={{ accountId, siteId }} url={settings.data.candidate_site_url} />

        {/* The brand belongs to the whole account: only its staff change it. */}
        {checkAccess(ability, 'update', 'accounts') && <BrandEditor accountId={accountId} />}
      </Stack>
    </>
  );
}
