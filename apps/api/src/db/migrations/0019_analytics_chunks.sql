CREATE TABLE "analytics_chunks" (
	"agency_id" uuid NOT NULL,
	"chart" text NOT NULL,
	"key" text NOT NULL,
	"first_day" date NOT NULL,
	"last_day" date NOT NULL,
	"figures" jsonb NOT NULL,
	"computed_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "analytics_chunks_pkey" PRIMARY KEY("agency_id","chart","key"),
	CONSTRAINT "analytics_chunks_chart_check" CHECK ("analytics_chunks"."chart" in ('overtime', 'staffing-gaps'))
);
--> statement-breakpoint
ALTER TABLE "analytics_chunks" ADD CONSTRAINT "analytics_chunks_agency_id_agencies_id_fk" FOREIGN KEY ("agency_id") REFERENCES "public"."agencies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "analytics_chunks_days_idx" ON "analytics_chunks" USING btree ("agency_id","first_day");--> statement-breakpoint
-- Kept analytics figures are forgotten in the transaction of the change that makes them stale (decision 029).
-- A change first takes the agency's analytics lock shared (changes never wait for each other); a chart keeps
-- the figures it computes only when it holds the lock exclusively, from before its computing statement until
-- its commit, so they include every change committed before, and a change still running deletes them after it
-- (analytics.kept.ts).
-- Days are compared with two days to spare: the chunks' days are the agency's, these the session's.
CREATE OR REPLACE FUNCTION rollcall_analytics_forget(agency uuid, charts text[], from_day date, to_day date)
RETURNS void LANGUAGE plpgsql AS $fn$
BEGIN
  PERFORM pg_advisory_xact_lock_shared(hashtextextended('analytics:' || agency::text, 0));
  DELETE FROM analytics_chunks c
  WHERE c.agency_id = agency AND c.chart = ANY (charts) AND c.first_day <= to_day + 2 AND c.last_day >= from_day - 2;
END $fn$;
--> statement-breakpoint
-- Shifts: both charts, over the days from the earliest start to the latest end (scheduled or punched) of the
-- rows before and after the change.
CREATE OR REPLACE FUNCTION rollcall_analytics_shifts() RETURNS trigger LANGUAGE plpgsql AS $fn$
BEGIN
  IF TG_OP <> 'INSERT' THEN
    PERFORM rollcall_analytics_forget(o.agency_id, ARRAY['overtime', 'staffing-gaps'],
      min(least(o.start_time, o.actual_start_time))::date,
      max(greatest(o.end_time, o.actual_start_time, o.actual_end_time))::date)
    FROM old_rows o GROUP BY o.agency_id;
  END IF;
  IF TG_OP <> 'DELETE' THEN
    PERFORM rollcall_analytics_forget(n.agency_id, ARRAY['overtime', 'staffing-gaps'],
      min(least(n.start_time, n.actual_start_time))::date,
      max(greatest(n.end_time, n.actual_start_time, n.actual_end_time))::date)
    FROM new_rows n GROUP BY n.agency_id;
  END IF;
  RETURN NULL;
END $fn$;
--> statement-breakpoint
CREATE TRIGGER shifts_analytics_insert AFTER INSERT ON shifts REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION rollcall_analytics_shifts();
--> statement-breakpoint
CREATE TRIGGER shifts_analytics_update AFTER UPDATE ON shifts REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION rollcall_analytics_shifts();
--> statement-breakpoint
CREATE TRIGGER shifts_analytics_delete AFTER DELETE ON shifts REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION rollcall_analytics_shifts();
--> statement-breakpoint
-- Certifications: staffing gaps, when a rule of the agency asks for a certificate of that name, over the days
-- the certificates were or are valid and the week after (a certificate is checked on a shift's first day; a
-- shift lasts up to 7 days). Other certificates change no figure, but still take the lock: a rule asking for
-- this name may be committing beside them.
CREATE OR REPLACE FUNCTION rollcall_analytics_certifications() RETURNS trigger LANGUAGE plpgsql AS $fn$
BEGIN
  IF TG_OP <> 'INSERT' THEN
    PERFORM pg_advisory_xact_lock_shared(hashtextextended('analytics:' || a.agency_id::text, 0))
    FROM (SELECT DISTINCT agency_id FROM old_rows) a;
    PERFORM rollcall_analytics_forget(o.agency_id, ARRAY['staffing-gaps'],
      min(coalesce(o.issue_date, '-infinity')), max(coalesce(o.expiration_date, 'infinity')) + 8)
    FROM old_rows o
    WHERE EXISTS (SELECT 1 FROM staffing_requirements r
      WHERE r.agency_id = o.agency_id AND lower(r.qualification) = lower(o.name))
    GROUP BY o.agency_id;
  END IF;
  IF TG_OP <> 'DELETE' THEN
    PERFORM pg_advisory_xact_lock_shared(hashtextextended('analytics:' || a.agency_id::text, 0))
    FROM (SELECT DISTINCT agency_id FROM new_rows) a;
    PERFORM rollcall_analytics_forget(n.agency_id, ARRAY['staffing-gaps'],
      min(coalesce(n.issue_date, '-infinity')), max(coalesce(n.expiration_date, 'infinity')) + 8)
    FROM new_rows n
    WHERE EXISTS (SELECT 1 FROM staffing_requirements r
      WHERE r.agency_id = n.agency_id AND lower(r.qualification) = lower(n.name))
    GROUP BY n.agency_id;
  END IF;
  RETURN NULL;
