/**
 * An agency's automation rules (admins, Pro): listed with their latest run, made (a ready-made one once per
 * agency), changed (the switch sends `enabled` alone), deleted with their runs, and each rule's run history.
 * What an action names (members, a course, equipment, a webhook) must be the agency's: 400 on the field.
 */
import {
  type Action,
  AUTOMATION_MESSAGES,
  type AutomationRuleUpdateValues,
  type AutomationRuleValues,
  automationRuleSchemaForCheck,
  MAX_AUTOMATION_RULES,
  RUNS_LISTED,
} from "@rollcall/shared/automations";
import { and, count, desc, eq, sql } from "drizzle-orm";
import type { Transaction } from "../../db/client";
import { type AutomationRuleRow, automationRules, automationRuns } from "../../db/schema/automations";
import { badRequest, conflict, databaseError, notFound } from "../../lib/errors";
import { agencyWebhookIds } from "../../lib/webhooks";
import type { AgencyScope } from "../../plugins/auth";
import { liveEquipmentIds } from "../equipment";
import { assignableCourseIds } from "../training";
import { makerOf, membersByIds } from "../users";

type LastRun = { firedAt: string; status: "ok" | "failed" } | null;

const lastRun = sql<LastRun>`(
  select json_build_object('firedAt', r.fired_at, 'status', r.status)
  from ${automationRuns} r
  where r.agency_id = ${automationRules}.agency_id and r.rule_id = ${automationRules}.id
  order by r.fired_at desc limit 1)`;

const runCount = sql<number>`(
  select count(*)::int from ${automationRuns} r
  where r.agency_id = ${automationRules}.agency_id and r.rule_id = ${automationRules}.id)`;

const listed = {
  id: automationRules.id,
  name: automationRules.name,
  enabled: automationRules.enabled,
  trigger: automationRules.trigger,
  conditions: automationRules.conditions,
  actions: automationRules.actions,
  readyMade: automationRules.readyMade,
  createdAt: automationRules.createdAt,
  updatedAt: automationRules.updatedAt,
  createdBy: makerOf(automationRules),
  runCount,
  lastRun,
};

const toDto = <T extends { lastRun: LastRun }>({ lastRun: last, ...rule }: T) => ({
  ...rule,
  lastRun: last ? { ...last, firedAt: new Date(last.firedAt) } : null,
});

function selectRules(tx: Transaction, agencyId: string, id?: string) {
  return tx
    .select(listed)
    .from(automationRules)
    .where(and(eq(automationRules.agencyId, agencyId), id ? eq(automationRules.id, id) : undefined))
    .orderBy(desc(automationRules.createdAt));
}

async function loadRule(tx: Transaction, agencyId: string, id: string) {
  const [row] = await selectRules(tx, agencyId, id);
  if (!row) throw notFound(AUTOMATION_MESSAGES.notFound);
  return toDto(row);
}

export async function listRules(scope: AgencyScope) {
  const rows = await scope.run((tx) => selectRules(tx, scope.agencyId));
  return rows.map(toDto);
}

/** Every id the actions name belongs to the agency (current members, courses not archived, live items, webhooks). */
async function checkReferences(tx: Transaction, agencyId: string, actions: Action[]) {
  const errors: Record<string, string> = {};
  const wanted = (type: Action["type"], pick: (a: Action) => string[]) =>
    actions.flatMap((a, i) => (a.type === type ? pick(a).map((id) => ({ i, id })) : []));
  const checks = [
    {
      refs: actions.flatMap((a, i) =>
        a.type === "notify" || a.type === "assign_course" ? a.userIds.map((id) => ({ i, id })) : [],
      ),
      field: "userIds",
      message: AUTOMATION_MESSAGES.memberNotFound,
      known: async (ids: string[]) => new Set((await membersByIds(tx, agencyId, ids)).map((m) => m.id)),
    },
    {
      refs: wanted("assign_course", (a) => (a.type === "assign_course" ? [a.courseId] : [])),
      field: "courseId",
      message: AUTOMATION_MESSAGES.courseNotFound,
      known: (ids: string[]) => assignableCourseIds(tx, agencyId, ids),
    },
    {
      refs: wanted("work_order", (a) => (a.type === "work_order" && a.equipmentId ? [a.equipmentId] : [])),
      field: "equipmentId",
      message: AUTOMATION_MESSAGES.equipmentNotFound,
      known: (ids: string[]) => liveEquipmentIds(tx, agencyId, ids),
    },
    {
      refs: wanted("webhook", (a) => (a.type === "webhook" ? [a.webhookId] : [])),
      field: "webhookId",
      message: AUTOMATION_MESSAGES.webhookNotFound,
      known: (ids: string[]) => agencyWebhookIds(tx, agencyId, ids),
    },
  ];
  for (const { refs, field, message, known } of checks) {
    if (!refs.length) continue;
    const found = await known([...new Set(refs.map((r) => r.id))]);
    for (const { i, id } of refs) if (!found.has(id)) errors[`actions.${i}.${field}`] = message;
  }
  const [first] = Object.values(errors);
  if (first) throw badRequest(first, errors);
}

