/**
 * The automation job (decision 026): every minute, per agency whose plan includes automation and that has
 * enabled rules, each rule's trigger finds its events through the owning modules' queries, the rule's
 * conditions narrow them, and for each event not yet run the actions run. The run row, unique per (agency,
 * rule, event key), is inserted first in the same transaction as the actions (`on conflict do nothing`): a rule
 * never fires twice for one event, with any number of rounds or server instances (which also take the
 * advisory lock of lib/jobs.ts, one round at a time). Each action runs in its own savepoint: one that fails
 * (nobody eligible for a call-back, a course since archived) is recorded as failed and undone alone.
 */
import { TZDate } from "@date-fns/tz";
import type { AlertKind } from "@rollcall/shared/alerting";
import {
  type Action,
  type ActionOutcome,
  INCIDENT_LOOKBACK_HOURS,
  MEMBER_TRIGGERS,
  type Recipients,
  TRIGGER_LABELS,
  type Trigger,
} from "@rollcall/shared/automations";
import { INCIDENT_TYPE_LABELS, type IncidentPriority } from "@rollcall/shared/incidents";
import type { NotificationType } from "@rollcall/shared/notifications";
import { format } from "date-fns";
import { and, asc, eq, inArray } from "drizzle-orm";
import type { FastifyBaseLogger } from "fastify";
import type { Database, Transaction } from "../../db/client";
import { type AutomationRuleRow, automationRules, automationRuns } from "../../db/schema/automations";
import type { Env } from "../../env";
import { addDaysIso, displayDate } from "../../lib/dates";
import { AppError } from "../../lib/errors";
import { createJobRunner, forEachAgency, type Job, type JobAgency, runJobsOnce } from "../../lib/jobs";
import { notify } from "../../lib/notify";
import { queueAutomationWebhook } from "../../lib/webhooks";
import { agencyCanUse } from "../agencies";
import { openCallback, openCallbackForGap } from "../callbacks";
import { expiringCertifications } from "../compliance";
import { maintenanceDueBy, scheduleMaintenance } from "../equipment";
import { incidentsReportedSince } from "../incidents";
import { uncoveredShiftsStarting } from "../scheduling";
import { findStaffingGaps } from "../staffing";
import { assignCourseTo, overdueAssignments } from "../training";
import { currentMembersOf, membersByIds } from "../users";

/** Advisory lock key of the automation job (distinct from the other jobs' and the migration keys). */
export const AUTOMATION_JOBS_LOCK_KEY = 7206157;
export const AUTOMATION_JOBS_FIRST_RUN_MS = 3000;

/** One thing a trigger noticed. */
export type AutomationEvent = {
  /** Unique per thing and its date: `cert:<id>:<expiry>`, `shift:<id>:<start>`, ... */
  key: string;
  /** In words, with the member's name when the event is about a member. */
  text: string;
  /** The member the event is about (certificate holder, assignee). */
  memberId?: string;
  shiftId?: string;
  gap?: { ruleId: string; start: Date; end: Date };
  equipmentId?: string;
  certificationName?: string;
  incidentPriority?: IncidentPriority;
  /** What a webhook receives about it. */
  data: Record<string, unknown>;
};

type Member = { id: string; firstName: string; lastName: string; role: string; platoon: string | null };
const nameOf = (m: { firstName: string; lastName: string } | undefined) =>
  m ? `${m.firstName} ${m.lastName}`.trim() : "A former member";
const moment = (instant: Date, timeZone: string) =>
  format(new TZDate(instant.getTime(), timeZone), "MMM d, yyyy HH:mm");

