/** An ISO day (`2026-03-01`) in the user's language, read as that calendar day wherever the user is. */
export function formatDay(day: string, locale: string) {
  const date = new Date(`${day}T00:00:00Z`);
  return Number.isNaN(date.getTime())
    ? day
    : new Intl.DateTimeFormat(locale, { dateStyle: 'medium', timeZone: 'UTC' }).format(date);
}

/** Bar widths of a rating distribution (counts of 1…5 stars), as percentages of all ratings. */
export function distributionPercents(distribution: readonly number[]) {
  const total = distribution.reduce((sum, n) => sum + n, 0);
  return distribution.map((n) => (total === 0 ? 0 : Math.round((n / total) * 100)));
}