const isReadyMadeTaken = (error: unknown) =>
  databaseError(error)?.constraint === "automation_rules_ready_made_idx";

export async function createRule(scope: AgencyScope, v: AutomationRuleValues) {
  try {
    return await scope.run(async (tx) => {
      const [{ value }] = await tx
        .select({ value: count() })
        .from(automationRules)
        .where(eq(automationRules.agencyId, scope.agencyId));
      if (value >= MAX_AUTOMATION_RULES) throw conflict(AUTOMATION_MESSAGES.tooMany);
      await checkReferences(tx, scope.agencyId, v.actions);
      const [row] = await tx
        .insert(automationRules)
        .values({
          agencyId: scope.agencyId,
          name: v.name,
          enabled: v.enabled,
          trigger: v.trigger,
          conditions: v.conditions,
          actions: v.actions,
          readyMade: v.readyMade ?? null,
          createdBy: scope.userId,
        })
        .returning({ id: automationRules.id });
      return loadRule(tx, scope.agencyId, row.id);
    });
  } catch (error) {
    if (isReadyMadeTaken(error)) throw conflict(AUTOMATION_MESSAGES.readyMadeOn);
    throw error;
  }
}

/** The fields sent replace the stored ones; the whole rule must still agree (a call-back needs a shift trigger). */
export async function updateRule(scope: AgencyScope, id: string, v: AutomationRuleUpdateValues) {
  return scope.run(async (tx) => {
    const [current] = await tx
      .select()
      .from(automationRules)
      .where(and(eq(automationRules.agencyId, scope.agencyId), eq(automationRules.id, id)))
      .for("update");
    if (!current) throw notFound(AUTOMATION_MESSAGES.notFound);
    const merged = {
      name: v.name ?? current.name,
      enabled: v.enabled ?? current.enabled,
      trigger: v.trigger ?? current.trigger,
      conditions: v.conditions ?? current.conditions,
      actions: v.actions ?? current.actions,
    };
    const checked = automationRuleSchemaForCheck.safeParse(merged);
    if (!checked.success) {
      const errors = Object.fromEntries(checked.error.issues.map((i) => [i.path.join("."), i.message]));
      throw badRequest(checked.error.issues[0].message, errors);
    }
    if (v.actions) await checkReferences(tx, scope.agencyId, v.actions);
    const changes: Partial<AutomationRuleRow> = Object.fromEntries(
      Object.entries(v).filter(([, value]) => value !== undefined),
    );
    if (Object.keys(changes).length)
      await tx
        .update(automationRules)
        .set(changes)
        .where(and(eq(automationRules.agencyId, scope.agencyId), eq(automationRules.id, id)));
    return loadRule(tx, scope.agencyId, id);
  });
}

export async function deleteRule(scope: AgencyScope, id: string) {
  const deleted = await scope.run((tx) =>
    tx
      .delete(automationRules)
      .where(and(eq(automationRules.agencyId, scope.agencyId), eq(automationRules.id, id)))
      .returning({ id: automationRules.id }),
  );
  if (!deleted.length) throw notFound(AUTOMATION_MESSAGES.notFound);
}

/** The rule's runs, newest first (404 for another agency's rule). */
export async function listRuns(scope: AgencyScope, id: string) {
  return scope.run(async (tx) => {
    const [rule] = await tx
      .select({ id: automationRules.id })
      .from(automationRules)
      .where(and(eq(automationRules.agencyId, scope.agencyId), eq(automationRules.id, id)));
    if (!rule) throw notFound(AUTOMATION_MESSAGES.notFound);
    return tx
      .select({
        id: automationRuns.id,
        ruleId: automationRuns.ruleId,
        eventKey: automationRuns.eventKey,
        event: automationRuns.event,
        firedAt: automationRuns.firedAt,
        status: automationRuns.status,
        outcomes: automationRuns.outcomes,
        error: automationRuns.error,
      })
      .from(automationRuns)
      .where(and(eq(automationRuns.agencyId, scope.agencyId), eq(automationRuns.ruleId, id)))
      .orderBy(desc(automationRuns.firedAt))
      .limit(RUNS_LISTED);
  });
}
