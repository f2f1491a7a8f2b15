/** Demo notifications for the four documented accounts. */
import { type NewNotification, notifications } from "../../db/schema/notifications";
import { builtBy, type DemoContext, HOUR, type SeedStep, shortDate } from "../../db/seed/context";
import type { MemberKey, Platoon } from "../../db/seed/people";

/** What the four demo accounts find in their bell (the jobs add expiring certifications and maintenance due). */
export function buildNotifications(ctx: DemoContext, incidentNumber: (seq: string) => string | undefined) {
  const { now, agencyId, day, idOf, member, nameOf, shift0, platoonOn } = ctx;
  const nextPlatoonShift = (platoon: Platoon) => {
    for (let k = 1; k <= 3; k++) if (platoonOn(k) === platoon) return day(shift0 + k);
    return day(shift0 + 1);
  };
  const note = (
    key: MemberKey,
    hoursAgo: number,
    type: NewNotification["type"],
    isRead: boolean,
    title: string,
    message: string,
  ): NewNotification => ({
    agencyId,
    userId: idOf(key),
    title,
    message,
    type,
    isRead,
    dedupeKey: null,
    createdAt: new Date(now.getTime() - hoursAgo * HOUR),
  });
  // Expiring certifications and maintenance due are announced by the notification jobs (once, deduplicated)
  // on the first start, so the seed does not write those itself.
  const notificationRows: NewNotification[] = [
    note(
      "reyes",
      3,
      "warning",
      false,
      "Certification expired",
      `${nameOf("obrien")}'s CPR certification expired on ${shortDate(day(-9))}.`,
    ),
    note(
      "reyes",
      8,
      "info",
      false,
      "Coverage request posted",
      `Engine 1 overtime on ${shortDate(day(shift0 + 4))} has no one assigned yet.`,
    ),
    note(
      "reyes",
      26,
      "warning",
      false,
      "Budget nearing limit",
      "Station Utilities has used over 80% of its fiscal-year budget.",
    ),
    note(
      "reyes",
      50,
      "alert",
      true,
      "Equipment out of service",
      "Generator 1 at Station 2 was marked out of service.",
    ),
    note(
      "reyes",
      140,
      "info",
      true,
      "Incident report submitted",
      `Captain ${member("vasquez").last} submitted report ${incidentNumber("5911")} for approval.`,
    ),
    note(
      "hale",
      5,
      "info",
      false,
      "Incident report awaiting review",
      `Your draft report ${incidentNumber("6678")} (842 Oak St) is not submitted yet.`,
    ),
    note(
      "hale",
      20,
      "warning",
      false,
      "Training overdue",
      `${nameOf("ortega")}'s "Live Fire Behavior & Suppression" was due ${shortDate(day(-8))}.`,
    ),
    note(
      "hale",
      72,
      "info",
      true,
      "Shift assigned",
      `A Platoon, Station 1 - Captain, starting ${shortDate(nextPlatoonShift("A"))} 07:00.`,
    ),
    note(
      "kim",
      22,
      "info",
      false,
      "Training assigned",
      `"SCBA Proficiency & Air Management" is due ${shortDate(day(5))}.`,
    ),
    note(
      "kim",
      72,
      "info",
      true,
      "Shift assigned",
      `A Platoon, Engine 1, starting ${shortDate(nextPlatoonShift("A"))} 07:00.`,
    ),
    note(
      "kim",
      240,
      "success",
      true,
      "Training completed",
      `You completed "Emergency Vehicle Operations (EVOC)".`,
    ),
    note(
      "patel",
      28,
      "alert",
      false,
      "Training overdue",
      `"Hazmat Operations Refresher" was due ${shortDate(day(-4))}.`,
    ),
    note("patel", 48, "info", true, "Training assigned", `"ACLS Refresher" is due ${shortDate(day(9))}.`),
    note(
      "patel",
      72,
      "info",
      true,
      "Shift assigned",
      `A Platoon, Medic 3, starting ${shortDate(nextPlatoonShift("A"))} 07:00.`,
    ),
  ];
  return { notificationRows };
}

/** Built when written, after every part has built: a notification names a report by incidents' number. */
export const notificationsSeed: SeedStep =
  (ctx) =>
  async ({ tx }) => {
    const { notificationRows } = buildNotifications(ctx, builtBy(ctx, "incidentNumber", "incidents"));
    await tx.insert(notifications).values(notificationRows);
  };
