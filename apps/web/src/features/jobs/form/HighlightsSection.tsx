import { TextInput } from '@mantine/core';
import { JOB_KEY_SELLING_POINT_MAX, JOB_KEY_SELLING_POINTS_MAX, JOB_LINKS_MAX } from '@talent/contract';
import { flushSync } from 'react-dom';
import { useTranslation } from 'react-i18next';
import { focusField } from '../../../shared/form/focus-field.js';
import { EditableRows } from './EditableRows.js';
import { JobFormSection } from './JobFormSection.js';
import classes from './job-form.module.css';
import type { JobFormApi } from './useJobForm.js';

/** Up to three key selling points and five links (label and URL). */
export function HighlightsSection({ form }: { form: JobFormApi }) {
  const { t } = useTranslation('job-form');
  const { values, errors } = form;
  const points = values.key_selling_points;
  const links = values.links;
  /** A new row takes the focus, so typing goes into it (a second Space no longer adds another empty row). */
  function addAndFocus(insert: () => void, field: string) {
    flushSync(insert);
    focusField(field);
  }
  return (
    <JobFormSection title={t('sections.highlights')}>
      <EditableRows
        label={t('fields.sellingPoints')}
        hint={t('hints.sellingPoints', { max: JOB_KEY_SELLING_POINTS_MAX })}
        count={points.length}
        max={JOB_KEY_SELLING_POINTS_MAX}
        error={errors.key_selling_points}
        addLabel={t('actions.addSellingPoint')}
        onAdd={() =>
          addAndFocus(() => form.insertListItem('key_selling_points', ''), `key_selling_points.${points.length}`)
        }
        removeLabel={(i) => t('actions.removeSellingPoint', { n: i + 1 })}
        onRemove={(i) => form.removeListItem('key_selling_points', i)}
        row={(i) => (
          <TextInput
            className={classes.grow}
            aria-label={t('fields.sellingPointN', { n: i + 1 })}
            maxLength={JOB_KEY_SELLING_POINT_MAX}
            {...form.getInputProps(`key_selling_points.${i}`)}
            data-field={`key_selling_points.${i}`}
          />
        )}
      />
      <EditableRows
        label={t('fields.links')}
        hint={t('hints.links', { max: JOB_LINKS_MAX })}
        count={links.length}
        max={JOB_LINKS_MAX}
        error={errors.links}
        addLabel={t('actions.addLink')}
        onAdd={() =>
          addAndFocus(() => form.insertListItem('links', { label: '', url: '' }), `links.${links.length}.label`)
        }
        removeLabel={(i) => t('actions.removeLink', { n: i + 1 })}
        onRemove={(i) => form.removeListItem('links', i)}
        removeOffset={26}
        row={(i) => (
          <div className={classes.linkRow}>
            <TextInput
              label={t('fields.linkLabel', { n: i + 1 })}
              maxLength={80}
              {...form.getInputProps(`links.${i}.label`)}
              data-field={`links.${i}.label`}
            />
            <TextInput
              label={t('fields.linkUrl', { n: i + 1 })}
              placeholder="https://"
              type="url"
              maxLength={500}
              {...form.getInputProps(`links.${i}.url`)}
              data-field={`links.${i}.url`}
            />
          </div>
        )}
      />
    </JobFormSection>
  );
}
