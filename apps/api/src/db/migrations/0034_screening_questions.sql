ALTER TABLE "unconfirmed_applications" ADD COLUMN "screening" jsonb;--> statement-breakpoint
ALTER TABLE "jobs" ADD COLUMN "screening_form_id" integer;--> statement-breakpoint
ALTER TABLE "site_form_submissions" ADD COLUMN "application_id" uuid;--> statement-breakpoint
ALTER TABLE "jobs" ADD CONSTRAINT "jobs_screening_form_id_site_forms_id_fk" FOREIGN KEY ("screening_form_id") REFERENCES "public"."site_forms"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "site_form_submissions" ADD CONSTRAINT "site_form_submissions_application_id_applications_id_fk" FOREIGN KEY ("application_id") REFERENCES "public"."applications"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "jobs_screening_form_idx" ON "jobs" USING btree ("screening_form_id");--> statement-breakpoint
CREATE UNIQUE INDEX "site_form_submissions_application_uq" ON "site_form_submissions" USING btree ("application_id");