ALTER TABLE "job_feedback" ALTER COLUMN "recommend" DROP NOT NULL;--> statement-breakpoint
ALTER TABLE "job_feedback" ADD COLUMN "email_digest" text;--> statement-breakpoint
ALTER TABLE "job_feedback" ADD COLUMN "submission_id" integer;--> statement-breakpoint
ALTER TABLE "job_feedback" ADD COLUMN "hidden_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "job_feedback" ADD COLUMN "hidden_by" integer;--> statement-breakpoint
ALTER TABLE "job_feedback" ADD CONSTRAINT "job_feedback_submission_id_site_form_submissions_id_fk" FOREIGN KEY ("submission_id") REFERENCES "public"."site_form_submissions"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "job_feedback" ADD CONSTRAINT "job_feedback_hidden_by_users_id_fk" FOREIGN KEY ("hidden_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "job_feedback_job_email_uq" ON "job_feedback" USING btree ("job_id","email_digest");