/**
 * The value axis of the registrations chart: whole numbers only (a count of employers), at most
 * `maxTicks` lines from 0, each step 1, 2 or 5 × a power of ten, the top line at or above the
 * largest value. An empty series still gets a 0–1 axis, so the frame keeps its shape.
 */
export function countTicks(max: number, maxTicks = 5): number[] {
  const top = Math.max(1, Math.ceil(max));
  const rough = top / (maxTicks - 1);
  const power = 10 ** Math.floor(Math.log10(rough));
  const step = Math.max(1, [1, 2, 5, 10].map((m) => m * power).find((s) => s >= rough) ?? 10 * power);
  const ticks: number[] = [];
  for (let value = 0; value < top + step; value += step) ticks.push(value);
  return ticks;
}

/** Every how many bars an axis label fits, for labels about `labelWidth` px wide with `gap` px between. */
export function labelEvery(band: number, labelWidth: number, gap = 12): number {
  return band <= 0 ? 1 : Math.max(1, Math.ceil((labelWidth + gap) / band));
}
