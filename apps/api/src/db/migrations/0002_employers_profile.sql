ALTER TABLE "employers" ADD COLUMN "industry" text;--> statement-breakpoint
ALTER TABLE "employers" ADD COLUMN "contact_name" text;--> statement-breakpoint
ALTER TABLE "employers" ADD COLUMN "email" text;--> statement-breakpoint
ALTER TABLE "employers" ADD COLUMN "phone" text;--> statement-breakpoint
ALTER TABLE "employers" ADD COLUMN "address" text;--> statement-breakpoint
ALTER TABLE "employers" ADD COLUMN "logo" text;--> statement-breakpoint
ALTER TABLE "employers" ADD COLUMN "registration_number" text;--> statement-breakpoint
ALTER TABLE "employers" ADD COLUMN "business_name" text;--> statement-breakpoint
ALTER TABLE "employers" ADD COLUMN "website" text;--> statement-breakpoint
ALTER TABLE "employers" ADD COLUMN "size" text;--> statement-breakpoint
ALTER TABLE "employers" ADD COLUMN "approved_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "employers" ADD COLUMN "rejected_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "employers" ADD COLUMN "rejection_reason" text;--> statement-breakpoint
CREATE INDEX "employers_site_status_created_idx" ON "employers" USING btree ("site_id","status","created_at");--> statement-breakpoint
CREATE INDEX "employers_site_lower_name_idx" ON "employers" USING btree ("site_id",lower("name"));--> statement-breakpoint
ALTER TABLE "employers" ADD CONSTRAINT "employers_household_chk" CHECK ("employers"."type" = 'business' or ("employers"."business_name" is null and "employers"."registration_number" is null and "employers"."website" is null and "employers"."size" is null));