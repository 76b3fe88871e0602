-- SECURITY 22: no third-party content on a tenant's host. Brand stylesheets and logos, employer
-- logos, job banners and consultant photos are now files the portal stores and serves (uploads, or
-- the platform's own /brands/ files); any other address saved before is cleared. The patterns are
-- those of packages/contract (STYLESHEET_PATH, BRAND_LOGO_URL, EMPLOYER_LOGO_URL).
UPDATE "accounts" SET "stylesheet_path" = ''
WHERE "stylesheet_path" <> ''
  AND "stylesheet_path" !~ '^(/portal/uploads/brand-stylesheets/[a-f0-9]{32}\.css|/brands/[a-z0-9-]+\.css)$';
--> statement-breakpoint
UPDATE "accounts" SET "logo_square" = ''
WHERE "logo_square" <> ''
  AND "logo_square" !~ '^(/portal/uploads/brand-logos/[a-f0-9]{32}\.(png|jpg|webp)|/brands/[a-z0-9-]+\.(svg|png|jpg|webp))$';
--> statement-breakpoint
UPDATE "employers" SET "logo" = NULL
WHERE "logo" IS NOT NULL AND "logo" !~ '^/portal/uploads/[a-z0-9-]+/[a-f0-9]{32}\.(png|jpg|webp)$';
--> statement-breakpoint
UPDATE "jobs" SET "banner" = NULL
WHERE "banner" IS NOT NULL AND "banner" !~ '^/portal/uploads/[a-z0-9-]+/[a-f0-9]{32}\.(png|jpg|webp)$';
--> statement-breakpoint
UPDATE "consultants" SET "photo" = NULL
WHERE "photo" IS NOT NULL AND "photo" !~ '^/portal/uploads/[a-z0-9-]+/[a-f0-9]{32}\.(png|jpg|webp)$';
