import {
  Alert,
  Button,
  Grid,
  Group,
  Paper,
  Select,
  Stack,
  Text,
  TextInput,
  Title,
  VisuallyHidden,
} from '@mantine/core';
import { useForm } from '@mantine/form';
import { IconPlus } from '@tabler/icons-react';
import {
  checkAccess,
  SITE_FORM_FIELD_TYPES,
  SITE_FORM_FIELDS_MAX,
  SITE_FORM_HANDLERS,
  SITE_FORM_ORIGINS_MAX,
  type SiteForm,
  SiteFormDraftBody,
  type SiteFormFieldType,
} from '@talent/contract';
import { useNavigate } from '@tanstack/react-router';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { applyApiErrors, formAlert } from '../../../shared/form/api-errors.js';
import { contractResolver } from '../../../shared/form/contract-resolver.js';
import { FormErrorAlert } from '../../../shared/form/FormErrorAlert.js';
import { pickLocale } from '../../../shared/i18n/locale.js';
import { useDragReorder } from '../../../shared/reorder/useDragReorder.js';
import { useTenant } from '../../../shared/selection/useTenant.js';
import { useAbility } from '../../../shared/session/useAbility.js';
import { showSnackbar } from '../../../shared/ui/snackbar.js';
import { TagsField } from '../../../shared/ui/TagsField.js';
import { useSiteFormActions } from '../api.js';
import { isHandler } from '../components/labels.js';
import { FormPreview } from '../preview/FormPreview.js';
import classes from './builder.module.css';
import {
  type BuilderValues,
  bodyOf,
  builderFieldOf,
  fieldNameOf,
  moveField,
  newField,
  storedPatternErrors,
  valuesOf,
} from './draft.js';
import { FieldEditor } from './FieldEditor.js';

/** The failure of a call whose every problem now shows on its field. */
const FIELDS_REFUSED = Symbol('fields refused');

/**
 * The form's draft and settings beside its live preview: name, handler (and webhook address),
 * embedding origins, and the fields, reordered by drag or by each field's arrow buttons. "Save draft"
 * keeps it; "Publish" saves and makes it the public's. The API's refusals show on their inputs.
 */
