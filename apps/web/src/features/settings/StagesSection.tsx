import { NativeSelect, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { useForm } from '@mantine/form';
import {
  ACTIVE_APPLICATION_STATUSES,
  type ActiveApplicationStatus,
  APPLICATION_STAGES_MAX,
  isLocale,
  SaveSiteSettingsBody,
} from '@talent/contract';
import { useTranslation } from 'react-i18next';
import { contractResolver } from '../../shared/form/contract-resolver.js';
import { FormErrorAlert } from '../../shared/form/FormErrorAlert.js';
import type { SiteSettings } from './api.js';
import { LabelListEditor, type LabelledItem } from './LabelListEditor.js';
import { SettingsSection } from './SettingsSection.js';
import { useSaveSection } from './useSaveSection.js';

type Props = { scope: { accountId: number; siteId: number }; stages: SiteSettings['application_stages'] };
/** Where each status takes an application: a stage's key, or '' for none. */
type Targets = Record<ActiveApplicationStatus, string>;
type Values = { application_stages: LabelledItem[]; targets: Targets };

const valuesOf = (stages: Props['stages']): Values => ({
  application_stages: stages.map(({ key, label }) => ({ key, label })),
  targets: Object.fromEntries(
    ACTIVE_APPLICATION_STATUSES.map((status) => [status, stages.find((s) => s.statuses.includes(status))?.key ?? '']),
  ) as Targets,
});

/** The body the API reads: each stage with the statuses chosen for it (a removed stage's statuses lead nowhere). */
const bodyOf = ({ application_stages, targets }: Values) => ({
  application_stages: application_stages.map((s) => ({
    ...s,
    statuses: ACTIVE_APPLICATION_STATUSES.filter((status) => targets[status] === s.key),
  })),
});

/**
 * The application pipeline: its stages, in order and named in three languages, and the stage each
 * status moves an application to. Chosen per status, so a status can only ever lead to one stage
 * (the API refuses two as well).
 */
export function StagesSection({ scope, stages }: Props) {
  const { t, i18n } = useTranslation(['settings', 'applications']);
  const form = useForm<Values>({
    initialValues: valuesOf(stages),
    validate: contractResolver(SaveSiteSettingsBody, { toBody: bodyOf }),
  });
  const save = useSaveSection(scope, form);
  const submit = (values: Values) =>
    save.run(SaveSiteSettingsBody.parse(bodyOf(values)), (data) => form.setValues(valuesOf(data.application_stages)));
  const lang = isLocale(i18n.language) ? i18n.language : 'en';
  const current = form.values.application_stages;
  const options = [
    { value: '', label: t('stages.noStage') },
    ...current.map((s) => ({ value: s.key, label: s.label[lang] || s.label.en })),
  ];
  const statusesRefused = Object.keys(form.errors).some((k) => /^application_stages\.\d+\.statuses/.test(k));

  return (
    <SettingsSection
      id="stages"
      title={t('stages.title')}
      text={t('stages.text')}
      onSubmit={form.onSubmit(submit)}
      save={{ label: t('stages.save'), loading: save.pending }}
    >
      <FormErrorAlert
        message={
          Object.keys(form.errors).length > 0 ? t(statusesRefused ? 'stages.statusesInvalid' : 'stages.invalid') : null
        }
      />
      <LabelListEditor
        form={form}
        path="application_stages"
        items={current}
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
              data={options}
              {...form.getInputProps(`targets.${status}`)}
              // A status whose stage was removed leads nowhere.
              value={current.some((s) => s.key === form.values.targets[status]) ? form.values.targets[status] : ''}
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
