ALTER TABLE "password_resets" ADD COLUMN "invitation_id" integer;--> statement-breakpoint
ALTER TABLE "sessions" ADD COLUMN "bound_account_id" integer;--> statement-breakpoint
ALTER TABLE "two_factor_tickets" ADD COLUMN "bound_account_id" integer;--> statement-breakpoint
ALTER TABLE "sessions" ADD CONSTRAINT "sessions_bound_account_id_accounts_id_fk" FOREIGN KEY ("bound_account_id") REFERENCES "public"."accounts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "two_factor_tickets" ADD CONSTRAINT "two_factor_tickets_bound_account_id_accounts_id_fk" FOREIGN KEY ("bound_account_id") REFERENCES "public"."accounts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
UPDATE "sessions" SET "bound_account_id" = "impersonation_account_id" WHERE "impersonation_account_id" IS NOT NULL;--> statement-breakpoint
-- Platform staff's impersonations opened outside any account were bound to nothing (all of the
-- person's accounts): they end now; a new one is bound to one account.
UPDATE "sessions" SET "revoked_at" = now() WHERE "impersonator_user_id" IS NOT NULL AND "bound_account_id" IS NULL AND "revoked_at" IS NULL;--> statement-breakpoint
ALTER TABLE "sessions" ADD CONSTRAINT "sessions_impersonation_bound_chk" CHECK ("sessions"."impersonator_user_id" is null or "sessions"."bound_account_id" is not null or "sessions"."revoked_at" is not null);--> statement-breakpoint
ALTER TABLE "sessions" DROP CONSTRAINT "sessions_impersonation_account_id_accounts_id_fk";--> statement-breakpoint
ALTER TABLE "sessions" DROP COLUMN "impersonation_account_id";
