import { TextInput } from '@mantine/core';
import { useSearchText } from './useSearchText.js';

/** A free-text list filter (a tag, say) that reaches the URL once typing pauses. */
export function TextFilter({
  label,
  value,
  onChange,
  width,
}: {
  label: string;
  value: string | undefined;
  /** Gets the trimmed text, undefined when blank. */
  onChange: (text: string | undefined) => void;
  /** The filter's basis width in the toolbar (it grows to fill a row). */
  width?: number;
}) {
  const [text, setText] = useSearchText(value, onChange);
  return (
    <TextInput
      label={label}
      value={text}
      onChange={(e) => setText(e.currentTarget.value)}
      style={width ? { flex: `1 1 ${width}px` } : undefined}
    />
  );
}
