import {
  fieldPatternProblems,
  LOCALES,
  type Locale,
  type SiteForm,
  type SiteFormBody,
  type SiteFormField,
  type SiteFormFieldType,
  type SiteFormKnockout,
} from '@talent/contract';
import { fieldMessage } from '../../../shared/form/field-message.js';
import { moveItem } from '../../../shared/reorder/move-item.js';

/** A field being edited, with an id of its own for React (its key may be mid-typing or repeated). */
export type DraftField = SiteFormField & { uid: string };

/** The builder's form: the API's body, fields with their ids. */
export type BuilderValues = Omit<SiteFormBody, 'fields' | 'handler' | 'webhook_url'> & {
  handler: string | null;
  webhook_url: string;
  fields: DraftField[];
};

let uids = 0;
const nextUid = () => `f${++uids}`;
const blank = () => Object.fromEntries(LOCALES.map((l) => [l, ''])) as Record<Locale, string>;

export const TEXT_TYPES: readonly SiteFormFieldType[] = ['short_text', 'long_text'];
export const CHOICE_TYPES: readonly SiteFormFieldType[] = ['single_choice', 'multiple_choice'];

/** The builder's values of a saved form (or of a new one). */
export function valuesOf(form: SiteForm | null): BuilderValues {
  return {
    name: form?.name ?? '',
    handler: form?.handler ?? null,
    webhook_url: form?.webhook_url ?? '',
    allowed_origins: form?.allowed_origins ?? [],
    fields: (form?.fields ?? []).map((f) => ({
      ...f,
      help: f.help ?? blank(),
      ...(f.type === 'consent' ? { consent_text: f.consent_text ?? blank() } : {}),
      uid: nextUid(),
    })),
  };
}

/**
 * The errors a saved form opens with: a pattern saved before patterns ran on RE2 may be one RE2
 * cannot run, which checks nothing until it is changed (and stops the next publish), so it is
 * named at once rather than at the next save.
 */
export function storedPatternErrors(form: SiteForm | null): Record<string, string> {
  return Object.fromEntries(
    fieldPatternProblems(form?.fields ?? []).map(({ path, problem }) => [
      `fields.${path.join('.')}`,
      fieldMessage(problem.rule, problem.params),
    ]),
  );
}

/** A new field of `type` with a key not yet taken (`short_text_2`), blank texts and, for choices, one option. */
export function newField(type: SiteFormFieldType, taken: readonly string[]): DraftField {
  let n = 1;
  let key: string = type;
  while (taken.includes(key)) key = `${type}_${++n}`;
  return {
    uid: nextUid(),
    key,
    type,
    label: blank(),
    help: blank(),
    required: false,
    ...(CHOICE_TYPES.includes(type) ? { options: [{ value: 'option_1', label: blank() }] } : {}),
    ...(type === 'consent' ? { consent_text: blank(), required: true } : {}),
  };
}

/** The fields with the one at `from` moved to `to` (keyboard buttons and drag share it). */
export const moveField = (fields: readonly DraftField[], from: number, to: number) => moveItem(fields, from, to);

const allBlank = (text: Record<Locale, string> | undefined) => !text || LOCALES.every((l) => !text[l].trim());

function knockoutOf(k: SiteFormKnockout | undefined): SiteFormKnockout | undefined {
  if (!k) return undefined;
  const kept: SiteFormKnockout = {
    ...(k.expected !== undefined && k.expected !== '' && !(Array.isArray(k.expected) && k.expected.length === 0)
      ? { expected: k.expected }
      : {}),
    ...(k.min !== undefined ? { min: k.min } : {}),
    ...(k.max !== undefined ? { max: k.max } : {}),
    ...(k.pattern ? { pattern: k.pattern } : {}),
  };
  // A rule without a test knocks nobody out: none is saved.
  if (Object.keys(kept).length === 0) return undefined;
  return { ...kept, ...(k.to_status ? { to_status: k.to_status } : {}) };
}

/** One field as the API takes it: only what its type uses, blank texts and limits left out. */
export function fieldBody(f: DraftField, withKnockout: boolean): SiteFormField {
  const text = TEXT_TYPES.includes(f.type);
  const knockout = withKnockout ? knockoutOf(f.knockout) : undefined;
  return {
    key: f.key,
    type: f.type,
    label: f.label,
    ...(allBlank(f.help) ? {} : { help: f.help }),
    required: f.required,
    ...(text && f.min_length !== undefined ? { min_length: f.min_length } : {}),
    ...(text && f.max_length !== undefined ? { max_length: f.max_length } : {}),
    ...(text && f.pattern ? { pattern: f.pattern } : {}),
    ...(f.type === 'number' && f.min !== undefined ? { min: f.min } : {}),
    ...(f.type === 'number' && f.max !== undefined ? { max: f.max } : {}),
    ...(CHOICE_TYPES.includes(f.type) ? { options: f.options ?? [] } : {}),
    ...(f.type === 'consent' && !allBlank(f.consent_text) ? { consent_text: f.consent_text } : {}),
    ...(knockout ? { knockout } : {}),
  };
}

/** The builder's values as the API's body. Knockout rules are kept for job applications only. */
export function bodyOf(values: BuilderValues): SiteFormBody {
  const handler = values.handler || null;
  return {
    name: values.name,
    handler,
    webhook_url: handler === 'webhook' && values.webhook_url.trim() ? values.webhook_url.trim() : null,
    allowed_origins: values.allowed_origins,
    fields: values.fields.map((f) => fieldBody(f, handler === 'job_application')),
  };
}

/** Where an API field key shows in the builder: `url` under the webhook address, origins under their one input. */
export function builderFieldOf(key: string): string | undefined {
  if (key === 'url') return 'webhook_url';
  if (key.startsWith('allowed_origins.')) return 'allowed_origins';
  return undefined;
}

/** What the builder calls a field: its label in the reader's language, else in English, else its key. */
export const fieldNameOf = (field: Pick<DraftField, 'label' | 'key'>, locale: Locale): string =>
  field.label[locale]?.trim() || field.label.en.trim() || field.key;
