/**
 * The demo's workflow automation: four rules the chief set up a few weeks ago (certificate reminders, overdue
 * training, apparatus maintenance and open shifts), each already run by the automation engine itself at the
 * moment of seeding, on the demo's own certificates, assignments, apparatus and shifts, so the Runs dialog shows
 * what each did and the members have the notifications it sent. The reminders stay in the app (the bell): the
 * demo's addresses are made up, so nothing is sent out of it.
 */
import { randomUUID } from "node:crypto";
import { type Action, NO_CONDITIONS, type Trigger } from "@rollcall/shared/automations";
import type { FastifyBaseLogger } from "fastify";
import { automationRules } from "../../db/schema/automations";
import { DAY, type SeedStep } from "../../db/seed/context";
import { agencyToday } from "../../lib/dates";
import { runAgencyAutomations } from "./automations.jobs";

type DemoRule = { name: string; trigger: Trigger; actions: Action[] };

const inApp = (to: Pick<Extract<Action, { type: "notify" }>, "toMember" | "roles">): Action => ({
  type: "notify",
  ...to,
  userIds: [],
  channels: [],
});

export const DEMO_RULES: readonly DemoRule[] = [
  {
    name: "30-day certificate reminder",
    trigger: { type: "cert_expiring", days: 30 },
    actions: [inApp({ toMember: true, roles: ["admin"] })],
  },
  {
    name: "Overdue training reminder",
    trigger: { type: "training_overdue", days: 0 },
    actions: [inApp({ toMember: true, roles: ["officer"] })],
  },
  {
    name: "Apparatus maintenance due within 14 days",
    trigger: { type: "maintenance_due", days: 14 },
    actions: [inApp({ toMember: false, roles: ["admin", "officer"] })],
  },
  {
    name: "Open shift in the next 7 days",
    trigger: { type: "shift_uncovered", hours: 168 },
    actions: [inApp({ toMember: false, roles: ["officer"] })],
  },
];

/** What the engine would log: an action that fails unexpectedly is noted, the seed goes on. */
const seedLog = {
  error: (details: unknown, message?: string) => console.error(`demo seed: ${message ?? ""}`, details),
} as unknown as FastifyBaseLogger;

export const automationsSeed: SeedStep = (ctx) => {
  const { agencyId, now, idOf } = ctx;
  const createdAt = new Date(now.getTime() - 21 * DAY);
  const rows = DEMO_RULES.map((rule) => ({
    agencyId,
    id: randomUUID(),
    ...rule,
    conditions: NO_CONDITIONS,
    createdBy: idOf("reyes"),
    createdAt,
    updatedAt: createdAt,
  }));
  return async ({ tx }) => {
    await tx.insert(automationRules).values(rows);
    // The engine's own round, as the job runs it (the demo agency works in UTC).
    await runAgencyAutomations(
      tx,
      { agencyId, timeZone: "UTC", today: agencyToday("UTC", now) },
      now,
      seedLog,
    );
  };
};
