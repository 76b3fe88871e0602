CREATE TABLE "stored_files" (
	"account_id" integer NOT NULL,
	"key" text NOT NULL,
	"bytes" bigint NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "stored_files_pkey" PRIMARY KEY("key","account_id"),
	CONSTRAINT "stored_files_bytes_chk" CHECK ("stored_files"."bytes" >= 0)
);
--> statement-breakpoint
ALTER TABLE "accounts" ADD COLUMN "max_sites" integer;--> statement-breakpoint
ALTER TABLE "accounts" ADD COLUMN "max_people" integer;--> statement-breakpoint
ALTER TABLE "accounts" ADD COLUMN "max_live_jobs" integer;--> statement-breakpoint
ALTER TABLE "accounts" ADD COLUMN "max_storage_mb" integer;--> statement-breakpoint
ALTER TABLE "accounts" ADD COLUMN "new_site_credit_pricing" jsonb;--> statement-breakpoint
ALTER TABLE "accounts" ADD COLUMN "new_site_discount_tiers" jsonb DEFAULT '[]'::jsonb NOT NULL;--> statement-breakpoint
ALTER TABLE "stored_files" ADD CONSTRAINT "stored_files_account_id_accounts_id_fk" FOREIGN KEY ("account_id") REFERENCES "public"."accounts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "stored_files_account_idx" ON "stored_files" USING btree ("account_id");--> statement-breakpoint
ALTER TABLE "accounts" ADD CONSTRAINT "accounts_limits_chk" CHECK (coalesce("accounts"."max_sites", 0) >= 0 and coalesce("accounts"."max_people", 0) >= 0
        and coalesce("accounts"."max_live_jobs", 0) >= 0 and coalesce("accounts"."max_storage_mb", 0) >= 0);--> statement-breakpoint
ALTER TABLE "accounts" ADD CONSTRAINT "accounts_new_site_tiers_chk" CHECK (jsonb_typeof("accounts"."new_site_discount_tiers") = 'array');