import { ONBOARDING_ITEMS, type OnboardingChecklist } from '@talent/contract';
import type { Queryable } from '../../db/client.js';
import type { AppContext } from '../../platform/context.js';
import { notFound } from '../../platform/errors.js';
import { dismissOnboarding, onboardingState } from './onboarding.repo.js';

async function checklistOf(q: Queryable, accountId: number): Promise<OnboardingChecklist> {
  const state = await onboardingState(q, accountId);
  if (!state) throw notFound();
  const items = ONBOARDING_ITEMS.map((key) => ({ key, done: state.steps[key] }));
  return {
    items,
    done: items.filter((i) => i.done).length,
    total: items.length,
    dismissed: state.dismissed,
  };
}

/** The account's first steps as its data has them now. */
export const onboardingChecklist = (ctx: AppContext, accountId: number) => checklistOf(ctx.db, accountId);

/**
 * Hides the checklist for everyone of the account, then answers it as it now is. Not audited: it
 * changes what a dashboard shows, nothing anyone can do.
 */
export async function dismissAccountOnboarding(ctx: AppContext, accountId: number): Promise<OnboardingChecklist> {
  return ctx.db.transaction(async (tx) => {
    await dismissOnboarding(tx, accountId);
    return checklistOf(tx, accountId);
  });
}
