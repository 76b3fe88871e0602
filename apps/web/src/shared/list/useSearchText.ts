import { useDebouncedValue } from '@mantine/hooks';
import { useEffect, useState } from 'react';

/**
 * A text box's value that writes to the URL once typing pauses: `apply` gets the trimmed text
 * (undefined when blank). When the URL changes by another way (reset, back button), the box
 * follows it.
 */
export function useSearchText(current: string | undefined, apply: (text: string | undefined) => void) {
  const [text, setText] = useState(current ?? '');
  const [debounced] = useDebouncedValue(text.trim(), 350);
  const [seen, setSeen] = useState(current);

  // The URL moved on its own (not through this box's debounced text): show what it holds.
  if (seen !== current) {
    setSeen(current);
    if ((current ?? '') !== debounced) setText(current ?? '');
  }

  // biome-ignore lint/correctness/useExhaustiveDependencies: only the debounced text triggers it
  useEffect(() => {
    if ((current ?? '') !== debounced) apply(debounced || undefined);
  }, [debounced]);

  return [text, setText] as const;
}
