export const PROFILE_TABS = ['account', 'security', 'notifications'] as const;
export type ProfileTab = (typeof PROFILE_TABS)[number];

// One place for the profile URLs used by the tabs, the settings page and the user menu.
export const profileTabPath = (tab: ProfileTab): string => `/auth/profile/${tab}`;
export const PROFILE_SETTINGS_PATH: string = '/auth/profile/settings';
