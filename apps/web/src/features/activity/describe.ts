import { type ActivityEntry, AUDIT_ACTIONS, type AuditAction, roleKeyNameIn } from '@talent/contract';
import type { TFunction } from 'i18next';
import { i18n } from '../../shared/i18n/i18n.js';
import { pickLocale } from '../../shared/i18n/locale.js';
import { messagesOf } from '../../shared/i18n/messages.js';

// Audit data uses API field names; the employer form's labels live under these keys.
const EMPLOYER_FIELD_LABELS: Record<string, string> = {
  name: 'employers:fields.name',
  type: 'employers:fields.type',
  industry: 'employers:fields.industry',
  contact_name: 'employers:fields.contactName',
  email: 'employers:fields.email',
  phone: 'employers:fields.phone',
  address: 'employers:fields.address',
  logo: 'employers:logo.title',
  registration_number: 'employers:fields.registrationNumber',
  business_name: 'employers:fields.businessName',
  website: 'employers:fields.website',
  size: 'employers:fields.size',
};

type SentenceKey<A extends string> = A extends `${infer Subject}.${infer Verb}` ? `actions.${Subject}_${Verb}` : never;
/** An action's sentence key (`job.flags_dismissed` → `actions.job_flags_dismissed`): every action has one (tsc checks). */
const sentenceKey = <A extends AuditAction>(action: A) => `actions.${action.replace('.', '_')}` as SentenceKey<A>;
const isAuditAction = (action: string): action is AuditAction => (AUDIT_ACTIONS as readonly string[]).includes(action);

const text = (value: unknown) => (typeof value === 'string' ? value : '');

/**
 * The sentence for one entry ("Invited jo@x.test as Recruiter"), or the raw action key for an
 * action this version does not know yet, so nothing is ever hidden.
 */
export function describeActivity(entry: ActivityEntry, t: TFunction<['activity', 'employers']>): string {
  const { action, data: d } = entry;
  if (!isAuditAction(action)) return action;
  const key = sentenceKey(action);
  switch (action) {
    case 'employer.updated': {
      const changed = Array.isArray(d.changed) ? d.changed.filter((f): f is string => typeof f === 'string') : [];
      const labels = changed
        .filter((f) => f !== 'updated_at')
        .map((f) => (EMPLOYER_FIELD_LABELS[f] ? t(EMPLOYER_FIELD_LABELS[f], { defaultValue: f }) : f));
      return labels.length ? t('actions.employer_updatedFields', { fields: labels.join(', ') }) : t(key);
    }
    // Rows written before `job.submitted_for_review` existed said "published" for a job put in review.
    case 'job.published':
      return t(d.to === 'on_hold' ? 'actions.job_published_review' : key);
    case 'job.submitted_for_review': {
      const why = d.awaiting_employer ? 'awaiting' : d.employer_approved ? 'employer' : null;
      return t(why ? `actions.job_submitted_for_review_${why}` : key);
    }
    // Back in the review queue rather than live: edited or relisted after a change since approval.
    case 'job.updated':
      return t(d.to === 'on_hold' ? 'actions.job_updated_review' : key);
    case 'job.relisted':
      return t(d.to === 'on_hold' ? 'actions.job_relisted_review' : key);
    case 'job.flags_dismissed':
    case 'job.flags_unlisted': {
      const reports = typeof d.reports === 'number' ? d.reports : '';
      return text(d.note) ? t(`${sentenceKey(action)}_note`, { reports, note: text(d.note) }) : t(key, { reports });
    }
    case 'seeker.email_withdrawn':
      return t(key, {
        job: text(d.job_title),
        status: t(`applications:status.${text(d.status)}`, { defaultValue: text(d.status) }),
      });
    case 'seeker.emailed': {
      const status = text(d.status);
      if (!status) return t('actions.seeker_emailed', { subject: text(d.subject) });
      const label = (s: string) => t(`applications:status.${s}`, { defaultValue: s });
      return t('actions.seeker_emailed_status', {
        from: label(text(d.from)),
        to: label(status),
        job: text(d.job_title),
      });
    }
    case 'csv.exported':
      return t(key, {
        list: t(`exportLists.${text(d.list)}`, { defaultValue: text(d.list) }),
        rows: typeof d.rows === 'number' ? d.rows : '',
      });
    case 'employer.created':
      return t(key, { status: t(`employers:status.${text(d.status)}`, { defaultValue: text(d.status) }) });
    default:
      return t(key, {
        email: text(d.email),
        // The log keeps a role's key: the portal's own roles are named in the reader's language.
        role: d.role === undefined ? '' : roleKeyNameIn(messagesOf(pickLocale(i18n.language)), text(d.role)),
        from: text(d.from),
        to: text(d.to),
        reason: text(d.reason),
        file: text(d.file_name),
        user: text(d.user),
        name: text(d.name) || text(d.display_name),
        reports: typeof d.reports === 'number' ? d.reports : '',
        amount: typeof d.amount === 'number' ? Math.abs(d.amount) : '',
      });
  }
}