/** The events of `trigger` at `now` (the owning modules' queries), before conditions. */
async function findEvents(
  tx: Transaction,
  agency: JobAgency,
  rule: AutomationRuleRow,
  now: Date,
): Promise<AutomationEvent[]> {
  const { agencyId, today, timeZone } = agency;
  const trigger: Trigger = rule.trigger;
  switch (trigger.type) {
    case "cert_expiring": {
      const certs = await expiringCertifications(tx, agencyId, today, { days: trigger.days });
      return certs.map((c) => ({
        key: `cert:${c.id}:${c.expirationDate}`,
        text: `${nameOf(c)}'s ${c.name} certificate expires on ${displayDate(c.expirationDate)}`,
        memberId: c.userId,
        certificationName: c.name,
        data: {
          certification: { id: c.id, name: c.name, expirationDate: c.expirationDate, userId: c.userId },
        },
      }));
    }
    case "shift_uncovered": {
      const until = new Date(now.getTime() + trigger.hours * 3_600_000);
      const open = await uncoveredShiftsStarting(tx, agencyId, now, until);
      return open.map((s) => ({
        key: `shift:${s.id}:${s.startTime.toISOString()}`,
        text: `${s.title} on ${moment(s.startTime, timeZone)} has nobody assigned`,
        shiftId: s.id,
        data: { shift: { id: s.id, title: s.title, startTime: s.startTime, endTime: s.endTime } },
      }));
    }
    case "staffing_gap": {
      const gaps = await findStaffingGaps(tx, {
        startDate: today,
        endDate: addDaysIso(today, trigger.days),
        timeZone,
      });
      return gaps
        .filter((g) => new Date(g.start).getTime() > now.getTime())
        .map((g) => ({
          key: `gap:${g.ruleId}:${g.start}:${g.end}`,
          text: `${g.ruleName}: ${g.text}, ${moment(new Date(g.start), timeZone)} to ${moment(new Date(g.end), timeZone)}`,
          gap: { ruleId: g.ruleId, start: new Date(g.start), end: new Date(g.end) },
          data: { gap: g },
        }));
    }
    case "incident_created": {
      // New to the rule: reported after it was made, and within the look-back (a long pause is not replayed).
      const lookback = new Date(now.getTime() - INCIDENT_LOOKBACK_HOURS * 3_600_000);
      const since = rule.createdAt > lookback ? rule.createdAt : lookback;
      const list = await incidentsReportedSince(tx, agencyId, since, trigger.incidentTypes);
      return list.map((i) => ({
        key: `incident:${i.id}`,
        text: `${INCIDENT_TYPE_LABELS[i.incidentType]} reported: ${i.incidentNumber}, ${i.location}`,
        incidentPriority: i.priority,
        data: {
          incident: {
            id: i.id,
            incidentNumber: i.incidentNumber,
            incidentType: i.incidentType,
            priority: i.priority,
          },
        },
      }));
    }
    case "training_overdue": {
      const list = await overdueAssignments(tx, agencyId, addDaysIso(today, -trigger.days));
      return list.map((a) => ({
        key: `assignment:${a.id}`,
        text: `“${a.courseTitle}” was due ${displayDate(a.dueDate)}`,
        memberId: a.userId,
        data: { assignment: { id: a.id, courseTitle: a.courseTitle, dueDate: a.dueDate, userId: a.userId } },
      }));
    }
    case "maintenance_due": {
      const items = await maintenanceDueBy(tx, agencyId, addDaysIso(today, trigger.days));
      return items.map((item) => ({
        key: `maintenance:${item.id}:${item.dueDate}`,
        text: `${item.name} is due for maintenance on ${displayDate(item.dueDate as string)}`,
        equipmentId: item.id,
        data: { equipment: { id: item.id, name: item.name, nextMaintenanceDate: item.dueDate } },
      }));
    }
  }
}

/** The events the rule's conditions keep; a member trigger's text names the member. */
function applyConditions(rule: AutomationRuleRow, events: AutomationEvent[], members: Map<string, Member>) {
  const c = rule.conditions;
  const type = rule.trigger.type;
  const name = c.certificationName?.toLowerCase();
  return events.flatMap((event) => {
    if (MEMBER_TRIGGERS.includes(type)) {
      const member = event.memberId ? members.get(event.memberId) : undefined;
      if (!member) return [];
      if (c.roles.length && !c.roles.includes(member.role as never)) return [];
      if (c.platoons.length && !(member.platoon && c.platoons.includes(member.platoon as never))) return [];
      if (type === "training_overdue") event = { ...event, text: `${nameOf(member)}: ${event.text}` };
    }
    if (type === "cert_expiring" && name && !event.certificationName?.toLowerCase().includes(name)) return [];
    if (type === "incident_created" && c.incidentPriorities.length) {
      if (!event.incidentPriority || !c.incidentPriorities.includes(event.incidentPriority)) return [];
    }
    return [event];
  });
}

const ALERT_KIND: Record<Trigger["type"], AlertKind> = {
  cert_expiring: "cert_expiring",
  shift_uncovered: "staffing_gap",
  staffing_gap: "staffing_gap",
  incident_created: "general",
  training_overdue: "general",
  maintenance_due: "general",
};
const NOTIFICATION_TYPE: Record<Trigger["type"], NotificationType> = {
  cert_expiring: "warning",
  shift_uncovered: "alert",
  staffing_gap: "alert",
  incident_created: "info",
  training_overdue: "warning",
  maintenance_due: "warning",
};
const LINK: Record<Trigger["type"], string> = {
  cert_expiring: "/compliance",
  shift_uncovered: "/scheduling",
  staffing_gap: "/scheduling",
  incident_created: "/incidents",
  training_overdue: "/training",
  maintenance_due: "/assets",
};

