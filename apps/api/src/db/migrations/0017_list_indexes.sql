DROP INDEX "applications_site_created_idx";--> statement-breakpoint
DROP INDEX "applications_site_status_idx";--> statement-breakpoint
DROP INDEX "seekers_site_created_idx";--> statement-breakpoint
DROP INDEX "seekers_site_last_name_idx";--> statement-breakpoint
DROP INDEX "jobs_site_created_idx";--> statement-breakpoint
DROP INDEX "jobs_site_status_created_idx";--> statement-breakpoint
CREATE INDEX "applications_site_updated_idx" ON "applications" USING btree ("account_id","site_id","updated_at","id");--> statement-breakpoint
CREATE INDEX "seekers_site_status_created_idx" ON "seekers" USING btree ("account_id","site_id","status","created_at","id");--> statement-breakpoint
CREATE INDEX "seekers_site_last_active_idx" ON "seekers" USING btree ("account_id","site_id","last_active_at" DESC NULLS LAST,"id" DESC NULLS FIRST);--> statement-breakpoint
CREATE INDEX "jobs_site_title_idx" ON "jobs" USING btree ("account_id","site_id",lower("title"),"id");--> statement-breakpoint
CREATE INDEX "jobs_site_end_date_idx" ON "jobs" USING btree ("account_id","site_id","end_date","id");--> statement-breakpoint
CREATE INDEX "jobs_site_end_date_desc_idx" ON "jobs" USING btree ("account_id","site_id","end_date" DESC NULLS LAST,"id" DESC NULLS FIRST);--> statement-breakpoint
CREATE INDEX "applications_site_created_idx" ON "applications" USING btree ("account_id","site_id","created_at","id");--> statement-breakpoint
CREATE INDEX "applications_site_status_idx" ON "applications" USING btree ("account_id","site_id","status","created_at" DESC NULLS FIRST,"id" DESC NULLS FIRST);--> statement-breakpoint
CREATE INDEX "seekers_site_created_idx" ON "seekers" USING btree ("account_id","site_id","created_at","id");--> statement-breakpoint
CREATE INDEX "seekers_site_last_name_idx" ON "seekers" USING btree ("account_id","site_id",lower("last_name"),lower("first_name"),"id");--> statement-breakpoint
CREATE INDEX "jobs_site_created_idx" ON "jobs" USING btree ("account_id","site_id","created_at","id");--> statement-breakpoint
CREATE INDEX "jobs_site_status_created_idx" ON "jobs" USING btree ("account_id","site_id","status","created_at" DESC NULLS FIRST,"id" DESC NULLS FIRST);