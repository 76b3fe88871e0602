-- Jobs and employers name their consultant; deleting a consultant leaves them unassigned. (The
-- schema files cannot declare these without an import cycle between tenancy, jobs and consultants.)
ALTER TABLE "jobs" ADD CONSTRAINT "jobs_consultant_id_fk" FOREIGN KEY ("consultant_id") REFERENCES "consultants"("id") ON DELETE SET NULL;
--> statement-breakpoint
ALTER TABLE "employers" ADD CONSTRAINT "employers_consultant_id_fk" FOREIGN KEY ("consultant_id") REFERENCES "consultants"("id") ON DELETE SET NULL;
--> statement-breakpoint
CREATE INDEX "jobs_consultant_idx" ON "jobs" ("consultant_id") WHERE "consultant_id" IS NOT NULL;
--> statement-breakpoint
CREATE INDEX "employers_consultant_idx" ON "employers" ("consultant_id") WHERE "consultant_id" IS NOT NULL;
