CREATE TABLE "unconfirmed_job_feedback" (
	"id" uuid DEFAULT gen_random_uuid() NOT NULL,
	"account_id" integer NOT NULL,
	"site_id" integer NOT NULL,
	"job_id" uuid NOT NULL,
	"submission_id" integer NOT NULL,
	"rating" integer NOT NULL,
	"recommend" boolean,
	"email_digest" text NOT NULL,
	"locale" text NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "unconfirmed_job_feedback_pkey" PRIMARY KEY("id","account_id"),
	CONSTRAINT "unconfirmed_job_feedback_rating_chk" CHECK ("unconfirmed_job_feedback"."rating" between 1 and 5)
);
--> statement-breakpoint
ALTER TABLE "unconfirmed_job_feedback" ADD CONSTRAINT "unconfirmed_job_feedback_job_fk" FOREIGN KEY ("job_id","account_id") REFERENCES "public"."jobs"("id","account_id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "unconfirmed_job_feedback" ADD CONSTRAINT "unconfirmed_job_feedback_submission_fk" FOREIGN KEY ("submission_id","account_id") REFERENCES "public"."site_form_submissions"("id","account_id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "unconfirmed_job_feedback_job_idx" ON "unconfirmed_job_feedback" USING btree ("job_id","expires_at");--> statement-breakpoint
CREATE INDEX "unconfirmed_job_feedback_submission_idx" ON "unconfirmed_job_feedback" USING btree ("submission_id");--> statement-breakpoint
CREATE INDEX "unconfirmed_job_feedback_expires_idx" ON "unconfirmed_job_feedback" USING btree ("expires_at");