import type { Equipment } from "@rollcall/shared/equipment";

const plural = (n: number, word: string) => `${n} ${word}${n === 1 ? "" : "s"}`;

/** "Due in 3 days", "Due today", "Overdue by 2 days", "Not scheduled". */
export function describeMaintenance(item: Pick<Equipment, "daysUntilMaintenance">) {
  const days = item.daysUntilMaintenance;
  if (days === null) return "Not scheduled";
  if (days === 0) return "Due today";
  if (days === 1) return "Due tomorrow";
  return days > 0 ? `Due in ${plural(days, "day")}` : `Overdue by ${plural(-days, "day")}`;
}
