-- Rows already stored hold argon2id hashes: they are marked so, then new rows default to HMAC.
ALTER TABLE "two_factor_recovery_codes" ADD COLUMN "scheme" text DEFAULT 'argon2' NOT NULL;--> statement-breakpoint
ALTER TABLE "two_factor_recovery_codes" ALTER COLUMN "scheme" SET DEFAULT 'hmac';--> statement-breakpoint
CREATE INDEX "two_factor_recovery_codes_hash_idx" ON "two_factor_recovery_codes" USING btree ("user_id","code_hash");--> statement-breakpoint
ALTER TABLE "two_factor_recovery_codes" ADD CONSTRAINT "two_factor_recovery_codes_scheme_chk" CHECK ("two_factor_recovery_codes"."scheme" in ('hmac','argon2'));
