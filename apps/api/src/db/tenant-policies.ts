/**
 * Agency isolation and the audit trail, enforced by the database itself.
 *
 * Isolation: requests run as the NOLOGIN role rollcall_tenant with app.agency_id set for the transaction;
 * every table carrying agency_id gets a row-level-security policy limiting reads and writes to that agency.
 *
 * Audit: statement-level triggers (with transition tables, so a 700-row insert is one extra statement)
 * record every insert, update and delete in audit_logs, with the actor, address and user agent that
 * withAgency() puts in app.user_id / app.ip / app.user_agent (and app.api_key_id for a request made with an API key).
 *
 * Both run after the migrations at every start and discover tables by their agency_id column, so a
 * module's new table is isolated and audited without anyone remembering to. A start that finds everything in
 * place changes nothing and locks no table: another instance may be serving requests on the same database
 * (table DDL at every start deadlocked against them).
 */
import { LIVE_PRIVATE_TABLES, LIVE_SILENT_TABLES } from "@rollcall/shared/live";

export const TENANT_ROLE = "rollcall_tenant";

/** The channel every committed write is announced on (lib/live.ts listens). */
export const LIVE_CHANNEL = "rollcall_live";

/**
 * Tables whose writes are not audited: the log itself, per-member read flags that would drown it, and the
 * wellness tables, whose rows are private to their owner and would otherwise be copied into a log admins read.
 */
export const UNAUDITED = [
  "audit_logs",
  "notifications",
  "wellness_records",
  "fitness_enrollments",
  "idempotency_keys",
  // Alerting's queue and secrets: a delivery per message and channel would drown the log, a verification
  // holds a code's hash, a push subscription its keys.
  "alert_deliveries",
  "phone_verifications",
  "push_subscriptions",
  // Outgoing webhooks' queue: one row per event and address, its attempts and answers.
  "webhook_deliveries",
  // An automation rule's run history, written by the job once per event: what its actions change is audited
  // in their own tables (the call-back, the assignment, the equipment).
  "automation_runs",
  // Analytics' kept figures, derived from rows that are audited themselves (decision 029).
  "analytics_chunks",
  // The accrual job's done steps, one per member, leave type and period: the ledger rows they make are audited.
  "accrual_steps",
  // Who opened a patient care report: a read log of its own (admins read it per report), not a change.
  "pcr_access_log",
  // The state submission queue of patient care reports: its tries and the state's answers, one row per report.
  "pcr_submissions",
];

/** Whether the tenant role holds every one of `privileges` on the table (an SQL expression naming it). */
const granted = (table: string, privileges: string[]) =>
  privileges.map((p) => `has_table_privilege('${TENANT_ROLE}', ${table}, '${p}')`).join(" AND ");

/** Table names (constants of ours, never input) as a SQL list: 'a', 'b'. */
const sqlList = (names: readonly string[]) => names.map((name) => `'${name}'`).join(", ");

/**
 * Columns an audited table keeps out of audit_logs besides the credentials every table hides: a patient care
 * report's clinical content (and the free text beside it, which may quote it), so the log admins read holds the
 * report's ids, state, version and who, never a patient's name or a blood pressure.
 */
export const AUDIT_HIDDEN_COLUMNS: Record<string, readonly string[]> = {
  pcr_reports: ["content", "returned_reason"],
  pcr_addenda: ["content", "previous_content", "reason"],
  pcr_comments: ["text"],
};

/** The per-table hidden columns as a CASE on the trigger's table, for the audit function. */
const tableHiddenSql = `CASE TG_TABLE_NAME ${Object.entries(AUDIT_HIDDEN_COLUMNS)
  .map(([table, columns]) => `WHEN '${table}' THEN ARRAY[${sqlList(columns)}]`)
  .join(" ")} ELSE ARRAY[]::text[] END`;

const currentAgency = "nullif(current_setting('app.agency_id', true), '')::uuid";
/** The same expression inside a format('...') literal, where quotes are doubled. */
const currentAgencyQuoted = currentAgency.replaceAll("'", "''");
const currentUser = "nullif(current_setting('app.user_id', true), '')::uuid";

