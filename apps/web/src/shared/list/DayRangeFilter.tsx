import { TextInput } from '@mantine/core';

// A date input holds "" while incomplete; only a full day reaches the URL.
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
      <TextInput
        type="date"
        label={labels.from}
        value={from ?? ''}
        max={to}
        onChange={(e) => onChange({ from: day(e.currentTarget.value) })}
        style={{ flex: '1 1 140px' }}
      />
      <TextInput
        type="date"
        label={labels.to}
        value={to ?? ''}
        min={from}
        onChange={(e) => onChange({ to: day(e.currentTarget.value) })}
        style={{ flex: '1 1 140px' }}
      />
    </>
  );
}
