export const PROFILE_TABS = ['account', 'security', 'notifications'] as const;
export type ProfileTab = (typeof PROFILE_TABS)[number];

// routes.tsx registers the profile pages with untyped paths, so they are addressed by href.
export const profileTabPath = (tab: ProfileTab): string => `/auth/profile/${tab}`;
export const PROFILE_SETTINGS_PATH: string = '/auth/profile/settings';