export function FormBuilder({ form: saved }: { form: SiteForm | null }) {
  const { t, i18n } = useTranslation('site-forms');
  const { accountId, siteId, path } = useTenant();
  const navigate = useNavigate();
  const canEdit = checkAccess(useAbility(), 'update', 'settings');
  const actions = useSiteFormActions({ accountId, siteId });
  const [initialErrors] = useState(() => storedPatternErrors(saved));
  const form = useForm<BuilderValues>({
    initialValues: valuesOf(saved),
    initialErrors,
    validate: contractResolver(SiteFormDraftBody, { toBody: bodyOf }),
  });
  const [failure, setFailure] = useState<unknown>(null);
  const [status, setStatus] = useState('');
  const [addType, setAddType] = useState<SiteFormFieldType>('short_text');
  const [focus, setFocus] = useState<{ uid: string; control: string } | null>(null);
  // Fields folded to their title line, by uid: a long form fits a phone's screen.
  const [folded, setFolded] = useState<ReadonlySet<string>>(new Set());
  const fold = (uid: string, on: boolean) =>
    setFolded((was) => {
      const next = new Set(was);
      if (on) next.add(uid);
      else next.delete(uid);
      return next;
    });
  const { values } = form;
  const allFolded = values.fields.length > 0 && values.fields.every((f) => folded.has(f.uid));
  const dirty = form.isDirty();
  const busy = actions.create.isPending || actions.save.isPending || actions.publish.isPending;

  // Leaving the page (reload, close) with unsaved changes asks first, as the browser does.
  useEffect(() => {
    if (!dirty) return;
    const warn = (event: BeforeUnloadEvent) => event.preventDefault();
    window.addEventListener('beforeunload', warn);
    return () => window.removeEventListener('beforeunload', warn);
  }, [dirty]);

  // A moved field's arrow button keeps the focus (React re-inserts the row, which drops it).
  useEffect(() => {
    if (!focus) return;
    const row = document.querySelector(`[data-field-row="${focus.uid}"]`);
    const target =
      row?.querySelector<HTMLButtonElement>(`[data-control="${focus.control}"]:not(:disabled)`) ??
      row?.querySelector<HTMLButtonElement>('[data-control]:not(:disabled)');
    target?.focus();
    setFocus(null);
  }, [focus]);

  const labelOf = (index: number) => {
    const f = values.fields[index];
    return f ? fieldNameOf(f, pickLocale(i18n.language)) || t('field.untitled') : '';
  };
  const move = (from: number, to: number, control?: string) => {
    const f = values.fields[from];
    if (!f || to < 0 || to >= values.fields.length || from === to) return;
    const label = labelOf(from);
    form.setFieldValue('fields', moveField(values.fields, from, to));
    // Errors are keyed by position: they no longer match.
    form.clearErrors();
    setStatus(t('field.moved', { label, position: to + 1, total: values.fields.length }));
    if (control) setFocus({ uid: f.uid, control });
  };
  const drag = useDragReorder((from, to) => move(from, to));

  // A refusal about a field (a publish's "No form handler set.") shows on that field alone.
  function fail(error: unknown) {
    const placed = applyApiErrors(form, error, builderFieldOf);
    setFailure(Object.keys(placed).length > 0 ? FIELDS_REFUSED : error);
  }

  async function save(): Promise<SiteForm | null> {
    setFailure(null);
    if (form.validate().hasErrors) return null;
    const body = bodyOf(values);
    try {
      const result = saved
        ? await actions.save.mutateAsync({ uuid: saved.uuid, body })
        : await actions.create.mutateAsync(body);
      form.setInitialValues(values);
      form.resetDirty(values);
      return result;
    } catch (error) {
      fail(error);
      return null;
    }
  }

  async function saveDraft() {
    const result = await save();
    if (!result) return;
    showSnackbar('success', t(saved ? 'builder.saved' : 'builder.created'));
    if (!saved) void navigate({ to: path(`settings/forms/${result.uuid}`), replace: true });
  }

  async function publish() {
    const current = dirty ? await save() : saved;
    if (!current) return;
    try {
      const published = await actions.publish.mutateAsync(current.uuid);
      showSnackbar('success', t('builder.published', { n: published.published?.version ?? 1 }));
    } catch (error) {
      fail(error);
    }
  }

  const alert =
    failure === FIELDS_REFUSED
      ? t('builder.fieldErrors')
      : (formAlert(failure, form, builderFieldOf) ??
        (failure && Object.keys(form.errors).length > 0 ? t('builder.fieldErrors') : null));
  const handler = isHandler(values.handler) ? values.handler : null;

  return (
    <Grid gap="lg" className={classes.layout}>
      <Grid.Col span={{ base: 12, md: 7 }}>
        <Stack gap="md" renderRoot={(props) => <fieldset {...props} disabled={!canEdit} />} className={classes.reset}>
          {!canEdit && (
            <Alert color="blue" variant="light">
              {t('builder.readOnly')}
            </Alert>
          )}
          <FormErrorAlert message={alert} />

          <Paper withBorder radius="md" p="md" component="section" aria-labelledby="form-settings-title">
            <Stack gap="sm">
              <Title order={2} fz="h4" id="form-settings-title">
                {t('builder.settings')}
              </Title>
              <TextInput
                label={t('builder.name')}
                description={t('builder.nameHelp')}
                required
                maxLength={120}
                {...form.getInputProps('name')}
              />
              <Select
                label={t('builder.handler')}
                placeholder={t('builder.handlerPlaceholder')}
                description={handler ? t(`handlerHelp.${handler}`) : undefined}
                data={SITE_FORM_HANDLERS.map((h) => ({ value: h, label: t(`handlers.${h}`) }))}
                clearable
                {...form.getInputProps('handler')}
              />
              {values.handler === 'webhook' && (
                <TextInput
                  label={t('builder.webhookUrl')}
                  description={t('builder.webhookUrlHelp')}
                  placeholder="https://"
                  type="url"
                  dir="ltr"
                  maxLength={2000}
                  {...form.getInputProps('webhook_url')}
                />
              )}
              <TagsField
                label={t('builder.origins')}
                description={t('builder.originsHelp')}
                placeholder={t('builder.originsPlaceholder')}
                maxTags={SITE_FORM_ORIGINS_MAX}
                maxLength={200}
                normalize={(o) => o.toLowerCase().replace(/\/+$/, '')}
                dir="ltr"
                value={values.allowed_origins}
                error={form.errors.allowed_origins}
                onChange={(tags) => form.setFieldValue('allowed_origins', tags)}
              />
            </Stack>
          </Paper>

          <Paper withBorder radius="md" p="md" component="section" aria-labelledby="form-fields-title">
            <Stack gap="sm">
              <Group justify="space-between" align="baseline">
                <Title order={2} fz="h4" id="form-fields-title">
                  {t('builder.fields')}
                </Title>
                <Group gap="xs">
                  <Text size="xs" c="dimmed">
                    {t('builder.fieldsCount', { count: values.fields.length, max: SITE_FORM_FIELDS_MAX })}
                  </Text>
                  {values.fields.length > 1 && (
                    <Button
                      size="compact-xs"
                      variant="subtle"
                      onClick={() => setFolded(allFolded ? new Set() : new Set(values.fields.map((f) => f.uid)))}
                    >
                      {t(allFolded ? 'builder.unfoldAll' : 'builder.foldAll')}
                    </Button>
                  )}
                </Group>
              </Group>
              <VisuallyHidden role="status">{status}</VisuallyHidden>
              {values.fields.length === 0 ? (
                <Text size="sm" c="dimmed">
                  {t('builder.noFields')}
                </Text>
              ) : (
                <>
                  <Text size="xs" c="dimmed">
                    {t('field.reorderHint')}
                  </Text>
                  <ol className={classes.fields}>
                    {values.fields.map((f, index) => (
                      <FieldEditor
                        key={f.uid}
                        form={form}
                        field={f}
                        index={index}
                        total={values.fields.length}
                        withKnockout={values.handler === 'job_application'}
                        onMove={move}
                        onRemove={() => {
                          const label = labelOf(index);
                          form.removeListItem('fields', index);
                          form.clearErrors();
                          setStatus(t('field.removed', { label }));
                        }}
                        folded={folded.has(f.uid)}
                        onFold={(on) => fold(f.uid, on)}
                        dragProps={canEdit ? drag.rowProps(index, f.uid) : {}}
                      />
                    ))}
                  </ol>
                </>
              )}
              <Group gap="xs" align="flex-end">
                <Select
                  label={t('builder.addFieldType')}
                  data={SITE_FORM_FIELD_TYPES.map((type) => ({ value: type, label: t(`types.${type}`) }))}
                  value={addType}
                  onChange={(v) => setAddType(SITE_FORM_FIELD_TYPES.find((x) => x === v) ?? 'short_text')}
                  allowDeselect={false}
                  style={{ flex: '1 1 180px' }}
                />
                <Button
                  variant="light"
                  leftSection={<IconPlus size={16} aria-hidden />}
                  disabled={values.fields.length >= SITE_FORM_FIELDS_MAX}
                  onClick={() => {
                    form.insertListItem(
                      'fields',
                      newField(
                        addType,
                        values.fields.map((f) => f.key),
                      ),
                    );
                    setStatus(t('field.added', { type: t(`types.${addType}`) }));
                  }}
                >
                  {t('builder.addField')}
                </Button>
              </Group>
            </Stack>
          </Paper>

          {canEdit && (
            <Paper withBorder radius="md" p="md" className={classes.actions}>
              <Group justify="space-between" gap="sm">
                <Text size="sm" c={dirty ? undefined : 'dimmed'} role="status">
                  {dirty
                    ? t('builder.unsaved')
                    : saved?.published
                      ? t('builder.publishedVersion', { n: saved.published.version })
                      : ''}
                </Text>
                <Group gap="xs">
                  <Button
                    variant="default"
                    onClick={saveDraft}
                    loading={actions.create.isPending || actions.save.isPending}
                    disabled={busy || (!dirty && saved !== null)}
                  >
                    {t('builder.save')}
                  </Button>
                  {saved && (
                    <Button onClick={publish} loading={actions.publish.isPending} disabled={busy}>
                      {t('builder.publish')}
                    </Button>
                  )}
                </Group>
              </Group>
              {saved && (
                <Text size="xs" c="dimmed" mt="xs">
                  {t('builder.publishHint')}
                </Text>
              )}
            </Paper>
          )}
        </Stack>
      </Grid.Col>
      <Grid.Col span={{ base: 12, md: 5 }}>
        <div className={classes.preview}>
          <FormPreview name={values.name} fields={bodyOf(values).fields} />
        </div>
      </Grid.Col>
    </Grid>
  );
}