/**
 * The first statement of the audit and live-update trigger functions. A statement that changed no row still
 * fires its statement triggers: a delete cascades to each table that refers to the row (a shift's bids, swaps,
 * trades and call-backs), mostly removing nothing there. Checking first costs less than their work on nothing.
 * (Two IFs, not one expression: an insert's trigger has no old_rows, and an expression is planned whole.)
 */
const RETURN_ON_NO_ROWS = `IF TG_OP = 'DELETE' THEN
    IF NOT EXISTS (SELECT 1 FROM old_rows) THEN
      RETURN NULL;
    END IF;
  ELSIF NOT EXISTS (SELECT 1 FROM new_rows) THEN
    RETURN NULL;
  END IF;`;

/**
 * Wellness privacy, on top of agency isolation (restrictive policies: both must pass). A member writes only
 * their own records and enrolments; a record is read by its owner, or by others only when shared (the service
 * then limits shared records to admins). Jobs and the platform run outside the tenant role and are not bound.
 * wellness_participation() gives an admin a bare count of current members with any record in a period, private ones
 * included, without letting the caller read a single row.
 */
const wellnessPrivacySql = `
DO $$ BEGIN
  IF NOT EXISTS (SELECT 1 FROM pg_policies WHERE schemaname = 'public' AND tablename = 'wellness_records' AND policyname = 'owner_or_shared_read') THEN
    CREATE POLICY owner_or_shared_read ON wellness_records AS RESTRICTIVE FOR SELECT USING (user_id = ${currentUser} OR NOT is_private);
    CREATE POLICY owner_insert ON wellness_records AS RESTRICTIVE FOR INSERT WITH CHECK (user_id = ${currentUser});
    CREATE POLICY owner_update ON wellness_records AS RESTRICTIVE FOR UPDATE USING (user_id = ${currentUser}) WITH CHECK (user_id = ${currentUser});
    CREATE POLICY owner_delete ON wellness_records AS RESTRICTIVE FOR DELETE USING (user_id = ${currentUser});
  END IF;
  IF NOT EXISTS (SELECT 1 FROM pg_policies WHERE schemaname = 'public' AND tablename = 'fitness_enrollments' AND policyname = 'owner_only') THEN
    CREATE POLICY owner_only ON fitness_enrollments AS RESTRICTIVE USING (user_id = ${currentUser}) WITH CHECK (user_id = ${currentUser});
  END IF;
END $$;
CREATE OR REPLACE FUNCTION wellness_participation(from_date date, to_date date) RETURNS integer
LANGUAGE sql STABLE SECURITY DEFINER SET search_path = public AS $fn$
  SELECT count(DISTINCT w.user_id)::integer FROM wellness_records w
  JOIN users u ON u.agency_id = w.agency_id AND u.id = w.user_id AND u.deleted_at IS NULL
  WHERE w.agency_id = ${currentAgency} AND w.record_date BETWEEN from_date AND to_date
$fn$;
REVOKE ALL ON FUNCTION wellness_participation(date, date) FROM PUBLIC;
GRANT EXECUTE ON FUNCTION wellness_participation(date, date) TO ${TENANT_ROLE};
`;

/**
 * Patient care report privacy, on top of agency isolation (restrictive, for reads): inside a request transaction
 * a report is seen only by its crew (or the member who started it), the agency's QA reviewers and its admins, and
 * its addenda, comments and access log only with it (a reviewer only while an officer or admin). The service answers 404 to everyone else (epcr.access.ts);
 * this keeps a query written later, a dashboard card or an export run as a member, from reaching them.
 * pcr_crew has no such policy: the reports' own policy reads it.
 */
