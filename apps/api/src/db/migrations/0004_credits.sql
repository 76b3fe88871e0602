CREATE TABLE "credit_discount_tiers" (
	"id" serial PRIMARY KEY NOT NULL,
	"account_id" integer NOT NULL,
	"site_id" integer NOT NULL,
	"min_quantity" integer NOT NULL,
	"unit_price" integer,
	"percent_off" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "credit_discount_tiers_min_chk" CHECK ("credit_discount_tiers"."min_quantity" > 0),
	CONSTRAINT "credit_discount_tiers_one_rule_chk" CHECK (("credit_discount_tiers"."unit_price" is not null and "credit_discount_tiers"."unit_price" >= 0 and "credit_discount_tiers"."percent_off" is null)
        or ("credit_discount_tiers"."percent_off" is not null and "credit_discount_tiers"."percent_off" between 1 and 100 and "credit_discount_tiers"."unit_price" is null))
);
--> statement-breakpoint
CREATE TABLE "credit_ledger" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"account_id" integer NOT NULL,
	"site_id" integer NOT NULL,
	"employer_id" integer NOT NULL,
	"kind" text NOT NULL,
	"amount" integer NOT NULL,
	"balance_after" integer NOT NULL,
	"reason" text,
	"actor_user_id" integer,
	"impersonator_user_id" integer,
	"purchase_id" integer,
	"job_id" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "credit_ledger_balance_chk" CHECK ("credit_ledger"."balance_after" >= 0),
	CONSTRAINT "credit_ledger_kind_chk" CHECK (("credit_ledger"."kind" = 'purchase' and "credit_ledger"."amount" > 0 and "credit_ledger"."purchase_id" is not null)
        or ("credit_ledger"."kind" = 'job_posting' and "credit_ledger"."amount" < 0 and "credit_ledger"."job_id" is not null)
        or ("credit_ledger"."kind" = 'refund' and "credit_ledger"."amount" > 0 and "credit_ledger"."job_id" is not null)
        or ("credit_ledger"."kind" = 'staff_grant' and "credit_ledger"."amount" > 0 and "credit_ledger"."reason" is not null)
        or ("credit_ledger"."kind" = 'staff_revoke' and "credit_ledger"."amount" < 0 and "credit_ledger"."reason" is not null))
);
--> statement-breakpoint
CREATE TABLE "credit_purchases" (
	"id" serial PRIMARY KEY NOT NULL,
	"account_id" integer NOT NULL,
	"site_id" integer NOT NULL,
	"employer_id" integer NOT NULL,
	"buyer_user_id" integer,
	"status" text DEFAULT 'pending' NOT NULL,
	"provider" text NOT NULL,
	"provider_ref" text,
	"checkout_url" text,
	"return_url" text NOT NULL,
	"checkout_token_hash" text,
	"quantity" integer NOT NULL,
	"currency" text NOT NULL,
	"unit_price" integer NOT NULL,
	"subtotal" integer NOT NULL,
	"discount" integer NOT NULL,
	"total" integer NOT NULL,
	"tier_min_quantity" integer,
	"tier_unit_price" integer,
	"tier_percent_off" integer,
	"idempotency_key" text NOT NULL,
	"request_hash" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"paid_at" timestamp with time zone,
	CONSTRAINT "credit_purchases_status_chk" CHECK ("credit_purchases"."status" in ('pending','paid','cancelled','failed')),
	CONSTRAINT "credit_purchases_quantity_chk" CHECK ("credit_purchases"."quantity" > 0),
	CONSTRAINT "credit_purchases_money_chk" CHECK ("credit_purchases"."total" >= 0 and "credit_purchases"."discount" >= 0 and "credit_purchases"."subtotal" = "credit_purchases"."total" + "credit_purchases"."discount"),
	CONSTRAINT "credit_purchases_paid_chk" CHECK (("credit_purchases"."status" = 'paid') = ("credit_purchases"."paid_at" is not null))
);
--> statement-breakpoint
CREATE TABLE "credit_wallets" (
	"employer_id" integer PRIMARY KEY NOT NULL,
	"account_id" integer NOT NULL,
	"site_id" integer NOT NULL,
	"balance" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "credit_wallets_balance_chk" CHECK ("credit_wallets"."balance" >= 0)
);
--> statement-breakpoint
ALTER TABLE "credit_discount_tiers" ADD CONSTRAINT "credit_discount_tiers_site_id_account_id_sites_id_account_id_fk" FOREIGN KEY ("site_id","account_id") REFERENCES "public"."sites"("id","account_id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "credit_ledger" ADD CONSTRAINT "credit_ledger_employer_id_credit_wallets_employer_id_fk" FOREIGN KEY ("employer_id") REFERENCES "public"."credit_wallets"("employer_id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "credit_ledger" ADD CONSTRAINT "credit_ledger_actor_user_id_users_id_fk" FOREIGN KEY ("actor_user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "credit_ledger" ADD CONSTRAINT "credit_ledger_impersonator_user_id_users_id_fk" FOREIGN KEY ("impersonator_user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "credit_ledger" ADD CONSTRAINT "credit_ledger_purchase_id_credit_purchases_id_fk" FOREIGN KEY ("purchase_id") REFERENCES "public"."credit_purchases"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "credit_purchases" ADD CONSTRAINT "credit_purchases_buyer_user_id_users_id_fk" FOREIGN KEY ("buyer_user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "credit_purchases" ADD CONSTRAINT "credit_purchases_employer_id_site_id_employers_id_site_id_fk" FOREIGN KEY ("employer_id","site_id") REFERENCES "public"."employers"("id","site_id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "credit_wallets" ADD CONSTRAINT "credit_wallets_employer_id_site_id_employers_id_site_id_fk" FOREIGN KEY ("employer_id","site_id") REFERENCES "public"."employers"("id","site_id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "credit_discount_tiers_site_min_uq" ON "credit_discount_tiers" USING btree ("site_id","min_quantity");--> statement-breakpoint
CREATE INDEX "credit_ledger_employer_created_idx" ON "credit_ledger" USING btree ("employer_id","created_at");--> statement-breakpoint
CREATE INDEX "credit_ledger_site_created_idx" ON "credit_ledger" USING btree ("account_id","site_id","created_at");--> statement-breakpoint
CREATE UNIQUE INDEX "credit_ledger_purchase_uq" ON "credit_ledger" USING btree ("purchase_id") WHERE "credit_ledger"."kind" = 'purchase';--> statement-breakpoint
CREATE UNIQUE INDEX "credit_ledger_job_posting_uq" ON "credit_ledger" USING btree ("job_id") WHERE "credit_ledger"."kind" = 'job_posting';--> statement-breakpoint
CREATE UNIQUE INDEX "credit_ledger_job_refund_uq" ON "credit_ledger" USING btree ("job_id") WHERE "credit_ledger"."kind" = 'refund';--> statement-breakpoint
CREATE UNIQUE INDEX "credit_purchases_idempotency_uq" ON "credit_purchases" USING btree ("employer_id","idempotency_key");--> statement-breakpoint
CREATE UNIQUE INDEX "credit_purchases_provider_ref_uq" ON "credit_purchases" USING btree ("provider","provider_ref");--> statement-breakpoint
CREATE INDEX "credit_purchases_employer_created_idx" ON "credit_purchases" USING btree ("employer_id","created_at");--> statement-breakpoint
CREATE INDEX "credit_wallets_site_idx" ON "credit_wallets" USING btree ("account_id","site_id");