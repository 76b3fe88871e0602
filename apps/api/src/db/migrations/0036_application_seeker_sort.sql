ALTER TABLE "applications" ADD COLUMN "seeker_sort_last" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "applications" ADD COLUMN "seeker_sort_first" text DEFAULT '' NOT NULL;--> statement-breakpoint
-- Hand-written (Drizzle has no triggers): the columns copy the candidate's lower-cased names for the
-- list sorted by candidate. Filled for existing rows before the index is built, then kept by triggers,
-- whatever code inserts an application or renames a candidate.
UPDATE "applications" a SET "seeker_sort_last" = lower(s."last_name"), "seeker_sort_first" = lower(s."first_name")
  FROM "seekers" s WHERE s."id" = a."seeker_id";--> statement-breakpoint
CREATE INDEX "applications_site_seeker_name_idx" ON "applications" USING btree ("account_id","site_id","seeker_sort_last","seeker_sort_first","id");--> statement-breakpoint
CREATE FUNCTION applications_seeker_sort() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  SELECT lower(s.last_name), lower(s.first_name) INTO NEW.seeker_sort_last, NEW.seeker_sort_first
    FROM seekers s WHERE s.id = NEW.seeker_id;
  RETURN NEW;
END;
$$;
--> statement-breakpoint
CREATE TRIGGER applications_seeker_sort BEFORE INSERT OR UPDATE OF seeker_id ON applications
  FOR EACH ROW EXECUTE FUNCTION applications_seeker_sort();
--> statement-breakpoint
CREATE FUNCTION seekers_renamed() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF lower(NEW.last_name) IS DISTINCT FROM lower(OLD.last_name)
     OR lower(NEW.first_name) IS DISTINCT FROM lower(OLD.first_name) THEN
    UPDATE applications SET seeker_sort_last = lower(NEW.last_name), seeker_sort_first = lower(NEW.first_name)
      WHERE seeker_id = NEW.id;
  END IF;
  RETURN NULL;
END;
$$;
--> statement-breakpoint
CREATE TRIGGER seekers_renamed AFTER UPDATE OF last_name, first_name ON seekers
  FOR EACH ROW EXECUTE FUNCTION seekers_renamed();
