import '@mantine/charts/styles.css';
import { BarChart } from '@mantine/charts';
import { Badge, Box, Card, Group, Text, Title, VisuallyHidden } from '@mantine/core';
import { DASHBOARD_DAYS, type DailyCount } from '@talent/contract';
import { useTranslation } from 'react-i18next';
import { useFormat } from '../../shared/i18n/format.js';
import classes from './dashboard.module.css';
import { CHART_HEIGHT } from './RegistrationsChartSkeleton.js';

// Buckets are UTC calendar days (see the API); formatting them in UTC keeps each label on its day.
const AXIS_DATE: Intl.DateTimeFormatOptions = { day: 'numeric', month: 'short', timeZone: 'UTC' };
const FULL_DATE: Intl.DateTimeFormatOptions = { weekday: 'short', day: 'numeric', month: 'long', timeZone: 'UTC' };
const asUtc = (date: string) => `${date}T00:00:00Z`;

/**
 * New employers per day, oldest first. The SVG stays left-to-right (recharts lays out text by
 * anchors), and in a right-to-left language the time axis is reversed and the value axis moves
 * to the right, so the chart reads like the page around it without labels running into the bars.
 */
export function RegistrationsChart({ days }: { days: DailyCount[] }) {
  const { t, i18n } = useTranslation('dashboard');
  const format = useFormat();
  const rtl = i18n.dir() === 'rtl';
  const total = days.reduce((sum, d) => sum + d.count, 0);
  const series = t('registrations.series');

  return (
    <Card withBorder radius="md" padding="lg" className="portal-surface">
      <Group justify="space-between" align="flex-start" gap="sm" mb="md">
        <div>
          <Title order={3} fz="lg">
            {t('registrations.title')}
          </Title>
          <Text size="sm" className={classes.muted}>
            {t('registrations.subtitle', { days: format.number(DASHBOARD_DAYS) })}
          </Text>
        </div>
        <Badge variant="light" size="lg" radius="sm" tt="none" className={`${classes.tabular} ${classes.brandAccent}`}>
          {t('registrations.total', { n: format.number(total) })}
        </Badge>
      </Group>

      <Box pos="relative">
        {/* Drawn for the eye; the table below carries the same numbers for assistive technology. */}
        <BarChart
          aria-hidden
          accessibilityLayer={false}
          h={CHART_HEIGHT}
          className={classes.chart}
          data={days}
          dataKey="date"
          series={[{ name: 'count', label: series, color: 'var(--dashboard-bar)' }]}
          valueFormatter={(value) => format.number(value)}
          tickLine="none"
          maxBarWidth={36}
          barProps={{ radius: [4, 4, 0, 0] }}
          xAxisProps={{
            reversed: rtl,
            tickFormatter: (value: string) => format.date(asUtc(value), AXIS_DATE),
            minTickGap: 12,
          }}
          yAxisProps={{
            allowDecimals: false,
            width: 44,
            ...(rtl
              ? { orientation: 'right', tick: { transform: 'translate(10, 0)', fontSize: 12, fill: 'currentColor' } }
              : {}),
          }}
          tooltipProps={{ labelFormatter: (label) => format.date(asUtc(String(label)), FULL_DATE) }}
          styles={{ tooltip: { direction: rtl ? 'rtl' : 'ltr' } }}
        />
        {total === 0 && (
          <div className={classes.chartEmpty}>
            <Text size="sm" className={classes.muted}>
              {t('registrations.empty', { days: format.number(DASHBOARD_DAYS) })}
            </Text>
          </div>
        )}
      </Box>

      {/* The same numbers for screen readers, as a table. */}
      <VisuallyHidden>
        <table>
          <caption>{t('registrations.title')}</caption>
          <thead>
            <tr>
              <th scope="col">{t('registrations.date')}</th>
              <th scope="col">{series}</th>
            </tr>
          </thead>
          <tbody>
            {days.map((d) => (
              <tr key={d.date}>
                <td>{format.date(asUtc(d.date), FULL_DATE)}</td>
                <td>{format.number(d.count)}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </VisuallyHidden>
    </Card>
  );
}
