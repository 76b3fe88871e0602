import {
  ACTIVE_APPLICATION_STATUSES,
  APPLICATION_EVENT_KINDS,
  APPLICATION_STATES,
  APPLICATION_STATUSES,
  APPLICATION_TABS,
  AUDIT_ACTIONS,
  CONSULTANT_STATUSES,
  CSV_EXPORT_LISTS,
  defineAbility,
  EMAIL_NOTIFICATIONS,
  EMPLOYER_STATUSES,
  EMPLOYER_TYPES,
  EMPLOYER_USER_STATUSES,
  ERASURE_SCHEDULE_REASONS,
  FLAG_REASONS,
  GRANT_SCOPES,
  JOB_SORTS,
  JOB_STATUSES,
  LEDGER_KINDS,
  LOCALES,
  OIDC_PRESET_KEYS,
  PAY_TYPES,
  PERMISSION_REGISTRY,
  PRIVACY_REQUEST_KINDS,
  PRIVACY_REQUEST_ORIGINS,
  PRIVACY_REQUEST_STATUSES,
  SEEKER_STATUSES,
  SITE_FORM_FIELD_TYPES,
  SITE_FORM_HANDLERS,
  SITE_FORM_STATUSES,
  STANDARD_ROLE_KEYS,
  WEBHOOK_DELIVERY_STATUSES,
  WORK_TYPES,
} from '@talent/contract';
import { auditActionKey } from '../../features/activity/describe.js';
import { APPLICATION_HEADER_SORTS } from '../../features/applications/search.js';
import { AUDIT_SUBJECTS } from '../../features/audit-log/search.js';
import { PROFILE_TABS } from '../../features/profile/paths.js';
import { SITE_FORM_TABS } from '../../features/site-forms/components/tabs.js';
import { signedInRoutes } from '../../shared/routes/manifest.js';
import { buildMenu, type MenuEntry, menuLeaves } from '../shell/navigation/menu.js';

// It lists features' keys, so it lives in app/ (shared/ knows no feature).
/**
 * Every place the web app builds a translation key at run time (file: argument as written), with
 * the full keys (`ns:path`) it can produce. `keys-used.test.ts` checks each exists in English and
 * that this list names exactly the places the source has: a new one has to be added here.
 * `open` marks keys that come from the server and fall back to the raw value when unknown.
 */
const each = (pattern: string, values: readonly string[]) => values.map((v) => pattern.replace('*', v));
const both = (pattern: string, a: readonly string[], b: readonly string[]) =>
  a.flatMap((x) => b.map((y) => pattern.replace('*', x).replace('*', y)));

// The title of every signed-in page of the route table (the welcome card's links, the breadcrumbs).
const ROUTE_TITLES = signedInRoutes().map((r) => `common:${r.title}`);
// The whole menu, as someone who may open every page sees it.
const everyPage = { accountId: 1, siteId: 1, employerId: null };
const MENU = buildMenu(defineAbility({ permissions: { all: ['all'] } }, everyPage), everyPage);
const qualified = (key: string) => (key.includes(':') ? key : `common:${key}`);
const MENU_LABELS = MENU.flatMap((s) => [
  ...(s.heading ? [s.heading] : []),
  ...s.entries.flatMap((e: MenuEntry) =>
    e.kind === 'leaf' ? [e.label] : [e.label, ...e.children.map((c) => c.label)],
  ),
]).map(qualified);
const MENU_GROUPS = MENU.flatMap((s) => s.entries.flatMap((e) => (e.kind === 'group' ? [qualified(e.label)] : [])));
const MENU_IDS = menuLeaves(MENU).map((l) => l.id);
const SUBJECTS = Object.keys(PERMISSION_REGISTRY);
const PERMISSION_ACTIONS = [
  ...new Set(Object.values(PERMISSION_REGISTRY).flatMap((list) => list.map((p) => p.action))),
];
const JOB_BULK = ['approve', 'unlist', 'relist', 'expire'];

