-- updated_at is the version an offline edit is checked against (If-Match, lib/versions.ts). The database moves
-- it on every update of a versioned row, by at least one millisecond (the precision versions are compared at),
-- whichever statement made the change and whatever the clocks of the servers that sent it.
CREATE OR REPLACE FUNCTION rollcall_next_version() RETURNS trigger LANGUAGE plpgsql AS $fn$
BEGIN
  NEW.updated_at := greatest(now(), OLD.updated_at + interval '1 millisecond');
  RETURN NEW;
END $fn$;
--> statement-breakpoint
CREATE TRIGGER shifts_next_version BEFORE UPDATE ON shifts FOR EACH ROW EXECUTE FUNCTION rollcall_next_version();
--> statement-breakpoint
CREATE TRIGGER incidents_next_version BEFORE UPDATE ON incidents FOR EACH ROW EXECUTE FUNCTION rollcall_next_version();
