// The English catalogue is the type of every namespace: a key missing from it fails `tsc`.
// (locales.test.ts holds French and Arabic to English's keys.)
import type accountSecurity from '../../locales/en/account-security.json';
import type accountUsers from '../../locales/en/account-users.json';
import type activity from '../../locales/en/activity.json';
import type applications from '../../locales/en/applications.json';
import type auditLog from '../../locales/en/audit-log.json';
import type auth from '../../locales/en/auth.json';
import type brand from '../../locales/en/brand.json';
import type common from '../../locales/en/common.json';
import type company from '../../locales/en/company.json';
import type consultants from '../../locales/en/consultants.json';
import type credits from '../../locales/en/credits.json';
import type creditsAdmin from '../../locales/en/credits-admin.json';
import type dashboard from '../../locales/en/dashboard.json';
import type employers from '../../locales/en/employers.json';
import type help from '../../locales/en/help.json';
import type invitations from '../../locales/en/invitations.json';
import type jobDetail from '../../locales/en/job-detail.json';
import type jobForm from '../../locales/en/job-form.json';
import type jobs from '../../locales/en/jobs.json';
import type jobsList from '../../locales/en/jobs-list.json';
import type layout from '../../locales/en/layout.json';
import type notifications from '../../locales/en/notifications.json';
import type permissions from '../../locales/en/permissions.json';
import type platformAccounts from '../../locales/en/platform-accounts.json';
import type privacy from '../../locales/en/privacy.json';
import type privacyNotice from '../../locales/en/privacy-notice.json';
import type profile from '../../locales/en/profile.json';
import type seekerPrivacy from '../../locales/en/seeker-privacy.json';
import type seekers from '../../locales/en/seekers.json';
import type settings from '../../locales/en/settings.json';
import type siteFormDeliveries from '../../locales/en/site-form-deliveries.json';
import type siteForms from '../../locales/en/site-forms.json';
import type sites from '../../locales/en/sites.json';
import type team from '../../locales/en/team.json';

declare module 'i18next' {
  interface CustomTypeOptions {
    defaultNS: 'common';
    resources: {
      'account-security': typeof accountSecurity;
      'account-users': typeof accountUsers;
      activity: typeof activity;
      applications: typeof applications;
      'audit-log': typeof auditLog;
      auth: typeof auth;
      brand: typeof brand;
      common: typeof common;
      company: typeof company;
      consultants: typeof consultants;
      'credits-admin': typeof creditsAdmin;
      credits: typeof credits;
      dashboard: typeof dashboard;
      employers: typeof employers;
      help: typeof help;
      invitations: typeof invitations;
      'job-detail': typeof jobDetail;
      'job-form': typeof jobForm;
      'jobs-list': typeof jobsList;
      jobs: typeof jobs;
      layout: typeof layout;
      notifications: typeof notifications;
      permissions: typeof permissions;
      'platform-accounts': typeof platformAccounts;
      'privacy-notice': typeof privacyNotice;
      privacy: typeof privacy;
      profile: typeof profile;
      'seeker-privacy': typeof seekerPrivacy;
      seekers: typeof seekers;
      settings: typeof settings;
      'site-form-deliveries': typeof siteFormDeliveries;
      'site-forms': typeof siteForms;
      sites: typeof sites;
      team: typeof team;
    };
  }
}
