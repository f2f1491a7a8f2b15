/**
 * Workflow automation (modules/automations, decision 026): an agency's rules and each time one fired. A run is
 * unique per (agency, rule, event key), inserted in the transaction of its actions: a rule never fires twice for
 * one event, however many rounds or server instances see it.
 */
import {
  type Action,
  type ActionOutcome,
  type Conditions,
  READY_MADE_KEYS,
  type ReadyMadeKey,
  RUN_STATUSES,
  type RunStatus,
  type Trigger,
} from "@rollcall/shared/automations";
import { boolean, index, jsonb, pgTable, text, timestamp, uniqueIndex, uuid } from "drizzle-orm/pg-core";
import { agencyFk, agencyPk, enumCheck, timestamps, tz } from "./_helpers";
import { agencyKey } from "./agencies";
import { memberFk } from "./users";

export const automationRules = pgTable(
  "automation_rules",
  {
    ...agencyKey(),
    name: text("name").notNull(),
    enabled: boolean("enabled").notNull().default(true),
    /** { type, days | hours | incidentTypes }: shared/automations.ts triggerSchema. */
    trigger: jsonb("trigger").$type<Trigger>().notNull(),
    conditions: jsonb("conditions").$type<Conditions>().notNull(),
    actions: jsonb("actions").$type<Action[]>().notNull(),
    /** The ready-made rule it was turned on from (once per agency), else null. */
    readyMade: text("ready_made").$type<ReadyMadeKey>(),
    /** The admin who made it: the call-backs, assignments and work orders it starts are signed by them. */
    createdBy: uuid("created_by").notNull(),
    ...timestamps(),
  },
  (t) => [
    agencyPk("automation_rules_pkey", t),
    memberFk("automation_rules_created_by_fk", t.agencyId, t.createdBy),
    enumCheck("automation_rules_ready_made_check", t.readyMade, READY_MADE_KEYS),
    uniqueIndex("automation_rules_ready_made_idx").on(t.agencyId, t.readyMade),
    index("automation_rules_agency_enabled_idx").on(t.agencyId, t.enabled),
  ],
);

export type AutomationRuleRow = typeof automationRules.$inferSelect;

export const automationRuns = pgTable(
  "automation_runs",
  {
    ...agencyKey(),
    ruleId: uuid("rule_id").notNull(),
    /** Names the event: `cert:<id>:<expiry>`, `shift:<id>:<start>`, `gap:<ruleId>:<start>:<end>`, ... */
    eventKey: text("event_key").notNull(),
    /** The event in words, as it was when the rule fired. */
    event: text("event").notNull(),
    firedAt: timestamp("fired_at", tz).defaultNow().notNull(),
    status: text("status").$type<RunStatus>().notNull(),
    outcomes: jsonb("outcomes").$type<ActionOutcome[]>().notNull(),
    error: text("error"),
    ...timestamps(),
  },
  (t) => [
    agencyPk("automation_runs_pkey", t),
    agencyFk("automation_runs_rule_fk", t.agencyId, t.ruleId, automationRules).onDelete("cascade"),
    enumCheck("automation_runs_status_check", t.status, RUN_STATUSES),
    uniqueIndex("automation_runs_event_idx").on(t.agencyId, t.ruleId, t.eventKey),
    index("automation_runs_rule_fired_idx").on(t.agencyId, t.ruleId, t.firedAt),
  ],
);
