import { sql } from "drizzle-orm";
import { boolean, check, jsonb, pgTable, text, uniqueIndex } from "drizzle-orm/pg-core";
import { agencyPk, timestamps } from "./_helpers";
import { agencyKey } from "./agencies";

/**
 * The agency's NEMSIS settings (Settings → NEMSIS): its state ids and dAgency / dConfiguration codes, and the
 * state web service's address, account and organization. The password is sealed with AES-256-GCM under the
 * installation's key (lib/secret-box.ts, purpose "nemsis-state-password") in `secret`, a column the audit log
 * never copies (db/tenant-policies.ts) and no answer carries.
 */
export const nemsisSettings = pgTable(
  "nemsis_settings",
  {
    ...agencyKey(),
    stateId: text("state_id"),
    agencyNumber: text("agency_number"),
    stateCode: text("state_code"),
    counties: jsonb("counties").$type<string[]>().notNull().default([]),
    serviceType: text("service_type"),
    levelOfService: text("level_of_service"),
    organizationStatus: text("organization_status"),
    organizationalType: text("organizational_type"),
    taxStatus: text("tax_status"),
    emd: text("emd"),
    // dConfiguration.10: the protocols the agency's crews work by (NEMSIS ProtocolsUsed codes).
    protocols: jsonb("protocols").$type<string[]>().notNull().default([]),
    npi: text("npi"),
    fireDepartmentId: text("fire_department_id"),
    endpoint: text("endpoint"),
    username: text("username"),
    organization: text("organization"),
    secret: text("secret"),
    submitOnClose: boolean("submit_on_close").notNull().default(false),
    ...timestamps(),
  },
  (t) => [
    agencyPk("nemsis_settings_pkey", t),
    uniqueIndex("nemsis_settings_agency_unique").on(t.agencyId),
    check("nemsis_settings_state_code_check", sql`${t.stateCode} is null or ${t.stateCode} ~ '^[0-9]{2}$'`),
  ],
);
