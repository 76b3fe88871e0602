ALTER TABLE "accounts" ADD COLUMN "default_locale" text DEFAULT 'en' NOT NULL;--> statement-breakpoint
ALTER TABLE "accounts" ADD COLUMN "status" text DEFAULT 'active' NOT NULL;--> statement-breakpoint
ALTER TABLE "accounts" ADD COLUMN "status_reason" text;--> statement-breakpoint
ALTER TABLE "accounts" ADD COLUMN "status_changed_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "accounts" ADD CONSTRAINT "accounts_status_chk" CHECK ("accounts"."status" in ('active','suspended'));--> statement-breakpoint
ALTER TABLE "accounts" ADD CONSTRAINT "accounts_default_locale_chk" CHECK ("accounts"."default_locale" in ('en','fr','ar'));