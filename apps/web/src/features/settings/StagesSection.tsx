import { MultiSelect, SimpleGrid, Stack, Text, Title } from '@mantine/core';
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
type Statuses = Record<string, ActiveApplicationStatus[]>;

const isActive = (v: string): v is ActiveApplicationStatus =>
  (ACTIVE_APPLICATION_STATUSES as readonly string[]).includes(v);

/**
 * The application pipeline: its stages, in order and named in three languages, and which statuses
 * move an application to each. A status belongs to one stage at most, so a status taken by one
 * stage is not offered to the others (the API refuses it too).
 */
export function StagesSection({ scope, stages: saved }: Props) {
  const { t, i18n } = useTranslation('settings');
  const save = useSaveSection(scope);
  const [stages, setStages] = useState<LabelledItem[]>(saved.map(({ key, label }) => ({ key, label })));
  const [statuses, setStatuses] = useState<Statuses>(Object.fromEntries(saved.map((s) => [s.key, s.statuses])));
  const lang = isLocale(i18n.language) ? i18n.language : 'en';
  const of = (key: string) => statuses[key] ?? [];
  const takenElsewhere = (key: string) => new Set(stages.filter((s) => s.key !== key).flatMap((s) => of(s.key)));
  const unused = ACTIVE_APPLICATION_STATUSES.filter((s) => !stages.some((stage) => of(stage.key).includes(s)));
  const label = (s: ActiveApplicationStatus) => t(`applications:status.${s}`);
  const statusesRefused = stages.some((_, i) => save.refused(`application_stages.${i}.statuses`));
  const submit = () =>
    save.run({ application_stages: stages.map((s) => ({ key: s.key, label: s.label, statuses: of(s.key) })) });

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
        <SimpleGrid cols={{ base: 1, md: 2 }} spacing="sm">
          {stages.map((stage, i) => {
            const taken = takenElsewhere(stage.key);
            return (
              <MultiSelect
                key={stage.key}
                label={t('stages.statusesFor', { n: i + 1, stage: stage.label[lang] || stage.label.en })}
                placeholder={of(stage.key).length ? undefined : t('stages.noStatus')}
                data={ACTIVE_APPLICATION_STATUSES.filter((s) => !taken.has(s)).map((s) => ({
                  value: s,
                  label: label(s),
                }))}
                value={of(stage.key)}
                onChange={(values) => setStatuses((all) => ({ ...all, [stage.key]: values.filter(isActive) }))}
                comboboxProps={{ withinPortal: true }}
                hidePickedOptions
              />
            );
          })}
        </SimpleGrid>
        <Text size="sm" c="dimmed">
          {unused.length ? t('stages.unused', { statuses: unused.map(label).join(', ') }) : t('stages.allUsed')}{' '}
          {t('stages.closedNote')}
        </Text>
      </Stack>
    </SettingsSection>
  );
}
