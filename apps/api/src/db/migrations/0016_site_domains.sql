ALTER TABLE "sites" ADD COLUMN "domain" text;--> statement-breakpoint
CREATE UNIQUE INDEX "sites_domain_uq" ON "sites" USING btree ("domain");--> statement-breakpoint
ALTER TABLE "sites" ADD CONSTRAINT "sites_domain_lower" CHECK ("sites"."domain" = lower("sites"."domain"));