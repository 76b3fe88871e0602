import { DashboardPage } from '../../features/dashboard/DashboardPage.js';
import { quickLinks } from './quick-links.js';

/** The dashboard as the router shows it: the feature's page, with the shell's quick links. */
export function ShellDashboardPage() {
  return <DashboardPage quickLinks={quickLinks} />;
}
