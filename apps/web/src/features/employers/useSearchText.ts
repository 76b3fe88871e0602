import { useDebouncedValue } from '@mantine/hooks';
import { useEffect, useState } from 'react';

/** The search box's text; `apply` writes it to the URL once typing pauses. */
export function useSearchText(current: string | undefined, apply: (q: string | undefined) => void) {
  const [q, setQ] = useState(current ?? '');
  const [debouncedQ] = useDebouncedValue(q.trim(), 350);

  // biome-ignore lint/correctness/useExhaustiveDependencies: only the debounced text triggers it
  useEffect(() => {
    if ((current ?? '') !== debouncedQ) apply(debouncedQ || undefined);
  }, [debouncedQ]);

  return [q, setQ] as const;
}
