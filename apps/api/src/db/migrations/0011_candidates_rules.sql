-- Disabling a candidate is final (spec §4): the database refuses to enable one again, whatever
-- the caller.
CREATE FUNCTION seekers_disabled_final() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF OLD.status = 'disabled' AND NEW.status <> 'disabled' THEN
    RAISE EXCEPTION 'a disabled seeker cannot be enabled again' USING ERRCODE = 'check_violation';
  END IF;
  RETURN NEW;
END;
$$;
--> statement-breakpoint
CREATE TRIGGER seekers_disabled_final BEFORE UPDATE OF status ON seekers
  FOR EACH ROW EXECUTE FUNCTION seekers_disabled_final();
--> statement-breakpoint
-- An application's history is a record: rows are added, never changed.
CREATE FUNCTION application_events_append_only() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  RAISE EXCEPTION 'application_events is append-only' USING ERRCODE = 'restrict_violation';
END;
$$;
--> statement-breakpoint
CREATE TRIGGER application_events_no_update BEFORE UPDATE ON application_events
  FOR EACH ROW EXECUTE FUNCTION application_events_append_only();
