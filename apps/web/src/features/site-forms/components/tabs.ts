/**
 * The pages of a form, each a tab of `SiteFormPage` with an address of its own (`…/forms/{uuid}`
 * for the builder, `…/forms/{uuid}/{tab}` for the others). A new tab goes here, with its route in
 * the table and its panel in `SiteFormPage`; `deliveries` shows for webhook forms only.
 */
export const SITE_FORM_TABS = ['builder', 'submissions', 'deliveries'] as const;
export type SiteFormTab = (typeof SITE_FORM_TABS)[number];
