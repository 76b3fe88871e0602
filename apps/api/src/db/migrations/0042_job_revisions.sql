CREATE TABLE "job_revisions" (
	"id" uuid DEFAULT gen_random_uuid() NOT NULL,
	"account_id" integer NOT NULL,
	"site_id" integer NOT NULL,
	"job_id" uuid NOT NULL,
	"content" jsonb NOT NULL,
	"fingerprint" text NOT NULL,
	"status" text DEFAULT 'pending' NOT NULL,
	"submitted_by_user_id" integer,
	"decided_by_user_id" integer,
	"decided_at" timestamp with time zone,
	"rejection_reason" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "job_revisions_pkey" PRIMARY KEY("id","account_id"),
	CONSTRAINT "job_revisions_status_chk" CHECK ("job_revisions"."status" in ('pending','approved','rejected','withdrawn')),
	CONSTRAINT "job_revisions_decided_chk" CHECK (("job_revisions"."status" = 'pending') = ("job_revisions"."decided_at" is null) and ("job_revisions"."rejection_reason" is null or "job_revisions"."status" = 'rejected'))
);
--> statement-breakpoint
ALTER TABLE "job_revisions" ADD CONSTRAINT "job_revisions_submitted_by_user_id_users_id_fk" FOREIGN KEY ("submitted_by_user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "job_revisions" ADD CONSTRAINT "job_revisions_decided_by_user_id_users_id_fk" FOREIGN KEY ("decided_by_user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "job_revisions" ADD CONSTRAINT "job_revisions_job_fk" FOREIGN KEY ("job_id","account_id") REFERENCES "public"."jobs"("id","account_id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "job_revisions_pending_uq" ON "job_revisions" USING btree ("job_id","account_id") WHERE "job_revisions"."status" = 'pending';--> statement-breakpoint
CREATE INDEX "job_revisions_site_pending_idx" ON "job_revisions" USING btree ("account_id","site_id") WHERE "job_revisions"."status" = 'pending';--> statement-breakpoint
CREATE INDEX "job_revisions_job_idx" ON "job_revisions" USING btree ("job_id","created_at");--> statement-breakpoint
-- `edited_jobs_need_review` used to take an edited live job off the board, so sites saved it off; it now
-- keeps the approved version live while the edit waits. A stored "off" goes back to the new default (on
-- where published jobs are reviewed); an owner who wants edits unreviewed turns it off again.
UPDATE "sites" SET "settings" = "settings" - 'edited_jobs_need_review' WHERE "settings"->>'edited_jobs_need_review' = 'false';
