import { useState } from 'react';
import { LanguageButton } from './LanguageButton.js';

type Menu = typeof import('./LanguageSwitcher.js');
let menu: Menu | null = null;
const loadMenu = () => import('./LanguageSwitcher.js').then((m) => (menu = m));

/**
 * The language menu of the guest pages. Its button is drawn at once and the menu (Mantine's
 * Menu with its positioning library, a sixth of the login page's weight) is fetched when the
 * pointer or the focus reaches it, and shown open when it is pressed.
 */
export function LazyLanguageSwitcher() {
  const [pressed, setPressed] = useState(false);
  if (menu && pressed) return <menu.LanguageSwitcher variant="label" openNow />;
  return (
    <LanguageButton
      variant="label"
      aria-haspopup="menu"
      aria-expanded={false}
      onPointerEnter={() => void loadMenu()}
      onFocus={() => void loadMenu()}
      onClick={() => void loadMenu().then(() => setPressed(true))}
    />
  );
}
