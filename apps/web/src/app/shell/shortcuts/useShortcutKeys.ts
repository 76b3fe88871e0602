import { useNavigate } from '@tanstack/react-router';
import { useEffect, useRef } from 'react';
import { type MenuLeaf, type MenuSection, menuLeaves } from '../navigation/menu.js';
import { GO_KEYS, GO_WINDOW_MS, isTyping } from './go-keys.js';
import { useShortcutsDialog } from './shortcuts-store.js';

/** The pages `g` + letter opens for this user: only those of their menu. */
export function goTargets(sections: MenuSection[]): { key: string; leaf: MenuLeaf }[] {
  const leaves = menuLeaves(sections);
  return GO_KEYS.flatMap(({ key, page }) => {
    const leaf = leaves.find((l) => l.id === page);
    return leaf ? [{ key, leaf }] : [];
  });
}

/**
 * The signed-in layout's keyboard shortcuts: `?` lists them, `g` then a letter opens a page. Never
 * while typing in a field or while a dialog is open (its keys are its own).
 */
export function useShortcutKeys(sections: MenuSection[] | null) {
  const navigate = useNavigate();
  const pendingGo = useRef(0);
  const targets = useRef<ReturnType<typeof goTargets>>([]);
  targets.current = sections ? goTargets(sections) : [];

  useEffect(() => {
    function onKey(event: KeyboardEvent) {
      if (event.defaultPrevented || isTyping(event)) return;
      if (document.querySelector('[role="dialog"][aria-modal="true"]')) return;
      if (event.key === '?') {
        event.preventDefault();
        useShortcutsDialog.getState().open();
        return;
      }
      if (Date.now() - pendingGo.current < GO_WINDOW_MS) {
        pendingGo.current = 0;
        const target = targets.current.find((t) => t.key === event.key.toLowerCase());
        if (target) {
          event.preventDefault();
          void navigate({ href: target.leaf.href });
        }
        return;
      }
      if (event.key === 'g') pendingGo.current = Date.now();
    }
    document.addEventListener('keydown', onKey);
    return () => document.removeEventListener('keydown', onKey);
  }, [navigate]);
}
