import { Badge, Box, Card, Group, Text, Title, VisuallyHidden } from '@mantine/core';
import { useElementSize } from '@mantine/hooks';
import { DASHBOARD_DAYS, type DailyCount } from '@talent/contract';
import { useTranslation } from 'react-i18next';
import { useFormat } from '../../shared/i18n/format.js';
import { countTicks, labelEvery } from './chart-scale.js';
import classes from './dashboard.module.css';
import { CHART_HEIGHT } from './RegistrationsChartSkeleton.js';

// Buckets are UTC calendar days (see the API); formatting them in UTC keeps each label on its day.
const AXIS_DATE: Intl.DateTimeFormatOptions = { day: 'numeric', month: 'short', timeZone: 'UTC' };
const FULL_DATE: Intl.DateTimeFormatOptions = { weekday: 'short', day: 'numeric', month: 'long', timeZone: 'UTC' };
const asUtc = (date: string) => `${date}T00:00:00Z`;

/** Room for the value axis, the date labels and the top line's half. */
const AXIS = { value: 44, date: 26, top: 8 };
const MAX_BAR = 36;
/** About the width of "12 Nov" at 12 px. */
const DATE_LABEL = 48;

/**
 * New employers per day, oldest first, as a bar chart drawn by hand in SVG (a charting library
 * weighed about 120 KB gzipped for these 14 bars). In a right-to-left language the time axis runs
 * from the right and the value axis stands on the right, so the chart reads like the page around
 * it. The SVG is an image named by its title and total; the hidden table below carries every day's
 * number for assistive technology, and each bar's <title> shows it to a pointer.
 */
export function RegistrationsChart({ days }: { days: DailyCount[] }) {
  const { t, i18n } = useTranslation('dashboard');
  const format = useFormat();
  const rtl = i18n.dir() === 'rtl';
  const total = days.reduce((sum, d) => sum + d.count, 0);
  const series = t('registrations.series');
  const { ref, width } = useElementSize<HTMLDivElement>();

  const ticks = countTicks(Math.max(0, ...days.map((d) => d.count)));
  const top = ticks.at(-1) ?? 1;
  const plot = { width: Math.max(0, width - AXIS.value), height: CHART_HEIGHT - AXIS.date - AXIS.top };
  const plotStart = rtl ? 0 : AXIS.value;
  const band = days.length > 0 ? plot.width / days.length : 0;
  const barWidth = Math.min(MAX_BAR, band * 0.7);
  const every = labelEvery(band, DATE_LABEL);
  const y = (value: number) => AXIS.top + plot.height * (1 - value / top);
  /** The centre of the i-th day's band, oldest first from the reading start. */
  const x = (i: number) => plotStart + band * (rtl ? days.length - 1 - i + 0.5 : i + 0.5);

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
        <div ref={ref} className={classes.chart} style={{ blockSize: CHART_HEIGHT }}>
          {width > 0 && (
            <svg
              role="img"
              aria-label={`${t('registrations.title')}. ${t('registrations.total', { n: format.number(total) })}`}
              width={width}
              height={CHART_HEIGHT}
              className={classes.chartSvg}
            >
              <g aria-hidden>
                {ticks.map((tick) => (
                  <g key={tick}>
                    <line
                      x1={plotStart}
                      x2={plotStart + plot.width}
                      y1={y(tick)}
                      y2={y(tick)}
                      className={classes.chartGrid}
                    />
                    <text
                      x={rtl ? plot.width + 8 : AXIS.value - 8}
                      y={y(tick)}
                      textAnchor={rtl ? 'start' : 'end'}
                      dominantBaseline="middle"
                      className={classes.chartText}
                    >
                      {format.number(tick)}
                    </text>
                  </g>
                ))}
                {days.map((d, i) => {
                  const height = y(0) - y(d.count);
                  const cx = x(i);
                  const left = cx - barWidth / 2;
                  const radius = Math.min(4, height, barWidth / 2);
                  return (
                    <g key={d.date} className={classes.chartBar}>
                      <title>{`${format.date(asUtc(d.date), FULL_DATE)}: ${format.number(d.count)}`}</title>
                      {/* The whole band answers the pointer, so a day with no registration has its tooltip too. */}
                      <rect x={cx - band / 2} y={AXIS.top} width={band} height={plot.height} fill="transparent" />
                      {d.count > 0 && (
                        <path
                          d={`M${left},${y(0)}V${y(d.count) + radius}q0,-${radius} ${radius},-${radius}h${barWidth - 2 * radius}q${radius},0 ${radius},${radius}V${y(0)}Z`}
                          className={classes.chartFill}
                        />
                      )}
                      {i % every === 0 && (
                        <text x={cx} y={CHART_HEIGHT - 6} textAnchor="middle" className={classes.chartText}>
                          {format.date(asUtc(d.date), AXIS_DATE)}
                        </text>
                      )}
                    </g>
                  );
                })}
              </g>
            </svg>
          )}
        </div>
        {total === 0 && (
          <div className={classes.chartEmpty}>
            <Text size="sm" className={classes.muted}>
              {t('registrations.empty', { days: format.number(DASHBOARD_DAYS) })}
            </Text>
          </div>
        )}
      </Box>

      {/* Every day's number for screen readers, as a table. */}
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
