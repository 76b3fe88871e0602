import { Select } from '@mantine/core';

export type EnumFilterProps<T extends string> = {
  label: string;
  /** Shown while nothing is chosen ("All"). */
  placeholder: string;
  /** The contract's enum, in the order the menu lists it. */
  values: readonly T[];
  /** The translated name of one value. */
  optionLabel: (value: T) => string;
  value: T | undefined;
  /** Gets undefined when the filter is cleared. */
  onChange: (value: T | undefined) => void;
  /** The filter's basis width in the toolbar (it grows to fill a row). */
  width?: number;
};

/**
 * A list filter that picks one value of a contract enum (status, type, kind…): the URL only ever
 * gets a member of the enum, so the search schema's type holds without a cast.
 */
export function EnumFilter<T extends string>({
  label,
  placeholder,
  values,
  optionLabel,
  value,
  onChange,
  width,
}: EnumFilterProps<T>) {
  return (
    <Select
      label={label}
      placeholder={placeholder}
      data={values.map((v) => ({ value: v, label: optionLabel(v) }))}
      value={value ?? null}
      onChange={(v) => onChange(values.find((s) => s === v))}
      clearable
      style={width ? { flex: `1 1 ${width}px` } : undefined}
    />
  );
}