type RunContext = { agency: JobAgency; rule: AutomationRuleRow; event: AutomationEvent; now: Date };

const plural = (n: number, one: string) => `${n} ${n === 1 ? one : `${one}s`}`;

/** Who an action names: the event's member (when asked), every member in the roles, the chosen members. */
async function recipientsOf(tx: Transaction, { agency, event }: RunContext, who: Recipients) {
  const ids = new Set(await currentMembersOf(tx, agency.agencyId, who));
  if (who.toMember && event.memberId) {
    const [member] = await membersByIds(tx, agency.agencyId, [event.memberId]);
    if (member) ids.add(member.id);
  }
  return [...ids];
}

/** Runs one action; a refusal (AppError) or a gone target becomes a failed outcome, anything else is thrown. */
async function runAction(
  tx: Transaction,
  run: RunContext,
  action: Action,
  index: number,
): Promise<ActionOutcome> {
  const { agency, rule, event, now } = run;
  const failed = (summary: string): ActionOutcome => ({ type: action.type, ok: false, summary });
  const ok = (summary: string): ActionOutcome => ({ type: action.type, ok: true, summary });
  switch (action.type) {
    case "notify": {
      const userIds = await recipientsOf(tx, run, action);
      if (!userIds.length) return failed("Nobody to notify");
      const type = rule.trigger.type;
      const sent = await notify(
        tx,
        userIds.map((userId) => ({
          agencyId: agency.agencyId,
          userId,
          type: NOTIFICATION_TYPE[type],
          title: rule.name,
          message: `${event.text}.`,
          dedupeKey: `automation:${rule.id}:${index}:${event.key}`,
          alert: action.channels.length
            ? { kind: ALERT_KIND[type], link: LINK[type], channels: action.channels }
            : undefined,
        })),
      );
      return ok(`Notified ${plural(sent, "member")}`);
    }
    case "callback": {
      const ctx = { agencyId: agency.agencyId, timeZone: agency.timeZone };
      const started = event.shiftId
        ? await openCallback(tx, ctx, event.shiftId, rule.createdBy, now)
        : event.gap
          ? await openCallbackForGap(tx, ctx, event.gap, rule.createdBy, now)
          : null;
      if (!started) return failed("No shift to call back");
      return ok(`Call-back started: ${plural(started.offers.length, "eligible member")}`);
    }
    case "assign_course": {
      const userIds = await recipientsOf(tx, run, action);
      if (!userIds.length) return failed("Nobody to assign");
      const result = await assignCourseTo(tx, agency.agencyId, {
        courseId: action.courseId,
        userIds,
        dueDate: addDaysIso(agency.today, action.dueInDays),
        assignedById: rule.createdBy,
        notes: `Assigned by the rule “${rule.name}”`,
      });
      if (!result) return failed("The course is gone or archived");
      const skipped = result.skipped ? ` (${result.skipped} already had it)` : "";
      return ok(`Assigned “${result.title}” to ${plural(result.assigned, "member")}${skipped}`);
    }
    case "work_order": {
      const equipmentId = action.equipmentId ?? event.equipmentId;
      const scheduled = equipmentId
        ? await scheduleMaintenance(tx, agency.agencyId, equipmentId, addDaysIso(agency.today, action.inDays))
        : null;
      if (!scheduled) return failed("The equipment is gone");
      return ok(
        `${scheduled.name} in the shop, maintenance on ${displayDate(scheduled.nextMaintenanceDate as string)}`,
      );
    }
    case "webhook": {
      const data = {
        rule: { id: rule.id, name: rule.name },
        trigger: { ...rule.trigger, label: TRIGGER_LABELS[rule.trigger.type] },
        event: { key: event.key, text: event.text, ...event.data },
      };
      const queued = await queueAutomationWebhook(
        tx,
        agency.agencyId,
        action.webhookId,
        data,
        `${rule.id}:${event.key}`,
      );
      return queued ? ok("Webhook call queued") : failed("The webhook is gone");
    }
  }
}

/**
 * Fires `rule` for `event` unless it already has: the run row first (its unique key decides), then each
 * action in a savepoint, then the outcomes. Returns whether it fired.
 */
