ALTER TABLE "accounts" DROP CONSTRAINT "accounts_status_chk";--> statement-breakpoint
ALTER TABLE "accounts" ADD COLUMN "closes_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "accounts" ADD COLUMN "export_downloaded_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "accounts" ADD CONSTRAINT "accounts_closes_at_chk" CHECK (("accounts"."status" = 'closing') = ("accounts"."closes_at" is not null));--> statement-breakpoint
ALTER TABLE "accounts" ADD CONSTRAINT "accounts_status_chk" CHECK ("accounts"."status" in ('active','suspended','closing'));--> statement-breakpoint
-- hand-written:
-- Purging a closed account (platform-accounts/account-closing.service.ts) deletes its audit rows with
-- the rest of its data: only rows of that account, and only inside a transaction that declared the
-- purge (`set_config('talent.account_purge', '<id>', true)`, which ends with the transaction). The
-- erasure rule of 0038 is kept as it was; every other change or removal stays refused.
CREATE OR REPLACE FUNCTION audit_log_append_only() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'UPDATE' AND coalesce(current_setting('talent.erasure', true), '') = 'on'
     AND (NEW.id, NEW.account_id, NEW.site_id, NEW.actor_user_id, NEW.impersonator_user_id, NEW.action,
          NEW.subject_type, NEW.subject_id, NEW.request_id, NEW.created_at)
         IS NOT DISTINCT FROM
         (OLD.id, OLD.account_id, OLD.site_id, OLD.actor_user_id, OLD.impersonator_user_id, OLD.action,
          OLD.subject_type, OLD.subject_id, OLD.request_id, OLD.created_at)
  THEN
    RETURN NEW;
  END IF;
  IF TG_OP = 'DELETE' AND OLD.account_id IS NOT NULL
     AND coalesce(current_setting('talent.account_purge', true), '') = OLD.account_id::text
  THEN
    RETURN OLD;
  END IF;
  RAISE EXCEPTION 'audit_log is append-only' USING ERRCODE = 'restrict_violation';
END;
$$;