export const DYNAMIC_KEYS: Record<string, readonly string[] | 'open'> = {
  'features/site-forms/deliveries/DeliveryStatusBadge.tsx: `status.${status}`': each(
    'site-form-deliveries:status.*',
    WEBHOOK_DELIVERY_STATUSES,
  ),
  'features/site-forms/deliveries/DeliveriesPanel.tsx: `status.${s}`': each(
    'site-form-deliveries:status.*',
    WEBHOOK_DELIVERY_STATUSES,
  ),
  'features/account-security/IdentityProvidersCard.tsx: `providers.presets.${p.preset}`': each(
    'account-security:providers.presets.*',
    OIDC_PRESET_KEYS,
  ),
  'features/account-security/IdentityProviderModal.tsx: `providers.presets.${p}`': each(
    'account-security:providers.presets.*',
    OIDC_PRESET_KEYS,
  ),
  'features/account-users/GrantFields.tsx: `grant.descriptions.${key}`': each(
    'account-users:grant.descriptions.*',
    STANDARD_ROLE_KEYS,
  ),
  'features/account-users/AccessModal.tsx: `scopes.${grant.scope.type}`': each('account-users:scopes.*', GRANT_SCOPES),
  'features/account-users/PeoplePanel.tsx: `confirm.${kind}.title`': each('account-users:confirm.*.title', [
    'disable',
    'enable',
    'remove',
  ]),
  'features/account-users/PeoplePanel.tsx: `confirm.${kind}.text`': each('account-users:confirm.*.text', [
    'disable',
    'enable',
    'remove',
  ]),
  'features/account-users/PeoplePanel.tsx: `confirm.${kind}.confirm`': each('account-users:confirm.*.confirm', [
    'disable',
    'enable',
    'remove',
  ]),
  'features/account-users/PeoplePanel.tsx: `done.${kind}`': each('account-users:done.*', [
    'disable',
    'enable',
    'remove',
  ]),
  'features/account-users/PeoplePanel.tsx: `team:status.${s}`': each('team:status.*', EMPLOYER_USER_STATUSES),
  'features/account-users/PeoplePanel.tsx: `scopes.${s}`': each('account-users:scopes.*', GRANT_SCOPES),
  'features/account-users/RoleModal.tsx: `scopes.${s}`': each('account-users:scopes.*', GRANT_SCOPES),
  'features/account-users/PermissionGrid.tsx: `permissions:subjects.${subject}`': each(
    'permissions:subjects.*',
    SUBJECTS,
  ),
  'features/account-users/PermissionGrid.tsx: `permissions:actions.${action}`': each(
    'permissions:actions.*',
    PERMISSION_ACTIONS,
  ),
  'features/account-users/RolesPanel.tsx: `scopes.${role.scope_type}`': each('account-users:scopes.*', GRANT_SCOPES),
  'features/account-users/permission-label.ts: `permissions:subjects.${subject}`': each(
    'permissions:subjects.*',
    SUBJECTS,
  ),
  'features/account-users/permission-label.ts: `permissions:actions.${action}`': each(
    'permissions:actions.*',
    PERMISSION_ACTIONS,
  ),
  // Audit actions come from the server; an unknown one shows as its raw key (`defaultValue`).
  // Every action the API may write (the contract's list) has its sentence.
  'features/activity/describe.ts: key': AUDIT_ACTIONS.map((a) => `activity:actions.${auditActionKey(a)}`),
  'features/activity/describe.ts: EMPLOYER_FIELD_LABELS[f]': 'open',
  'features/activity/describe.ts: `exportLists.${text(d.list)}`': CSV_EXPORT_LISTS.map(
    (l) => `activity:exportLists.${l}`,
  ),
  "features/activity/describe.ts: d.to === 'on_hold' ? 'actions.job_published_review' : key": [
    'activity:actions.job_published_review',
    'activity:actions.job_published',
  ],
  'features/activity/describe.ts: why ? `actions.job_submitted_for_review_${why}` : key': [
    'activity:actions.job_submitted_for_review_awaiting',
    'activity:actions.job_submitted_for_review_employer',
    'activity:actions.job_submitted_for_review',
  ],
  "features/activity/describe.ts: d.to === 'on_hold' ? 'actions.job_updated_review' : key": [
    'activity:actions.job_updated_review',
    'activity:actions.job_updated',
  ],
  "features/activity/describe.ts: d.to === 'on_hold' ? 'actions.job_relisted_review' : key": [
    'activity:actions.job_relisted_review',
    'activity:actions.job_relisted',
  ],
  'features/activity/describe.ts: `${key}_note`': [
    'activity:actions.job_flags_dismissed_note',
    'activity:actions.job_flags_unlisted_note',
  ],
  'features/activity/describe.ts: `applications:status.${s}`': each('applications:status.*', APPLICATION_STATUSES),
  'features/activity/describe.ts: `employers:status.${text(d.status)}`': each('employers:status.*', EMPLOYER_STATUSES),
  'features/applications/ApplicationFilters.tsx: `status.${s}`': each('applications:status.*', APPLICATION_STATUSES),
  'features/applications/ApplicationFilters.tsx: `state.${s}`': each('applications:state.*', APPLICATION_STATES),
  'features/applications/ApplicationsBoard.tsx: `status.${status}`': each(
    'applications:status.*',
    APPLICATION_STATUSES,
  ),
  'features/applications/board/MoveDialog.tsx: `status.${s}`': each('applications:status.*', APPLICATION_STATUSES),
  'features/activity/describe.ts: `applications:status.${text(d.status)}`': each(
    'applications:status.*',
    APPLICATION_STATUSES,
  ),
  'features/applications/ApplicationsPage.tsx: `sort.${s}`': each('applications:sort.*', APPLICATION_HEADER_SORTS),
  'features/applications/ChangeStatusModal.tsx: `status.${s}`': each('applications:status.*', APPLICATION_STATUSES),
  'features/applications/components/ApplicationStatusBadge.tsx: `status.${status}`': each(
    'applications:status.*',
    APPLICATION_STATUSES,
  ),
  'features/applications/detail/ApplicationDetailPage.tsx: `tabs.${name}`': each(
    'applications:tabs.*',
    APPLICATION_TABS,
  ),
  'features/applications/detail/CandidateTab.tsx: `languages.${s.locale}`': each('applications:languages.*', LOCALES),
  'features/applications/detail/DocumentsTab.tsx: `documents.${d.kind}`': each('applications:documents.*', [
    'resume',
    'cover_letter',
  ]),
  'features/applications/detail/HistoryTab.tsx: `status.${s as ApplicationStatus}`': each(
    'applications:status.*',
    APPLICATION_STATUSES,
  ),
  'features/applications/detail/HistoryTab.tsx: `history.${e.kind}`': each(
    'applications:history.*',
    APPLICATION_EVENT_KINDS,
  ),
  'features/applications/feedback.ts: `done.${done}`': each('applications:done.*', ['status', 'stage', 'tagged']),
  'features/audit-log/AuditLogFilters.tsx: `subjects.${s}`': each('audit-log:subjects.*', AUDIT_SUBJECTS),
  'features/consultants/ConsultantsPage.tsx: `status.${s}`': each('consultants:status.*', CONSULTANT_STATUSES),
  'features/consultants/components.tsx: `status.${status}`': each('consultants:status.*', CONSULTANT_STATUSES),
  'features/credits/employer/BalanceCard.tsx: `costs.${a.key as (typeof KNOWN_ACTIONS)[number]}`': [
    'credits:costs.job_posting',
  ],
  'features/credits/ledger/useLedgerColumns.tsx: `kinds.${entry.kind}`': each('credits:kinds.*', LEDGER_KINDS),
  'features/credits/ledger/LedgerFilterFields.tsx: `kinds.${k}`': each('credits:kinds.*', LEDGER_KINDS),
  'features/credits/payment/PaymentSuccessPage.tsx: `payment.${which}Title`': each('credits:payment.*Title', [
    'failed',
    'cancelled',
  ]),
  'features/credits/payment/PaymentSuccessPage.tsx: `payment.${which}Text`': each('credits:payment.*Text', [
    'failed',
    'cancelled',
  ]),
  'features/credits/staff/AdjustCreditsModal.tsx: `adjust.done.${direction}`': each('credits-admin:adjust.done.*', [
    'grant',
    'revoke',
  ]),
  'features/credits/staff/AdjustCreditsModal.tsx: `adjust.confirm.${direction}`': each(
    'credits-admin:adjust.confirm.*',
    ['grant', 'revoke'],
  ),
  'features/credits/staff/AdjustCreditsModal.tsx: `adjust.submit.${direction}`': each('credits-admin:adjust.submit.*', [
    'grant',
    'revoke',
  ]),
  'features/dashboard/WelcomeCard.tsx: route.title': ROUTE_TITLES,
  'features/employer-users/member-columns.tsx: `status.${status}`': each('team:status.*', EMPLOYER_USER_STATUSES),
  'features/employers/components.tsx: `status.${status}`': each('employers:status.*', EMPLOYER_STATUSES),
  'features/employers/components.tsx: `type.${type}`': each('employers:type.*', EMPLOYER_TYPES),
  'features/employers/components.tsx: `bulk.${done}`': each('employers:bulk.*', [
    'approved',
    'rejected',
    'enabled',
    'disabled',
  ]),
  'features/employers/list/EmployerFilters.tsx: `type.${v}`': each('employers:type.*', EMPLOYER_TYPES),
  'features/employers/list/EmployerFilters.tsx: `status.${v}`': each('employers:status.*', EMPLOYER_STATUSES),
  'features/help/HelpPage.tsx: leaf.title': ROUTE_TITLES,
  'features/help/HelpPage.tsx: `pages.${leaf.id}`': each('help:pages.*', MENU_IDS),
  'features/help/HelpPage.tsx: `general.${g.id}.title`': each('help:general.*.title', [
    'switcher',
    'preferences',
    'notifications',
    'impersonation',
  ]),
  'features/help/HelpPage.tsx: `general.${g.id}.text`': each('help:general.*.text', [
    'switcher',
    'preferences',
    'notifications',
    'impersonation',
  ]),
  'features/jobs/components/JobStatusBadge.tsx: `status.${status}`': each('jobs:status.*', JOB_STATUSES),
  'features/jobs/detail/JobActions.tsx: `confirm.${kind}Title`': each('job-detail:confirm.*Title', [
    'publish',
    'delete',
    ...JOB_BULK,
  ]),
  'features/jobs/detail/JobActions.tsx: `confirm.${kind}Text`': each('job-detail:confirm.*Text', [
    'publish',
    'delete',
    ...JOB_BULK,
  ]),
  'features/jobs/detail/JobActions.tsx: `actions.${kind}`': each('job-detail:actions.*', [
    'publish',
    'delete',
    ...JOB_BULK,
  ]),
  'features/jobs/detail/JobActions.tsx: `done.${DONE[action]}`': each('job-detail:done.*', [
    'approved',
    'unlisted',
    'relisted',
    'expired',
  ]),
  'features/jobs/detail/JobFacts.tsx: `jobs:workType.${job.work_type}`': each('jobs:workType.*', WORK_TYPES),
  'features/jobs/components/useReasonList.ts: `flagReason.${r}`': each('jobs:flagReason.*', FLAG_REASONS),
  'features/jobs/detail/ReportsPanel.tsx: `reports.${action}Title`': each('job-detail:reports.*Title', [
    'dismiss',
    'unlist',
  ]),
  'features/jobs/detail/ReportsPanel.tsx: `reports.${action}`': each('job-detail:reports.*', ['dismiss', 'unlist']),
  'features/jobs/detail/ReportsPanel.tsx: `reports.${action}Text`': each('job-detail:reports.*Text', [
    'dismiss',
    'unlist',
  ]),
  'features/jobs/detail/ReportsPanel.tsx: `jobs:flagReason.${report.reason}`': each('jobs:flagReason.*', FLAG_REASONS),
  'features/jobs/detail/ReportsPanel.tsx: `reports.${report.resolution}`': each('job-detail:reports.*', [
    'dismissed',
    'unlisted',
  ]),
  'features/jobs/flagged/FlaggedJobsPage.tsx: `flagReason.${r}`': each('jobs:flagReason.*', FLAG_REASONS),
  'features/jobs/flagged/ReportsDrawer.tsx: `flagReason.${report.reason}`': each('jobs:flagReason.*', FLAG_REASONS),
  'features/jobs/flagged/ReportsDrawer.tsx: `flagged.resolution.${report.resolution}`': each(
    'jobs-list:flagged.resolution.*',
    ['dismissed', 'unlisted'],
  ),
  'features/jobs/form/BasicsSection.tsx: `workType.${w}`': each('jobs:workType.*', WORK_TYPES),
  'features/jobs/form/PaySection.tsx: `payType.${p}`': each('jobs:payType.*', PAY_TYPES),
  'features/jobs/list/useJobColumns.tsx: `workType.${job.work_type}`': each('jobs:workType.*', WORK_TYPES),
  'features/jobs/review/JobChanges.tsx: `jobs:workType.${c.work_type}`': each('jobs:workType.*', WORK_TYPES),
  'features/jobs/list/JobsPage.tsx: `sort.${s}`': each('jobs-list:sort.*', JOB_SORTS),
  'features/jobs/list/feedback.tsx: `bulk.${done}`': each('jobs-list:bulk.*', [
    'unlisted',
    'relisted',
    'expired',
    'approved',
    'rejected',
    'tagged',
  ]),
  'features/jobs/components/usePayText.ts: `payType.${job.pay_type}`': each('jobs:payType.*', PAY_TYPES),
  'app/shell/navigation/HorizontalMenu.tsx: item.label': MENU_LABELS,
  'app/shell/navigation/HorizontalMenu.tsx: group.label': MENU_LABELS,
  'app/shell/navigation/SearchSpotlight.tsx: leaf.title': ROUTE_TITLES,
  'app/shell/shortcuts/ShortcutsDialog.tsx: leaf.title': ROUTE_TITLES,
  'app/shell/shortcuts/TileGrid.tsx: tile.title': ROUTE_TITLES,
  'app/shell/shortcuts/CustomiseTiles.tsx: `common:${tile.title}`': ROUTE_TITLES,
  'app/shell/navigation/SearchSpotlight.tsx: leaf.group': MENU_GROUPS,
  'app/shell/navigation/SearchSpotlight.tsx: p.title': ROUTE_TITLES,
  'app/shell/navigation/SearchSpotlight.tsx: r.title': ROUTE_TITLES,
  'app/shell/navigation/ThemeSwitcher.tsx: `theme.${mode}`': each('layout:theme.*', ['light', 'dark', 'system']),
  'app/shell/navigation/VerticalMenu.tsx: section.heading': MENU_LABELS,
  'app/shell/navigation/VerticalMenu.tsx: item.label': MENU_LABELS,
  'app/shell/navigation/VerticalMenu.tsx: group.label': MENU_LABELS,
  'app/shell/navigation/usePageTitle.ts: titleKey': ROUTE_TITLES,
  'features/profile/NotificationsTab.tsx: `notifications.${key}.label`': each(
    'profile:notifications.*.label',
    EMAIL_NOTIFICATIONS,
  ),
  'features/profile/NotificationsTab.tsx: `notifications.${key}.description`': each(
    'profile:notifications.*.description',
    EMAIL_NOTIFICATIONS,
  ),
  'features/profile/ProfilePage.tsx: `tabs.${key}`': each('profile:tabs.*', PROFILE_TABS),
  'features/profile/ProfileSettingsPage.tsx: `settings.${key}.${String(value)}`': [
    ...each('profile:settings.skin.*', ['default', 'bordered', 'soft']),
    ...each('profile:settings.navigationType.*', ['vertical', 'horizontal']),
    ...each('profile:settings.contentWidth.*', ['boxed', 'wide']),
    ...each('profile:settings.horizontalNavType.*', ['sticky', 'static']),
    ...each('profile:settings.navbarType.*', ['sticky', 'static', 'hidden']),
    ...each('profile:settings.footerType.*', ['static', 'sticky', 'hidden']),
  ],
  'features/seekers/SeekerFilters.tsx: `status.${s}`': each('seekers:status.*', SEEKER_STATUSES),
  'features/seekers/components.tsx: `status.${status}`': each('seekers:status.*', SEEKER_STATUSES),
  'features/seekers/detail/CandidateViewModal.tsx: `applications:status.${a.status}`': each(
    'applications:status.*',
    APPLICATION_STATUSES,
  ),
  'features/seekers/detail/SeekerDetailPage.tsx: `tabs.${name}`': each('seekers:tabs.*', [
    'profile',
    'applications',
    'documents',
    'activity',
  ]),
  'features/seekers/detail/privacy/EraseSeekerModal.tsx: `erase.count.${k}`': each('seeker-privacy:erase.count.*', [
    'files',
    'notes',
    'answers',
    'emails',
    'consents',
  ]),
  'features/seekers/detail/privacy/SeekerExportsCard.tsx: `export.status.${r.status}`': each(
    'seeker-privacy:export.status.*',
    PRIVACY_REQUEST_STATUSES,
  ),
  'features/seekers/detail/privacy/SeekerExportsCard.tsx: `export.origin.${r.origin}`': each(
    'seeker-privacy:export.origin.*',
    PRIVACY_REQUEST_ORIGINS,
  ),
  'features/seekers/detail/SeekerProfileTab.tsx: `languages.${s.locale}`': each('seekers:languages.*', LOCALES),
  'features/settings/FieldOptionsSection.tsx: `options.${field}.title`': each('settings:options.*.title', [
    'industries',
    'sizes',
  ]),
  'features/settings/FieldOptionsSection.tsx: `options.${field}.label_${lang}`': both(
    'settings:options.*.label_*',
    ['industries', 'sizes'],
    LOCALES,
  ),
  'features/settings/FieldOptionsSection.tsx: `options.${field}.up`': each('settings:options.*.up', [
    'industries',
    'sizes',
  ]),
  'features/settings/FieldOptionsSection.tsx: `options.${field}.down`': each('settings:options.*.down', [
    'industries',
    'sizes',
  ]),
  'features/settings/FieldOptionsSection.tsx: `options.${field}.remove`': each('settings:options.*.remove', [
    'industries',
    'sizes',
  ]),
  'features/settings/FieldOptionsSection.tsx: `options.${field}.add`': each('settings:options.*.add', [
    'industries',
    'sizes',
  ]),
  'features/settings/FieldOptionsSection.tsx: `options.${field}.newName`': each('settings:options.*.newName', [
    'industries',
    'sizes',
  ]),
  'features/settings/MailTemplatesSection.tsx: `applications:status.${s}`': each(
    'applications:status.*',
    APPLICATION_STATUSES,
  ),
  'features/brand/BrandPage.tsx: `lang.${l}`': each('brand:lang.*', LOCALES),
  'features/brand/BrandPage.tsx: `lang.${lang}`': each('brand:lang.*', LOCALES),
  'features/settings/MailTemplatesSection.tsx: `languages.${l}`': each('settings:languages.*', LOCALES),
  'features/settings/ModerationSection.tsx: `moderation.${rule}`': each('settings:moderation.*', [
    'employers_start_on_hold',
    'jobs_start_on_hold',
    'edited_jobs_need_review',
  ]),
  'features/settings/ModerationSection.tsx: `moderation.${rule}Hint`': each('settings:moderation.*Hint', [
    'employers_start_on_hold',
    'jobs_start_on_hold',
    'edited_jobs_need_review',
  ]),
  'features/settings/StagesSection.tsx: `stages.label_${l}`': each('settings:stages.label_*', LOCALES),
  'features/settings/StagesSection.tsx: `applications:status.${status}`': each(
    'applications:status.*',
    ACTIVE_APPLICATION_STATUSES,
  ),
  'features/site-forms/builder/FieldEditor.tsx: `languages.${l}`': each('site-forms:languages.*', LOCALES),
  'features/site-forms/builder/FieldEditor.tsx: `types.${field.type}`': each(
    'site-forms:types.*',
    SITE_FORM_FIELD_TYPES,
  ),
  'features/site-forms/builder/FormBuilder.tsx: `handlerHelp.${handler}`': each(
    'site-forms:handlerHelp.*',
    SITE_FORM_HANDLERS,
  ),
  'features/site-forms/builder/FormBuilder.tsx: `handlers.${h}`': each('site-forms:handlers.*', SITE_FORM_HANDLERS),
  'features/site-forms/builder/FormBuilder.tsx: `types.${addType}`': each('site-forms:types.*', SITE_FORM_FIELD_TYPES),
  'features/site-forms/builder/FormBuilder.tsx: `types.${type}`': each('site-forms:types.*', SITE_FORM_FIELD_TYPES),
  'features/site-forms/builder/KnockoutEditor.tsx: `status.${s}`': each('applications:status.*', APPLICATION_STATUSES),
  'features/site-forms/builder/SiteFormPage.tsx: `tabs.${name}`': each('site-forms:tabs.*', SITE_FORM_TABS),
  'features/site-forms/components/SiteFormStatusBadge.tsx: `status.${status}`': each(
    'site-forms:status.*',
    SITE_FORM_STATUSES,
  ),
  'features/site-forms/components/labels.ts: `handlers.${handler}`': each('site-forms:handlers.*', SITE_FORM_HANDLERS),
  'features/site-forms/list/SiteFormsPage.tsx: `status.${s}`': each('site-forms:status.*', SITE_FORM_STATUSES),
  'features/site-forms/preview/FormPreview.tsx: `languages.${l}`': each('site-forms:languages.*', LOCALES),
  'features/site-forms/submissions/SubmissionDrawer.tsx: `languages.${data.locale}`': each(
    'site-forms:languages.*',
    LOCALES,
  ),
  'features/site-forms/submissions/SubmissionsPanel.tsx: `languages.${s.locale}`': each(
    'site-forms:languages.*',
    LOCALES,
  ),
  'features/privacy/labels.ts: `history.kinds.${kind}`': each('privacy:history.kinds.*', PRIVACY_REQUEST_KINDS),
  'features/privacy/labels.ts: `history.origins.${origin}`': each('privacy:history.origins.*', PRIVACY_REQUEST_ORIGINS),
  'features/privacy/labels.ts: `history.statuses.${status}`': each(
    'privacy:history.statuses.*',
    PRIVACY_REQUEST_STATUSES,
  ),
  'features/privacy/labels.ts: `pending.reasons.${reason}`': each(
    'privacy:pending.reasons.*',
    ERASURE_SCHEDULE_REASONS,
  ),
  'shared/ui/DayInput.tsx: `dayInput.${part}`': each('common:dayInput.*', ['day', 'month', 'year']),
  'shared/ui/PageHeader.tsx: step.title': ROUTE_TITLES,
  'shared/ui/snackbar.tsx: `common:snackbar.${type}`': each('common:snackbar.*', [
    'success',
    'error',
    'warning',
    'info',
  ]),
};
