CREATE TABLE "email_domain_proofs" (
	"id" serial PRIMARY KEY NOT NULL,
	"uuid" uuid DEFAULT gen_random_uuid() NOT NULL,
	"account_id" integer NOT NULL,
	"domain" text NOT NULL,
	"token" text NOT NULL,
	"created_by_user_id" integer,
	"verified_at" timestamp with time zone,
	"verified_by" text,
	"verified_by_user_id" integer,
	"approval_reason" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "email_domain_proofs_domain_chk" CHECK ("email_domain_proofs"."domain" = lower("email_domain_proofs"."domain") and "email_domain_proofs"."domain" like '%.%'),
	CONSTRAINT "email_domain_proofs_method_chk" CHECK (("email_domain_proofs"."verified_at" is null) = ("email_domain_proofs"."verified_by" is null)),
	CONSTRAINT "email_domain_proofs_method_values_chk" CHECK ("email_domain_proofs"."verified_by" in ('dns','staff')),
	CONSTRAINT "email_domain_proofs_reason_chk" CHECK ("email_domain_proofs"."verified_by" is distinct from 'staff' or length("email_domain_proofs"."approval_reason") > 0)
);
--> statement-breakpoint
ALTER TABLE "identity_providers" ADD COLUMN "enforces_mfa" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "email_domain_proofs" ADD CONSTRAINT "email_domain_proofs_account_id_accounts_id_fk" FOREIGN KEY ("account_id") REFERENCES "public"."accounts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "email_domain_proofs" ADD CONSTRAINT "email_domain_proofs_created_by_user_id_users_id_fk" FOREIGN KEY ("created_by_user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "email_domain_proofs" ADD CONSTRAINT "email_domain_proofs_verified_by_user_id_users_id_fk" FOREIGN KEY ("verified_by_user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "email_domain_proofs_uuid_uq" ON "email_domain_proofs" USING btree ("uuid");--> statement-breakpoint
CREATE UNIQUE INDEX "email_domain_proofs_account_domain_uq" ON "email_domain_proofs" USING btree ("account_id","domain");--> statement-breakpoint
CREATE UNIQUE INDEX "email_domain_proofs_proven_uq" ON "email_domain_proofs" USING btree ("domain") WHERE "email_domain_proofs"."verified_at" is not null;--> statement-breakpoint
-- Hand-written (issue 31, item 3): configuring identity providers and requiring SSO moved from
-- `accounts.update` to `identity_providers.update`, which only owners hold. The account's own owner
-- role (key `owner`) keeps the power where it had it through `accounts.update`/`accounts.all`
-- (a role holding `all` already has it); no other role gains it. Tested in
-- apps/api/src/db/identity-provider-rights.migration.test.ts.
UPDATE "roles" SET "permissions" = array_append("permissions", 'identity_providers.update'), "updated_at" = now()
WHERE "key" = 'owner' AND "account_id" IS NOT NULL
  AND ("scope_type" IS NULL OR "scope_type" = 'account')
  AND "permissions" && ARRAY['accounts.update', 'accounts.all']::text[]
  AND NOT ("permissions" && ARRAY['all', 'identity_providers.all', 'identity_providers.update']::text[]);