const pcrPrivacySql = `
DO $$ BEGIN
  -- The first version let anyone named a reviewer read, whatever their role since; v2 wants an officer still.
  IF EXISTS (SELECT 1 FROM pg_policies WHERE schemaname = 'public' AND tablename = 'pcr_reports' AND policyname = 'crew_qa_admin_read') THEN
    DROP POLICY crew_qa_admin_read ON pcr_reports;
  END IF;
  IF NOT EXISTS (SELECT 1 FROM pg_policies WHERE schemaname = 'public' AND tablename = 'pcr_reports' AND policyname = 'crew_qa_admin_read_v2') THEN
    CREATE POLICY crew_qa_admin_read_v2 ON pcr_reports AS RESTRICTIVE FOR SELECT USING (
      created_by_id = ${currentUser}
      OR EXISTS (SELECT 1 FROM pcr_crew c WHERE c.agency_id = pcr_reports.agency_id AND c.report_id = pcr_reports.id AND c.user_id = ${currentUser})
      OR EXISTS (SELECT 1 FROM pcr_reviewers r JOIN users u ON u.agency_id = r.agency_id AND u.id = r.user_id
        WHERE r.agency_id = pcr_reports.agency_id AND r.user_id = ${currentUser} AND u.role IN ('officer', 'admin'))
      OR EXISTS (SELECT 1 FROM users u WHERE u.agency_id = pcr_reports.agency_id AND u.id = ${currentUser} AND u.role = 'admin'));
  END IF;
  IF NOT EXISTS (SELECT 1 FROM pg_policies WHERE schemaname = 'public' AND tablename = 'pcr_addenda' AND policyname = 'with_report_read') THEN
    CREATE POLICY with_report_read ON pcr_addenda AS RESTRICTIVE FOR SELECT USING (EXISTS (SELECT 1 FROM pcr_reports p WHERE p.agency_id = pcr_addenda.agency_id AND p.id = pcr_addenda.report_id));
  END IF;
  IF NOT EXISTS (SELECT 1 FROM pg_policies WHERE schemaname = 'public' AND tablename = 'pcr_comments' AND policyname = 'with_report_read') THEN
    CREATE POLICY with_report_read ON pcr_comments AS RESTRICTIVE FOR SELECT USING (EXISTS (SELECT 1 FROM pcr_reports p WHERE p.agency_id = pcr_comments.agency_id AND p.id = pcr_comments.report_id));
  END IF;
  IF NOT EXISTS (SELECT 1 FROM pg_policies WHERE schemaname = 'public' AND tablename = 'pcr_access_log' AND policyname = 'with_report_read') THEN
    CREATE POLICY with_report_read ON pcr_access_log AS RESTRICTIVE FOR SELECT USING (EXISTS (SELECT 1 FROM pcr_reports p WHERE p.agency_id = pcr_access_log.agency_id AND p.id = pcr_access_log.report_id));
  END IF;
  IF NOT EXISTS (SELECT 1 FROM pg_policies WHERE schemaname = 'public' AND tablename = 'pcr_submissions' AND policyname = 'with_report_read') THEN
    CREATE POLICY with_report_read ON pcr_submissions AS RESTRICTIVE FOR SELECT USING (EXISTS (SELECT 1 FROM pcr_reports p WHERE p.agency_id = pcr_submissions.agency_id AND p.id = pcr_submissions.id));
  END IF;
END $$;
`;

