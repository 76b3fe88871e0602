import type { NotificationKind, NotificationParams } from '@talent/contract';
import type { Queryable } from '../db/client.js';
import { notifications } from '../db/schema/index.js';

type Ids = { accountIds: Map<string, number>; siteIds: Map<string, number>; userIds: Map<string, number> };

type DemoNotification = {
  to: string[];
  kind: NotificationKind;
  params: NotificationParams;
  /** Site-relative path on Acme Jobs. */
  path: string;
  hoursAgo: number;
  read?: boolean;
};

const DEMO_NOTIFICATIONS: DemoNotification[] = [
  {
    to: ['manager@acme.test', 'moderator@acme.test'],
    kind: 'job_on_hold',
    params: { employer: 'Northwind Traders', job: 'Customer service adviser', site: 'Acme Jobs' },
    path: 'jobs/hold',
    hoursAgo: 30,
  },
  {
    to: ['manager@acme.test', 'moderator@acme.test'],
    kind: 'job_flagged',
    params: { job: 'Delivery driver (van)', reason: 'Looks like a scam' },
    path: 'jobs/flagged-jobs',
    hoursAgo: 50,
  },
  {
    to: ['manager@acme.test', 'moderator@acme.test', 'owner@acme.test'],
    kind: 'employer_on_hold',
    params: { employer: 'Fabrikam Foods', site: 'Acme Jobs' },
    path: 'employers/hold',
    hoursAgo: 72,
    read: true,
  },
  {
    to: ['hr@northwind.test', 'recruiter@northwind.test'],
    kind: 'application_received',
    params: { seeker: 'Ethan Clarke', job: 'Warehouse team leader' },
    path: 'applications',
    hoursAgo: 6 * 24,
  },
  {
    to: ['hr@northwind.test'],
    kind: 'job_rejected',
    params: { job: 'Sales executive — commission only', reason: 'Commission-only roles must state expected earnings.' },
    path: 'jobs',
    hoursAgo: 40,
  },
  {
    to: ['hr@northwind.test'],
    kind: 'credits_purchased',
    params: { quantity: '10', employer: 'Northwind Traders' },
    path: 'credit-system',
    hoursAgo: 9 * 24,
    read: true,
  },
];

/** A few notifications on Acme Jobs, so the bell and the inbox have something to show. */
export async function seedDemoNotifications(tx: Queryable, ids: Ids) {
  const accountId = ids.accountIds.get('acme')!;
  const siteId = ids.siteIds.get('acmeJobs')!;
  const rows = DEMO_NOTIFICATIONS.flatMap((n) =>
    n.to
      .map((email) => ids.userIds.get(email))
      .filter((id): id is number => id !== undefined)
      .map((userId) => {
        const at = new Date(Date.now() - n.hoursAgo * 3_600_000);
        return {
          userId,
          accountId,
          kind: n.kind,
          params: n.params as Record<string, string>,
          link: `/${accountId}/${siteId}/${n.path}`,
          createdAt: at,
          readAt: n.read ? at : null,
        };
      }),
  );
  await tx.insert(notifications).values(rows);
}
