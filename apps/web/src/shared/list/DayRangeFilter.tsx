import { DayInput } from '../ui/DayInput.js';

// Only a full day reaches the URL; an unfinished one stays in its field.
const day = (value: string) => (/^\d{4}-\d{2}-\d{2}$/.test(value) ? value : undefined);

export type DayRange = { from?: string | undefined; to?: string | undefined };

/** Two filters of a list, "from" and "to" a day (`dayParam` in the URL); each bounds the other. */
export function DayRangeFilter({
  from,
  to,
  labels,
  onChange,
}: DayRange & {
  labels: { from: string; to: string };
  /** Gets the one end that changed. */
  onChange: (change: DayRange) => void;
}) {
  return (
    <>
      <DayInput
        label={labels.from}
        value={from ?? ''}
        max={to}
        onChange={(value) => onChange({ from: day(value) })}
        style={{ flex: '1 1 140px' }}
      />
      <DayInput
        label={labels.to}
        value={to ?? ''}
        min={from}
        onChange={(value) => onChange({ to: day(value) })}
        style={{ flex: '1 1 140px' }}
      />
    </>
  );
}
