import { CLOCK_RULE_MAX_MINUTES, ROUNDING_MODES } from "@rollcall/shared/time-clock";
import { sql } from "drizzle-orm";
import { type AnyPgColumn, check, integer, pgTable, text, uniqueIndex } from "drizzle-orm/pg-core";
import { agencyPk, enumCheck, timestamps } from "./_helpers";
import { agencyKey } from "./agencies";

const minutesCheck = (name: string, column: AnyPgColumn) =>
  check(name, sql`${column} between 0 and ${sql.raw(String(CLOCK_RULE_MAX_MINUTES))}`);

/** The agency's time-clock rules (Settings → Time Clock Rules); no row: every rule off. Null columns: off. */
export const timeClockSettings = pgTable(
  "time_clock_settings",
  {
    ...agencyKey(),
    roundingMinutes: integer("rounding_minutes"),
    roundingMode: text("rounding_mode", { enum: ROUNDING_MODES }).notNull().default("nearest"),
    autoClockOutGraceMinutes: integer("auto_clock_out_grace_minutes"),
    reasonThresholdMinutes: integer("reason_threshold_minutes"),
    discrepancyThresholdMinutes: integer("discrepancy_threshold_minutes"),
    // Punches only this close (meters) to the shift's station; null: anywhere.
    punchRadiusMeters: integer("punch_radius_meters"),
    ...timestamps(),
  },
  (t) => [
    agencyPk("time_clock_settings_pkey", t),
    uniqueIndex("time_clock_settings_agency_unique").on(t.agencyId),
    enumCheck("time_clock_settings_rounding_mode_check", t.roundingMode, ROUNDING_MODES),
    check("time_clock_settings_rounding_check", sql`${t.roundingMinutes} in (1, 6, 15)`),
    minutesCheck("time_clock_settings_grace_check", t.autoClockOutGraceMinutes),
    minutesCheck("time_clock_settings_reason_check", t.reasonThresholdMinutes),
    minutesCheck("time_clock_settings_discrepancy_check", t.discrepancyThresholdMinutes),
    check(
      "time_clock_settings_radius_check",
      sql`${t.punchRadiusMeters} is null or ${t.punchRadiusMeters} between 25 and 10000`,
    ),
  ],
);
