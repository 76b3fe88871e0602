import { Anchor, Card, Group, Progress, SimpleGrid, Skeleton, Stack, Text, ThemeIcon } from '@mantine/core';
import {
  type Icon,
  IconBan,
  IconBuildingSkyscraper,
  IconChevronRight,
  IconCircleCheck,
  IconClockPause,
} from '@tabler/icons-react';
import { DASHBOARD_DAYS, type SiteDashboard } from '@talent/contract';
import { Link } from '@tanstack/react-router';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useFormat } from '../../shared/i18n/format.js';
import classes from './dashboard.module.css';

/**
 * 1, 2 or 4 columns by the width the page content actually has (a container query), so the
 * navigation beside it, open or collapsed, never squeezes four cards into too little room.
 */
export const KPI_COLS = { base: 1, '520px': 2, '1000px': 4 };

/** A link under a card: the screen where the number is acted on, when the user may open it (`to`). */
export function KpiAction({
  to,
  search,
  children,
}: {
  to: string | undefined;
  search?: Record<string, string>;
  children: ReactNode;
}) {
  if (!to) return null;
  return (
    <Anchor component={Link} to={to} search={search as never} fw={600} size="sm" className={classes.brandLink}>
      {children}
      <IconChevronRight size={16} className={`${classes.forward} ${classes.inlineIcon}`} aria-hidden />
    </Anchor>
  );
}

/** A card's footer that says something and then offers where to act on it. */
export function KpiFooter({ hint, action }: { hint: ReactNode; action: ReactNode }) {
  return (
    <Stack gap={4}>
      <span>{hint}</span>
      {action}
    </Stack>
  );
}

type KpiProps = {
  label: string;
  value: number;
  icon: Icon;
  color: string;
  /** Share of all employers, 0–1, drawn as a thin bar. */
  share?: number;
  footer: ReactNode;
};

export function KpiCard({ label, value, icon: IconComponent, color, share, footer }: KpiProps) {
  const format = useFormat();
  return (
    <Card withBorder radius="md" padding="lg" className={`portal-surface ${classes.card}`}>
      <Group justify="space-between" align="flex-start" wrap="nowrap" gap="sm">
        <div>
          <Text component="h3" className={`${classes.label} ${classes.muted}`} m={0}>
            {label}
          </Text>
          <Text className={classes.value}>{format.number(value)}</Text>
        </div>
        <ThemeIcon
          variant="light"
          color={color}
          size={48}
          radius="md"
          aria-hidden
          className={color === 'brand' ? classes.brandAccent : undefined}
        >
          <IconComponent size={26} stroke={1.6} />
        </ThemeIcon>
      </Group>
      {share !== undefined && (
        <Progress
          value={Math.round(share * 100)}
          color={color}
          size="sm"
          radius="xl"
          mt="md"
          // Decorative: the number above and the line below say the same.
          aria-hidden
        />
      )}
      <div className={`${classes.footer} ${classes.muted}`}>{footer}</div>
    </Card>
  );
}

export type KpiSpec = KpiProps & { id: string };

/** A row of cards, each from its spec (a falsy entry is a card not shown); `cols` by the container's width. */
export function KpiGrid({
  cards,
  cols = KPI_COLS,
}: {
  cards: (KpiSpec | false | null | undefined)[];
  cols?: Record<string, number>;
}) {
  return (
    <SimpleGrid type="container" cols={cols} spacing="md">
      {cards
        .filter((card): card is KpiSpec => Boolean(card))
        .map(({ id, ...card }) => (
          <KpiCard key={id} {...card} />
        ))}
    </SimpleGrid>
  );
}

/** The link to where the number is acted on when the user may open it, else the plain hint. */
export const actionOr = (to: string | undefined, label: string, hint: string): ReactNode =>
  to ? <KpiAction to={to}>{label}</KpiAction> : hint;

type Props = { data: SiteDashboard; onHoldHref?: string | undefined };

/** Employers of the site at a glance: total, active, on hold (with the review queue), refused. */
export function EmployerKpis({ data, onHoldHref }: Props) {
  const { t } = useTranslation('dashboard');
  const format = useFormat();
  const { total, active, on_hold, rejected, disabled } = data.employers;
  const share = (n: number) => (total > 0 ? n / total : 0);
  const percent = (n: number) => format.number(share(n), { style: 'percent', maximumFractionDigits: 0 });
  const recent = data.employer_registrations.reduce((sum, d) => sum + d.count, 0);

  return (
    <KpiGrid
      cards={[
        {
          id: 'total',
          label: t('employers.total'),
          value: total,
          icon: IconBuildingSkyscraper,
          color: 'brand',
          footer: t('employers.newInPeriod', { n: format.number(recent), days: format.number(DASHBOARD_DAYS) }),
        },
        {
          id: 'active',
          label: t('employers.active'),
          value: active,
          icon: IconCircleCheck,
          color: 'teal',
          share: share(active),
          footer: t('employers.shareOfTotal', { percent: percent(active) }),
        },
        {
          id: 'on-hold',
          label: t('employers.onHold'),
          value: on_hold,
          icon: IconClockPause,
          color: 'orange',
          share: share(on_hold),
          footer: actionOr(
            onHoldHref,
            t('employers.reviewOnHold'),
            t('employers.shareOfTotal', { percent: percent(on_hold) }),
          ),
        },
        {
          id: 'refused',
          label: t('employers.rejectedDisabled'),
          value: rejected + disabled,
          icon: IconBan,
          color: 'red',
          share: share(rejected + disabled),
          footer: t('employers.breakdown', { rejected: format.number(rejected), disabled: format.number(disabled) }),
        },
      ]}
    />
  );
}

/** Cards of the right size while their figures load (`bar`: with the share line). */
export function KpiSkeletons({
  count,
  cols = KPI_COLS,
  bar = false,
}: {
  count: number;
  cols?: typeof KPI_COLS | Record<string, number>;
  bar?: boolean;
}) {
  return (
    <SimpleGrid type="container" cols={cols} spacing="md">
      {Array.from({ length: count }, (_, i) => (
        // biome-ignore lint/suspicious/noArrayIndexKey: placeholders, never reordered
        <Card key={i} withBorder radius="md" padding="lg" className={`portal-surface ${classes.card}`}>
          <Group justify="space-between" align="flex-start" wrap="nowrap">
            <div style={{ flex: 1 }}>
              <Skeleton height={14} width="55%" radius="sm" />
              <Skeleton height={32} width="35%" radius="sm" mt="sm" />
            </div>
            <Skeleton height={48} width={48} radius="md" />
          </Group>
          {bar && <Skeleton height={8} radius="xl" mt="md" />}
          <Skeleton height={12} width="70%" radius="sm" mt="md" />
        </Card>
      ))}
    </SimpleGrid>
  );
}

export const EmployerKpisSkeleton = () => <KpiSkeletons count={4} bar />;
