ALTER TABLE "unconfirmed_applications" ADD COLUMN "privacy_notice_version" integer;--> statement-breakpoint
ALTER TABLE "unconfirmed_applications" ADD COLUMN "consent_ip" text;--> statement-breakpoint
ALTER TABLE "site_form_submissions" ADD COLUMN "privacy_notice_version" integer;