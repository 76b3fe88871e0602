DROP INDEX "account_domains_domain_uq";--> statement-breakpoint
ALTER TABLE "account_domains" ADD COLUMN "uuid" uuid DEFAULT gen_random_uuid() NOT NULL;--> statement-breakpoint
ALTER TABLE "account_domains" ADD COLUMN "token" text;--> statement-breakpoint
ALTER TABLE "account_domains" ADD COLUMN "created_by_user_id" integer;--> statement-breakpoint
ALTER TABLE "account_domains" ADD COLUMN "verified_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "account_domains" ADD COLUMN "verified_by" text;--> statement-breakpoint
ALTER TABLE "account_domains" ADD COLUMN "verified_by_user_id" integer;--> statement-breakpoint
ALTER TABLE "account_domains" ADD COLUMN "approval_reason" text;--> statement-breakpoint
-- hand-written: hosts set before proofs existed were set by the platform's operators (SQL or the seed), so they stay proven, as by staff; each gets a token of its own.
UPDATE "account_domains" SET "token" = replace(gen_random_uuid()::text, '-', '') || replace(gen_random_uuid()::text, '-', ''), "verified_at" = "created_at", "verified_by" = 'staff', "approval_reason" = 'Set by the platform''s operators before hosts were proven';--> statement-breakpoint
ALTER TABLE "account_domains" ALTER COLUMN "token" SET NOT NULL;--> statement-breakpoint
ALTER TABLE "account_domains" ADD CONSTRAINT "account_domains_created_by_user_id_users_id_fk" FOREIGN KEY ("created_by_user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "account_domains" ADD CONSTRAINT "account_domains_verified_by_user_id_users_id_fk" FOREIGN KEY ("verified_by_user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "account_domains_uuid_uq" ON "account_domains" USING btree ("uuid");--> statement-breakpoint
CREATE UNIQUE INDEX "account_domains_account_domain_uq" ON "account_domains" USING btree ("account_id","domain");--> statement-breakpoint
CREATE UNIQUE INDEX "account_domains_proven_uq" ON "account_domains" USING btree ("domain") WHERE "account_domains"."verified_at" is not null;--> statement-breakpoint
ALTER TABLE "account_domains" ADD CONSTRAINT "account_domains_method_chk" CHECK (("account_domains"."verified_at" is null) = ("account_domains"."verified_by" is null));--> statement-breakpoint
ALTER TABLE "account_domains" ADD CONSTRAINT "account_domains_method_values_chk" CHECK ("account_domains"."verified_by" in ('dns','staff'));--> statement-breakpoint
ALTER TABLE "account_domains" ADD CONSTRAINT "account_domains_reason_chk" CHECK ("account_domains"."verified_by" is distinct from 'staff' or length("account_domains"."approval_reason") > 0);