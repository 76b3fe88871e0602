/**
 * The pages of a form, each a tab of `SiteFormPage` with an address of its own (`…/forms/{uuid}`
 * for the builder, `…/forms/{uuid}/{tab}` for the others). A new tab (a webhook form's
 * "Deliveries") goes here, with its route in the table and its panel in `SiteFormPage`.
 */
export const SITE_FORM_TABS = ['builder', 'submissions'] as const;
export type SiteFormTab = (typeof SITE_FORM_TABS)[number];
