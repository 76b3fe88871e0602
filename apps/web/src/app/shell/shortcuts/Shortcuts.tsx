import { lazy, Suspense, useState } from 'react';
import type { MenuSection } from '../navigation/menu.js';
import { useShortcutsDialog } from './shortcuts-store.js';
import { useShortcutKeys } from './useShortcutKeys.js';

// Loaded the first time the list is asked for: most sessions never open it.
const ShortcutsDialog = lazy(() => import('./ShortcutsDialog.js').then((m) => ({ default: m.ShortcutsDialog })));

/** The signed-in layout's keyboard shortcuts, and their list once asked for. */
export function Shortcuts({ sections }: { sections: MenuSection[] | null }) {
  useShortcutKeys(sections);
  const opened = useShortcutsDialog((s) => s.opened);
  const [needed, setNeeded] = useState(opened);
  if (opened && !needed) setNeeded(true);
  return needed && sections ? (
    <Suspense fallback={null}>
      <ShortcutsDialog sections={sections} />
    </Suspense>
  ) : null;
}