export async function fireRule(tx: Transaction, run: RunContext, log: FastifyBaseLogger): Promise<boolean> {
  const { agency, rule, event, now } = run;
  const [row] = await tx
    .insert(automationRuns)
    .values({
      agencyId: agency.agencyId,
      ruleId: rule.id,
      eventKey: event.key,
      event: event.text,
      firedAt: now,
      status: "ok",
      outcomes: [],
    })
    .onConflictDoNothing()
    .returning({ id: automationRuns.id });
  if (!row) return false;
  const outcomes: ActionOutcome[] = [];
  for (const [index, action] of rule.actions.entries()) {
    try {
      outcomes.push(await tx.transaction((stx) => runAction(stx as Transaction, run, action, index)));
    } catch (err) {
      if (!(err instanceof AppError) || err.statusCode >= 500)
        log.error({ err, ruleId: rule.id, action: action.type }, "automation action failed");
      const summary = err instanceof AppError && err.statusCode < 500 ? err.message : "Could not be done";
      outcomes.push({ type: action.type, ok: false, summary });
    }
  }
  const failures = outcomes.filter((o) => !o.ok);
  await tx
    .update(automationRuns)
    .set({
      outcomes,
      status: failures.length ? "failed" : "ok",
      error: failures.length ? failures.map((f) => f.summary).join("; ") : null,
    })
    .where(and(eq(automationRuns.agencyId, agency.agencyId), eq(automationRuns.id, row.id)));
  return true;
}

/** One agency's round: its enabled rules, their events, the runs not yet made. Returns how many fired. */
export async function runAgencyAutomations(
  tx: Transaction,
  agency: JobAgency,
  now: Date,
  log: FastifyBaseLogger,
): Promise<number> {
  const rules = await tx
    .select()
    .from(automationRules)
    .where(and(eq(automationRules.agencyId, agency.agencyId), eq(automationRules.enabled, true)))
    .orderBy(asc(automationRules.createdAt));
  if (!rules.length || !(await agencyCanUse(tx, agency.agencyId, "automation"))) return 0;
  let fired = 0;
  for (const rule of rules) {
    const found = await findEvents(tx, agency, rule, now);
    if (!found.length) continue;
    const fresh = await notYetRun(tx, agency.agencyId, rule.id, found);
    if (!fresh.length) continue;
    const memberIds = [...new Set(fresh.flatMap((e) => (e.memberId ? [e.memberId] : [])))];
    const members = new Map((await membersByIds(tx, agency.agencyId, memberIds)).map((m) => [m.id, m]));
    for (const event of applyConditions(rule, fresh, members))
      if (await fireRule(tx, { agency, rule, event, now }, log)) fired++;
  }
  return fired;
}

/** The events the rule has no run for yet (one read instead of an insert attempt per event seen again). */
async function notYetRun(tx: Transaction, agencyId: string, ruleId: string, events: AutomationEvent[]) {
  const seen = await tx
    .select({ key: automationRuns.eventKey })
    .from(automationRuns)
    .where(
      and(
        eq(automationRuns.agencyId, agencyId),
        eq(automationRuns.ruleId, ruleId),
        inArray(
          automationRuns.eventKey,
          events.map((e) => e.key),
        ),
      ),
    );
  const done = new Set(seen.map((s) => s.key));
  return events.filter((e) => !done.has(e.key));
}

export const automationJob: Job = {
  name: "automation",
  run: (context) =>
    forEachAgency(context, "automation", (atx, agency) =>
      runAgencyAutomations(atx, agency, context.now, context.log),
    ),
};

/** Runs the automation job once, now (or at `now`), under its lock. The entry point for tests. */
export function runAutomationJobs(db: Database, log: FastifyBaseLogger, now?: Date) {
  return runJobsOnce(db, { lockKey: AUTOMATION_JOBS_LOCK_KEY, jobs: [automationJob], log, now });
}

/** The periodic runner: every AUTOMATION_INTERVAL_SECONDS (60 by default); off under NODE_ENV=test. */
export function createAutomationJobRunner(app: {
  db: Database;
  log: FastifyBaseLogger;
  env: Pick<Env, "NODE_ENV" | "AUTOMATION_INTERVAL_SECONDS">;
}) {
  return createJobRunner({
    db: app.db,
    log: app.log,
    jobs: [automationJob],
    lockKey: AUTOMATION_JOBS_LOCK_KEY,
    enabled: app.env.NODE_ENV !== "test",
    intervalMs: app.env.AUTOMATION_INTERVAL_SECONDS * 1000,
    firstRunDelayMs: AUTOMATION_JOBS_FIRST_RUN_MS,
  });
}
