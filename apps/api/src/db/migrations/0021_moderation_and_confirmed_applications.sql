CREATE TABLE "unconfirmed_applications" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"account_id" integer NOT NULL,
	"site_id" integer NOT NULL,
	"job_id" uuid NOT NULL,
	"email" text NOT NULL,
	"first_name" text NOT NULL,
	"last_name" text NOT NULL,
	"phone" text,
	"location" text,
	"cover_letter" text,
	"locale" text NOT NULL,
	"token_hash" text NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "jobs" ADD COLUMN "unlisted_by" text;--> statement-breakpoint
ALTER TABLE "jobs" ADD COLUMN "unlisted_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "jobs" ADD COLUMN "unlisted_by_user_id" integer;--> statement-breakpoint
ALTER TABLE "jobs" ADD COLUMN "unlisted_reasons" text[] DEFAULT '{}'::text[] NOT NULL;--> statement-breakpoint
ALTER TABLE "jobs" ADD COLUMN "unlisted_note" text;--> statement-breakpoint
ALTER TABLE "jobs" ADD COLUMN "approved_fingerprint" text;--> statement-breakpoint
ALTER TABLE "jobs" ADD COLUMN "awaiting_employer" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "unconfirmed_applications" ADD CONSTRAINT "unconfirmed_applications_job_id_jobs_id_fk" FOREIGN KEY ("job_id") REFERENCES "public"."jobs"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "unconfirmed_applications_token_uq" ON "unconfirmed_applications" USING btree ("token_hash");--> statement-breakpoint
CREATE INDEX "unconfirmed_applications_expires_idx" ON "unconfirmed_applications" USING btree ("expires_at");--> statement-breakpoint
ALTER TABLE "jobs" ADD CONSTRAINT "jobs_unlisted_by_user_id_users_id_fk" FOREIGN KEY ("unlisted_by_user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
-- Jobs already unlisted say who did it: moderation when their reports were resolved by unlisting, else
-- their employer (what the portal allowed until now).
UPDATE "jobs" SET
	"unlisted_by" = CASE WHEN EXISTS (SELECT 1 FROM "job_flags" f WHERE f."job_id" = "jobs"."id" AND f."resolution" = 'unlisted') THEN 'moderation' ELSE 'employer' END,
	"unlisted_at" = coalesce((SELECT max(f."resolved_at") FROM "job_flags" f WHERE f."job_id" = "jobs"."id" AND f."resolution" = 'unlisted'), "jobs"."updated_at"),
	"unlisted_by_user_id" = (SELECT f."resolved_by_user_id" FROM "job_flags" f WHERE f."job_id" = "jobs"."id" AND f."resolution" = 'unlisted' ORDER BY f."resolved_at" DESC LIMIT 1),
	"unlisted_reasons" = array(SELECT DISTINCT f."reason" FROM "job_flags" f WHERE f."job_id" = "jobs"."id" AND f."resolution" = 'unlisted' ORDER BY f."reason")
WHERE "status" = 'unlisted';--> statement-breakpoint
ALTER TABLE "jobs" ADD CONSTRAINT "jobs_unlisted_chk" CHECK (("jobs"."status" <> 'unlisted' or ("jobs"."unlisted_by" is not null and "jobs"."unlisted_at" is not null)) and ("jobs"."unlisted_by" is null or "jobs"."unlisted_by" in ('employer','staff','moderation')));--> statement-breakpoint
ALTER TABLE "jobs" ADD CONSTRAINT "jobs_awaiting_employer_chk" CHECK (not "jobs"."awaiting_employer" or "jobs"."status" = 'on_hold');
