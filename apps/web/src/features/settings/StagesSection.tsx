import { NativeSelect, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import {
  ACTIVE_APPLICATION_STATUSES,
  type ActiveApplicationStatus,
  APPLICATION_STAGES_MAX,
  isLocale,
} from '@talent/contract';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { FormErrorAlert } from '../../shared/form/FormErrorAlert.js';
import type { SiteSettings } from './api.js';
import { LabelListEditor, type LabelledItem } from './LabelListEditor.js';
import { SettingsSection } from './SettingsSection.js';
import { useSaveSection } from './useSaveSection.js';

type Props = { scope: { accountId: number; siteId: number }; stages: SiteSettings['application_stages'] };
/** Where each status takes an application: a stage's key, or none. */
type Targets = Partial<Record<ActiveApplicationStatus, string>>;

/**
 * The application pipeline: its stages, in order and named in three languages, and the stage each
 * status moves an application to. Chosen per status, so a status can only ever lead to one stage
 * (the API refuses two as well).
 */
export function StagesSection({ scope, stages: saved }: Props) {
  const { t, i18n } = useTranslation('settings');
  const save = useSaveSection(scope);
  const [stages, setStages] = useState<LabelledItem[]>(saved.map(({ key, label }) => ({ key, label })));
  const [targets, setTargets] = useState<Targets>(
    Object.fromEntries(saved.flatMap((stage) => stage.statuses.map((status) => [status, stage.key]))),
  );
  const lang = isLocale(i18n.language) ? i18n.language : 'en';
  // A status whose stage was removed leads nowhere.
  const targetOf = (status: ActiveApplicationStatus) => stages.find((s) => s.key === targets[status])?.key ?? '';
  const statusesRefused = stages.some((_, i) => save.refused(`application_stages.${i}.statuses`));
  const submit = () =>
    save.run({
      application_stages: stages.map((s) => ({
        key: s.key,
        label: s.label,
        statuses: ACTIVE_APPLICATION_STATUSES.filter((status) => targetOf(status) === s.key),
      })),
    });
  const options = [
    { value: '', label: t('stages.noStage') },
    ...stages.map((s) => ({ value: s.key, label: s.label[lang] || s.label.en })),
  ];

  return (
    <SettingsSection
      id="stages"
      title={t('stages.title')}
      text={t('stages.text')}
      save={{ label: t('stages.save'), loading: save.pending, onClick: submit }}
    >
      {save.refused('application_stages') && (
        <FormErrorAlert message={t(statusesRefused ? 'stages.statusesInvalid' : 'stages.invalid')} />
      )}
      <LabelListEditor
        items={stages}
        onChange={setStages}
        max={APPLICATION_STAGES_MAX}
        maxLength={40}
        labels={{
          field: (l, n) => t(`stages.label_${l}`, { n }),
          up: (n) => t('stages.up', { n }),
          down: (n) => t('stages.down', { n }),
          remove: (n) => t('stages.remove', { n }),
          add: t('stages.add'),
          newName: (n) => t('stages.newName', { n }),
        }}
      />
      <Stack gap="xs" component="section" aria-labelledby="settings-stage-statuses">
        <Title order={3} fz="md" id="settings-stage-statuses">
          {t('stages.statusesTitle')}
        </Title>
        <Text size="sm" c="dimmed">
          {t('stages.statusesText')}
        </Text>
        <SimpleGrid cols={{ base: 1, xs: 2, md: 4 }} spacing="sm">
          {ACTIVE_APPLICATION_STATUSES.map((status) => (
            <NativeSelect
              key={status}
              label={t(`applications:status.${status}`)}
              value={targetOf(status)}
              data={options}
              onChange={(e) => {
                const stage = e.currentTarget.value;
                setTargets((all) => ({ ...all, [status]: stage || undefined }));
              }}
            />
          ))}
        </SimpleGrid>
        <Text size="sm" c="dimmed">
          {t('stages.closedNote')}
        </Text>
      </Stack>
    </SettingsSection>
  );
}