END $fn$;
--> statement-breakpoint
CREATE TRIGGER certifications_analytics_insert AFTER INSERT ON certifications REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION rollcall_analytics_certifications();
--> statement-breakpoint
CREATE TRIGGER certifications_analytics_update AFTER UPDATE ON certifications REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION rollcall_analytics_certifications();
--> statement-breakpoint
CREATE TRIGGER certifications_analytics_delete AFTER DELETE ON certifications REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION rollcall_analytics_certifications();
--> statement-breakpoint
-- Minimum staffing rules: every month of staffing gaps.
CREATE OR REPLACE FUNCTION rollcall_analytics_staffing_rules() RETURNS trigger LANGUAGE plpgsql AS $fn$
BEGIN
  IF TG_OP <> 'INSERT' THEN
    PERFORM rollcall_analytics_forget(a.agency_id, ARRAY['staffing-gaps'], '-infinity', 'infinity')
    FROM (SELECT DISTINCT agency_id FROM old_rows) a;
  END IF;
  IF TG_OP <> 'DELETE' THEN
    PERFORM rollcall_analytics_forget(a.agency_id, ARRAY['staffing-gaps'], '-infinity', 'infinity')
    FROM (SELECT DISTINCT agency_id FROM new_rows) a;
  END IF;
  RETURN NULL;
END $fn$;
--> statement-breakpoint
CREATE TRIGGER staffing_requirements_analytics_insert AFTER INSERT ON staffing_requirements REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION rollcall_analytics_staffing_rules();
--> statement-breakpoint
CREATE TRIGGER staffing_requirements_analytics_update AFTER UPDATE ON staffing_requirements REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION rollcall_analytics_staffing_rules();
--> statement-breakpoint
CREATE TRIGGER staffing_requirements_analytics_delete AFTER DELETE ON staffing_requirements REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION rollcall_analytics_staffing_rules();
--> statement-breakpoint
-- Members: a new role, or leaving (a rule may count a role; staffing gaps count current members only). Names
-- and FLSA exemption are read when a chart is drawn, never kept.
CREATE OR REPLACE FUNCTION rollcall_analytics_members() RETURNS trigger LANGUAGE plpgsql AS $fn$
BEGIN
  IF TG_OP = 'DELETE' THEN
    PERFORM rollcall_analytics_forget(a.agency_id, ARRAY['staffing-gaps'], '-infinity', 'infinity')
    FROM (SELECT DISTINCT agency_id FROM old_rows) a;
  ELSE
    PERFORM rollcall_analytics_forget(a.agency_id, ARRAY['staffing-gaps'], '-infinity', 'infinity')
    FROM (SELECT DISTINCT o.agency_id FROM old_rows o JOIN new_rows n ON n.agency_id = o.agency_id AND n.id = o.id
      WHERE n.role IS DISTINCT FROM o.role OR n.deleted_at IS DISTINCT FROM o.deleted_at) a;
  END IF;
  RETURN NULL;
END $fn$;
--> statement-breakpoint
CREATE TRIGGER users_analytics_update AFTER UPDATE ON users REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION rollcall_analytics_members();
--> statement-breakpoint
CREATE TRIGGER users_analytics_delete AFTER DELETE ON users REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION rollcall_analytics_members();
