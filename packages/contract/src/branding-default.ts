// Apart from the schemas in branding.ts, so that the web app's first screen needs no zod.
import type { Branding } from './branding.js';

/** Used by the web app when the branding call fails (spec §3). */
export const DEFAULT_BRANDING: Branding = {
  id: '',
  name: '',
  title: '',
  logo_square: '',
  branding: {
    colors: { primary_color: '#a02fff', primary_darken_color: '#ff5b5b' },
    stylesheet: { path: '' },
    login: {},
    forgot_password: {},
    register: {},
  },
  settings: {},
};
