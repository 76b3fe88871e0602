-- Erasing a candidate (issue 23) removes their personal values from the audit rows about them: the
-- row stays (who did what, when, to which ids), only `data` and `ip` may change, and only inside a
-- transaction that declared itself an erasure (`set_config('talent.erasure', 'on', true)`, which
-- ends with the transaction). Deleting stays refused.
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
  RAISE EXCEPTION 'audit_log is append-only' USING ERRCODE = 'restrict_violation';
END;
$$;
