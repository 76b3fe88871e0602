import { HelpPage } from '../../features/help/HelpPage.js';
import { menuLeaves } from './navigation/menu.js';
import { useMenu } from './navigation/useMenu.js';

/** The help page as the router shows it: the feature's page, with the menu's entries this user has. */
export function ShellHelpPage() {
  return <HelpPage sections={menuLeaves(useMenu())} />;
}
