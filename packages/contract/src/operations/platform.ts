import { defineOperations } from './define.js';

/** What runs the portal but is no screen: health, metrics, host branding, uploaded files, payment providers. */
export const platformRoutes = {
  metrics: 'GET /metrics',
  health: 'GET /health',
  healthLive: 'GET /health/live',
  healthReady: 'GET /health/ready',
  hostBranding: 'GET /accounts/branding',
  testCheckoutPage: 'GET /payments/test-checkout/:id',
  payTestCheckout: 'POST /payments/test-checkout/:id/pay',
  cancelTestCheckout: 'POST /payments/test-checkout/:id/cancel',
  stripeWebhook: 'POST /payments/webhook/stripe',
  avatarFile: 'GET /uploads/avatars/:name',
  employerLogoFile: 'GET /uploads/employer-logos/:name',
  jobBannerFile: 'GET /uploads/job-banners/:name',
  consultantPhotoFile: 'GET /uploads/consultant-photos/:name',
  brandLogoFile: 'GET /uploads/brand-logos/:name',
  brandStylesheetFile: 'GET /uploads/brand-stylesheets/:name',
} as const;

export const platformOperations = /* @__PURE__ */ defineOperations(platformRoutes, {
  metrics: {
    access: 'public',
    enterprise: false,
    produces: ['text/plain'],
    tags: ['platform'],
    summary: 'Prometheus metrics of this process',
    description:
      'Text exposition format. `Authorization: Bearer <METRICS_TOKEN>`; 401 with another token, 404 when the server has no METRICS_TOKEN.',
  },
  health: {
    access: 'public',
    enterprise: false,
    response: 'HealthResponse',
    tags: ['platform'],
    summary: 'Liveness and database check',
  },
  healthLive: {
    access: 'public',
    enterprise: false,
    response: 'LivenessResponse',
    tags: ['platform'],
    summary: 'Liveness: the process answers (no database query)',
  },
  healthReady: {
    access: 'public',
    enterprise: false,
    response: 'ReadinessResponse',
    tags: ['platform'],
    summary: 'Readiness: the database is reachable and migrated to this version',
    description: '503 `database_unreachable` or `migrations_pending` (with `Retry-After`) when not ready.',
  },
  hostBranding: {
    access: 'public',
    enterprise: false,
    query: 'BrandingQuery',
    response: 'BrandingResponse',
    tags: ['branding'],
    summary: 'Branding of the account served on a host',
  },
  testCheckoutPage: {
    access: 'public',
    enterprise: false,
    params: 'TestCheckoutParam',
    query: 'TestCheckoutTokenQuery',
    tags: ['payments'],
    summary: 'The built-in test provider’s checkout page (HTML)',
  },
  payTestCheckout: {
    access: 'public',
    enterprise: false,
    params: 'TestCheckoutParam',
    body: 'TestCheckoutTokenQuery',
    tags: ['payments'],
    summary: 'Test checkout: pay, then return to the portal',
  },
  cancelTestCheckout: {
    access: 'public',
    enterprise: false,
    params: 'TestCheckoutParam',
    body: 'TestCheckoutTokenQuery',
    tags: ['payments'],
    summary: 'Test checkout: cancel, then return to the portal',
  },
  stripeWebhook: {
    access: 'public',
    enterprise: false,
    tags: ['payments'],
    summary: 'Stripe events (checkout.session.*), verified with STRIPE_WEBHOOK_SECRET',
    description:
      'A missing or wrong `Stripe-Signature` answers 400. Each purchase is credited once, however often an event arrives.',
  },
  avatarFile: {
    access: 'public',
    enterprise: false,
    params: 'AvatarFileParams',
    tags: ['user-account'],
    summary: 'An uploaded file (avatars)',
    description:
      'Served with its content type (an image, or `text/css` for brand stylesheets), `nosniff`, as an attachment (which `<img>` and `<link rel=stylesheet>` ignore), a restrictive CSP and a one-year immutable cache.',
  },
  employerLogoFile: {
    access: 'public',
    enterprise: false,
    params: 'AvatarFileParams',
    tags: ['forms'],
    summary: 'An uploaded file (employer-logos)',
    description:
      'Served with its content type (an image, or `text/css` for brand stylesheets), `nosniff`, as an attachment (which `<img>` and `<link rel=stylesheet>` ignore), a restrictive CSP and a one-year immutable cache.',
  },
  jobBannerFile: {
    access: 'public',
    enterprise: false,
    params: 'AvatarFileParams',
    tags: ['forms'],
    summary: 'An uploaded file (job-banners)',
    description:
      'Served with its content type (an image, or `text/css` for brand stylesheets), `nosniff`, as an attachment (which `<img>` and `<link rel=stylesheet>` ignore), a restrictive CSP and a one-year immutable cache.',
  },
  consultantPhotoFile: {
    access: 'public',
    enterprise: false,
    params: 'AvatarFileParams',
    tags: ['forms'],
    summary: 'An uploaded file (consultant-photos)',
    description:
      'Served with its content type (an image, or `text/css` for brand stylesheets), `nosniff`, as an attachment (which `<img>` and `<link rel=stylesheet>` ignore), a restrictive CSP and a one-year immutable cache.',
  },
  brandLogoFile: {
    access: 'public',
    enterprise: false,
    params: 'AvatarFileParams',
    tags: ['forms'],
    summary: 'An uploaded file (brand-logos)',
    description:
      'Served with its content type (an image, or `text/css` for brand stylesheets), `nosniff`, as an attachment (which `<img>` and `<link rel=stylesheet>` ignore), a restrictive CSP and a one-year immutable cache.',
  },
  brandStylesheetFile: {
    access: 'public',
    enterprise: false,
    params: 'AvatarFileParams',
    tags: ['forms'],
    summary: 'An uploaded file (brand-stylesheets)',
    description:
      'Served with its content type (an image, or `text/css` for brand stylesheets), `nosniff`, as an attachment (which `<img>` and `<link rel=stylesheet>` ignore), a restrictive CSP and a one-year immutable cache.',
  },
});
