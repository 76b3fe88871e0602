-- Search and the pipeline-order sort of the lists, with indexes (pg_trgm is a trusted extension:
-- the database owner may create it; managed PostgreSQL services ship it).
CREATE EXTENSION IF NOT EXISTS pg_trgm;
--> statement-breakpoint
-- What `q` matches on a job: its title and reference. Fields are joined with a unit separator, so
-- a pattern (which never holds one) cannot match across two of them.
CREATE FUNCTION job_search_text(title text, reference_number text) RETURNS text
  LANGUAGE sql IMMUTABLE PARALLEL SAFE
  RETURN title || chr(31) || coalesce(reference_number, '');
--> statement-breakpoint
-- What `q` matches on a candidate: "first last", e-mail, phone, location and headline.
CREATE FUNCTION seeker_search_text(
  first_name text, last_name text, email text, phone text, location text, headline text
) RETURNS text
  LANGUAGE sql IMMUTABLE PARALLEL SAFE
  RETURN first_name || ' ' || last_name || chr(31) || email || chr(31) || coalesce(phone, '') || chr(31)
    || coalesce(location, '') || chr(31) || coalesce(headline, '');
--> statement-breakpoint
-- An application status's place in the pipeline (APPLICATION_STATUSES in the contract; a test
-- checks the two agree).
CREATE FUNCTION application_status_rank(status text) RETURNS integer
  LANGUAGE sql IMMUTABLE PARALLEL SAFE
  RETURN array_position(
    ARRAY['new','applied','registered','invited','screening','shortlisted','interviewed','offered','unsuccessful','withdrawn']::text[],
    status
  );
--> statement-breakpoint
CREATE INDEX jobs_search_trgm ON jobs USING gin (job_search_text(title, reference_number) gin_trgm_ops);
--> statement-breakpoint
CREATE INDEX employers_name_trgm ON employers USING gin (name gin_trgm_ops);
--> statement-breakpoint
CREATE INDEX seekers_search_trgm ON seekers
  USING gin (seeker_search_text(first_name, last_name, email, phone, location, headline) gin_trgm_ops);
--> statement-breakpoint
CREATE INDEX applications_site_status_rank_idx ON applications
  (account_id, site_id, application_status_rank(status), created_at DESC, id DESC);
