import type { ParseKeys } from 'i18next';

/**
 * A key of the `common` namespace, for data that names a text before a component translates it
 * (route titles, menu labels, crumbs): a key that does not exist in English fails `tsc`.
 */
export type CommonKey = ParseKeys<'common'>;

/** A key the shell's menus name: one of `common` as is, or one of `layout` (`layout:menu.jobs`). */
export type ShellKey = ParseKeys<['common', 'layout']>;
