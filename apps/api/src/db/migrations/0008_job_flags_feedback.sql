CREATE TABLE "job_feedback" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"account_id" integer NOT NULL,
	"site_id" integer NOT NULL,
	"job_id" uuid NOT NULL,
	"rating" integer NOT NULL,
	"recommend" boolean NOT NULL,
	"additional_feedback" text,
	"author_name" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "job_feedback_rating_chk" CHECK ("job_feedback"."rating" between 1 and 5)
);
--> statement-breakpoint
CREATE TABLE "job_flags" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"account_id" integer NOT NULL,
	"site_id" integer NOT NULL,
	"job_id" uuid NOT NULL,
	"reason" text NOT NULL,
	"comments" text,
	"reporter_name" text,
	"reporter_email" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"resolution" text,
	"resolved_at" timestamp with time zone,
	"resolved_by_user_id" integer,
	CONSTRAINT "job_flags_reason_chk" CHECK ("job_flags"."reason" in ('spam','scam','discriminatory','inaccurate','expired','other')),
	CONSTRAINT "job_flags_resolution_chk" CHECK (("job_flags"."resolution" is null) = ("job_flags"."resolved_at" is null) and ("job_flags"."resolution" is null or "job_flags"."resolution" in ('dismissed','unlisted')))
);
--> statement-breakpoint
ALTER TABLE "job_feedback" ADD CONSTRAINT "job_feedback_job_id_jobs_id_fk" FOREIGN KEY ("job_id") REFERENCES "public"."jobs"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "job_flags" ADD CONSTRAINT "job_flags_job_id_jobs_id_fk" FOREIGN KEY ("job_id") REFERENCES "public"."jobs"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "job_flags" ADD CONSTRAINT "job_flags_resolved_by_user_id_users_id_fk" FOREIGN KEY ("resolved_by_user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "job_feedback_job_idx" ON "job_feedback" USING btree ("job_id","created_at");--> statement-breakpoint
CREATE INDEX "job_flags_site_open_idx" ON "job_flags" USING btree ("account_id","site_id","resolved_at");--> statement-breakpoint
CREATE INDEX "job_flags_job_idx" ON "job_flags" USING btree ("job_id");