export const tenantPoliciesSql = `
DO $$ BEGIN
  CREATE ROLE ${TENANT_ROLE} NOLOGIN;
EXCEPTION WHEN duplicate_object THEN NULL; WHEN insufficient_privilege THEN
  RAISE EXCEPTION 'The database user cannot create the role ${TENANT_ROLE}. Create it once as a superuser: CREATE ROLE ${TENANT_ROLE} NOLOGIN; GRANT ${TENANT_ROLE} TO <this user>;';
END $$;
DO $$ BEGIN
  EXECUTE format('GRANT ${TENANT_ROLE} TO %I', current_user);
EXCEPTION WHEN others THEN NULL; -- superusers and existing members need no grant
END $$;
GRANT USAGE ON SCHEMA public TO ${TENANT_ROLE};

CREATE OR REPLACE FUNCTION rollcall_audit() RETURNS trigger LANGUAGE plpgsql AS $fn$
DECLARE
  actor uuid := nullif(current_setting('app.user_id', true), '')::uuid;
  addr text := nullif(current_setting('app.ip', true), '');
  agent text := nullif(current_setting('app.user_agent', true), '');
  via_key uuid := nullif(current_setting('app.api_key_id', true), '')::uuid;
  -- An API key's hash is a credential, and so are an answer link's and a phone code's (with its salt); its
  -- last use changes once a minute while a program runs (an update touching nothing else leaves no row).
  -- A NERIS client secret is sealed, and still never copied.
  hidden text[] := ARRAY['password_hash', 'calendar_token', 'key_hash', 'secret', 'client_secret_sealed', 'token_hash', 'code_hash', 'salt', 'last_used_at', 'created_at', 'updated_at'] || ${tableHiddenSql};
  agency_key text := CASE WHEN TG_TABLE_NAME = 'agencies' THEN 'id' ELSE 'agency_id' END;
BEGIN
  ${RETURN_ON_NO_ROWS}
  IF TG_OP = 'INSERT' THEN
    INSERT INTO audit_logs (agency_id, user_id, api_key_id, action, entity_type, entity_id, change_details, ip_address, user_agent)
    SELECT (to_jsonb(n) ->> agency_key)::uuid, actor, via_key, 'create', TG_TABLE_NAME, to_jsonb(n) ->> 'id', to_jsonb(n) - hidden, addr, agent
    FROM new_rows n;
  ELSIF TG_OP = 'UPDATE' THEN
    INSERT INTO audit_logs (agency_id, user_id, api_key_id, action, entity_type, entity_id, change_details, ip_address, user_agent)
    SELECT (d.nj ->> agency_key)::uuid, actor, via_key, 'update', TG_TABLE_NAME, d.nj ->> 'id', d.changes, addr, agent
    FROM (
      SELECT to_jsonb(n) AS nj,
        (SELECT jsonb_object_agg(e.key, jsonb_build_object('from', to_jsonb(o) -> e.key, 'to', e.value))
           FROM jsonb_each(to_jsonb(n) - hidden) e
          WHERE (to_jsonb(o) -> e.key) IS DISTINCT FROM e.value) AS changes
      FROM new_rows n JOIN old_rows o ON (to_jsonb(o) ->> 'id') = (to_jsonb(n) ->> 'id')
    ) d
    WHERE d.changes IS NOT NULL;
  ELSE
    -- Rows removed because their agency is being deleted have nowhere to be logged.
    INSERT INTO audit_logs (agency_id, user_id, api_key_id, action, entity_type, entity_id, change_details, ip_address, user_agent)
    SELECT (to_jsonb(o) ->> agency_key)::uuid, actor, via_key, 'delete', TG_TABLE_NAME, to_jsonb(o) ->> 'id', to_jsonb(o) - hidden, addr, agent
    FROM old_rows o
    WHERE TG_TABLE_NAME <> 'agencies' AND EXISTS (SELECT 1 FROM agencies a WHERE a.id = (to_jsonb(o) ->> 'agency_id')::uuid);
  END IF;
  RETURN NULL;
END $fn$;

DO $$
DECLARE r record;
BEGIN
  FOR r IN
    SELECT c.table_name FROM information_schema.columns c
    JOIN information_schema.tables t ON t.table_schema = c.table_schema AND t.table_name = c.table_name
    WHERE c.table_schema = 'public' AND c.column_name = 'agency_id' AND t.table_type = 'BASE TABLE'
  LOOP
    IF NOT (SELECT relrowsecurity FROM pg_class WHERE oid = format('public.%I', r.table_name)::regclass) THEN
      EXECUTE format('ALTER TABLE %I ENABLE ROW LEVEL SECURITY', r.table_name);
    END IF;
    IF NOT EXISTS (SELECT 1 FROM pg_policies WHERE schemaname = 'public' AND tablename = r.table_name AND policyname = 'tenant_isolation') THEN
      EXECUTE format('CREATE POLICY tenant_isolation ON %I USING (agency_id = ${currentAgencyQuoted}) WITH CHECK (agency_id = ${currentAgencyQuoted})', r.table_name);
    END IF;
    IF NOT (${granted("r.table_name", ["SELECT", "INSERT", "UPDATE", "DELETE"])}) THEN
      EXECUTE format('GRANT SELECT, INSERT, UPDATE, DELETE ON %I TO ${TENANT_ROLE}', r.table_name);
    END IF;
  END LOOP;
END $$;

-- Live updates: each write statement announces its table to the agencies it touched (to the member, for rows
-- private to one). NOTIFY is transactional: nothing is heard of a write that rolls back, and PostgreSQL folds
-- identical announcements of one transaction into one, delivered at commit to every listening instance.
CREATE OR REPLACE FUNCTION rollcall_live() RETURNS trigger LANGUAGE plpgsql AS $fn$
DECLARE
  agency_key text := CASE WHEN TG_TABLE_NAME = 'agencies' THEN 'id' ELSE 'agency_id' END;
  per_member boolean := TG_TABLE_NAME IN (${sqlList(LIVE_PRIVATE_TABLES)});
BEGIN
  ${RETURN_ON_NO_ROWS}
  IF TG_OP = 'DELETE' THEN
    PERFORM pg_notify('${LIVE_CHANNEL}', json_build_object('a', d.a, 't', TG_TABLE_NAME, 'u', d.u)::text)
    FROM (SELECT DISTINCT to_jsonb(o) ->> agency_key AS a, CASE WHEN per_member THEN to_jsonb(o) ->> 'user_id' END AS u FROM old_rows o) d;
  ELSE
    PERFORM pg_notify('${LIVE_CHANNEL}', json_build_object('a', d.a, 't', TG_TABLE_NAME, 'u', d.u)::text)
    FROM (SELECT DISTINCT to_jsonb(n) ->> agency_key AS a, CASE WHEN per_member THEN to_jsonb(n) ->> 'user_id' END AS u FROM new_rows n) d;
  END IF;
  RETURN NULL;
END $fn$;

-- The triggers of every agency-owned table (and agencies itself): the audit trail unless UNAUDITED, live
-- updates unless LIVE_SILENT_TABLES. Created when missing and dropped when no longer wanted, never touched
-- otherwise (they call the functions above by name, so a new function body needs no new trigger; a trigger
-- whose definition changes needs a new name).
DO $$
DECLARE r record; fn text; wanted boolean; present boolean;
BEGIN
  FOR r IN
    SELECT t.table_name FROM information_schema.tables t
    WHERE t.table_schema = 'public' AND t.table_type = 'BASE TABLE'
      AND (t.table_name = 'agencies' OR EXISTS (
        SELECT 1 FROM information_schema.columns c
        WHERE c.table_schema = 'public' AND c.table_name = t.table_name AND c.column_name = 'agency_id'))
  LOOP
    FOR kind IN 1..2 LOOP
      fn := CASE kind WHEN 1 THEN 'rollcall_audit' ELSE 'rollcall_live' END;
      wanted := NOT (kind = 1 AND r.table_name IN (${sqlList(UNAUDITED)}))
        AND NOT (kind = 2 AND r.table_name IN (${sqlList(LIVE_SILENT_TABLES)}));
      present := EXISTS (SELECT 1 FROM pg_trigger
        WHERE tgrelid = format('public.%I', r.table_name)::regclass AND tgname = fn || '_insert');
      IF wanted AND NOT present THEN
        EXECUTE format('DROP TRIGGER IF EXISTS %1$s_update ON %2$I; DROP TRIGGER IF EXISTS %1$s_delete ON %2$I;
          CREATE TRIGGER %1$s_insert AFTER INSERT ON %2$I REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION %1$s();
          CREATE TRIGGER %1$s_update AFTER UPDATE ON %2$I REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION %1$s();
          CREATE TRIGGER %1$s_delete AFTER DELETE ON %2$I REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION %1$s()',
          fn, r.table_name);
      ELSIF present AND NOT wanted THEN
        EXECUTE format('DROP TRIGGER %1$s_insert ON %2$I; DROP TRIGGER IF EXISTS %1$s_update ON %2$I; DROP TRIGGER IF EXISTS %1$s_delete ON %2$I',
          fn, r.table_name);
      END IF;
    END LOOP;
  END LOOP;
END $$;

DO $$ BEGIN
  IF NOT (SELECT relrowsecurity FROM pg_class WHERE oid = 'public.agencies'::regclass) THEN
    ALTER TABLE agencies ENABLE ROW LEVEL SECURITY;
  END IF;
  IF NOT (${granted("'agencies'", ["SELECT", "UPDATE"])}) THEN
    GRANT SELECT, UPDATE ON agencies TO ${TENANT_ROLE};
  END IF;
  IF NOT EXISTS (SELECT 1 FROM pg_policies WHERE schemaname = 'public' AND tablename = 'agencies' AND policyname = 'tenant_isolation') THEN
    CREATE POLICY tenant_isolation ON agencies USING (id = ${currentAgency}) WITH CHECK (id = ${currentAgency});
  END IF;
END $$;
${wellnessPrivacySql}
${pcrPrivacySql}`;
