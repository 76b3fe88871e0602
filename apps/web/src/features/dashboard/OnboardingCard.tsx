import { Anchor, Button, Card, Group, Progress, Skeleton, Stack, Text, Title, VisuallyHidden } from '@mantine/core';
import { IconChevronRight, IconCircle, IconCircleCheckFilled, IconRocket } from '@tabler/icons-react';
import { type AppAbility, ONBOARDING_ITEMS, type OnboardingChecklist } from '@talent/contract';
import { useQuery } from '@tanstack/react-query';
import { Link } from '@tanstack/react-router';
import { useTranslation } from 'react-i18next';
import { useFormat } from '../../shared/i18n/format.js';
import { onboardingQuery, useDismissOnboarding } from './api.js';
import classes from './dashboard.module.css';
import { onboardingLink } from './onboarding-links.js';

/** `siteId` null: an account without a site yet (its site steps then link nowhere). */
type Props = { accountId: number; siteId: number | null; ability: AppAbility };

/**
 * The account's first steps at the top of its owners' dashboard: how many are done, each step
 * with its tick and the way to its screen. Once all are done it says so in one line; hidden by
 * anyone of the owners, it stays hidden for the whole account.
 */
export function OnboardingCard({ accountId, siteId, ability }: Props) {
  const { t } = useTranslation('dashboard');
  const query = useQuery(onboardingQuery(accountId));
  const dismiss = useDismissOnboarding(accountId);
  const checklist = query.data;
  if (checklist?.dismissed) return null;
  // A failure leaves the dashboard as it was: the checklist is a help, not the page.
  if (query.isError) return null;

  const hide = (
    <Button variant="default" size="xs" onClick={() => dismiss.mutate()} loading={dismiss.isPending}>
      {t('onboarding.hide')}
    </Button>
  );
  const allDone = checklist !== undefined && checklist.done === checklist.total;

  return (
    <section aria-labelledby="dashboard-onboarding" aria-busy={query.isPending}>
      <Card withBorder radius="md" padding="lg" className="portal-surface">
        <Group justify="space-between" align="center" gap="sm" mb="xs">
          <Group gap="sm" wrap="nowrap">
            {allDone ? (
              <IconCircleCheckFilled size={22} aria-hidden className={classes.stepDone} />
            ) : (
              <IconRocket size={22} stroke={1.6} aria-hidden />
            )}
            <Title order={2} fz="h4" id="dashboard-onboarding">
              {allDone ? t('onboarding.allSet') : t('onboarding.title')}
            </Title>
          </Group>
          {checklist && hide}
        </Group>
        {!checklist ? (
          // As tall as the steps it stands for, so nothing below moves when they come.
          <Stack gap="sm" py={4}>
            <Skeleton height={20} width="60%" radius="sm" />
            <Skeleton height={10} radius="xl" />
            {ONBOARDING_ITEMS.map((key) => (
              <Skeleton key={key} height={44} radius="sm" />
            ))}
          </Stack>
        ) : allDone ? (
          <Text size="sm" className={classes.muted}>
            {t('onboarding.allSetText')}
          </Text>
        ) : (
          <Steps checklist={checklist} place={{ accountId, siteId }} ability={ability} />
        )}
      </Card>
    </section>
  );
}

function Steps({
  checklist,
  place,
  ability,
}: {
  checklist: OnboardingChecklist;
  place: { accountId: number; siteId: number | null };
  ability: AppAbility;
}) {
  const { t } = useTranslation('dashboard');
  const format = useFormat();
  const progress = t('onboarding.progress', {
    done: format.number(checklist.done),
    total: format.number(checklist.total),
  });
  return (
    <>
      <Text size="sm" className={classes.muted}>
        {t('onboarding.hint')}
      </Text>
      <Group gap="sm" wrap="nowrap" mt="sm" mb="xs">
        <Progress.Root flex={1} size="md" radius="xl">
          {/* Counted in steps, not percent (Mantine's own attributes would read "83.3%"). */}
          <Progress.Section
            value={(checklist.done / checklist.total) * 100}
            withAria={false}
            role="progressbar"
            aria-label={t('onboarding.progressLabel')}
            aria-valuemin={0}
            aria-valuemax={checklist.total}
            aria-valuenow={checklist.done}
            aria-valuetext={progress}
          />
        </Progress.Root>
        {/* Read out by the bar itself (its label and value text). */}
        <Text size="sm" fw={600} aria-hidden className={classes.tabular}>
          {progress}
        </Text>
      </Group>
      <ul className={classes.steps}>
        {checklist.items.map(({ key, done }) => {
          const link = onboardingLink(key, ability, place);
          return (
            <li key={key} className={classes.step} data-done={done || undefined}>
              {done ? (
                <IconCircleCheckFilled size={22} aria-hidden className={classes.stepDone} />
              ) : (
                <IconCircle size={22} stroke={1.6} aria-hidden className={classes.muted} />
              )}
              <div className={classes.stepContent}>
                <div className={classes.stepBody}>
                  <Text size="sm" fw={600} className={classes.stepTitle}>
                    <VisuallyHidden>{done ? t('onboarding.done') : t('onboarding.todo')} </VisuallyHidden>
                    {t(`onboarding.items.${key}.title`)}
                  </Text>
                  <Text size="xs" className={classes.muted}>
                    {t(`onboarding.items.${key}.text`)}
                  </Text>
                </div>
                {link && (
                  <Anchor component={Link} to={link.href} size="sm" fw={600} className={classes.brandLink}>
                    {link.viaSites ? t('onboarding.addSite') : t(`onboarding.items.${key}.link`)}
                    <IconChevronRight size={16} className={`${classes.forward} ${classes.inlineIcon}`} aria-hidden />
                  </Anchor>
                )}
              </div>
            </li>
          );
        })}
      </ul>
    </>
  );
}
