import type { SessionUser } from "@rollcall/shared/auth";
import type { ShiftListItem } from "@rollcall/shared/scheduling";
import type { LucideIcon } from "lucide-react";
import type { ComponentType, ReactNode } from "react";

/**
 * What a module above scheduling adds to the scheduling page (trades, call-backs), from its manifest's `fills`
 * (lib/slots.ts): the page shows it without importing that module.
 */
export type ShiftWorkflow = {
  /** The module's name (keys its parts on the page). */
  name: string;
  /** Tabs of the page, each after the tab `after` (the page's own or another workflow's); `value` is its ?tab=. */
  tab?: WorkflowTab | WorkflowTab[];
  /** Called once by the page, as a hook: what the week view shows and offers on a shift. */
  useWeek?: (timeZone: string) => WeekAddons;
  /** Beside an open shift waiting for someone, for managers. */
  OpenShiftAction?: ComponentType<{ shiftId: string }>;
};

export type WorkflowTab = {
  value: string;
  label: ReactNode;
  after: string;
  Panel: ComponentType<{ user: SessionUser; timeZone: string }>;
  /** The tab the page opens on when the address names none, on a phone-sized screen (My schedule). */
  phoneDefault?: boolean;
  /** Shown only to officers and admins (the board). */
  managersOnly?: boolean;
  /** Leads with its own screen: the page leaves out the week's counters above the tabs (My schedule, the board). */
  ownScreen?: boolean;
};

export type WeekAddons = {
  /** A mark among the shift card's badges. */
  mark?: (shift: ShiftListItem) => ReactNode;
  /** Entries of the menu of the member's own upcoming shift, after Request Coverage. */
  ownShiftActions?: ShiftAction[];
  /** The dialogs those entries open, rendered once by the page. */
  dialogs?: ReactNode;
};

export type ShiftAction = { label: string; icon: LucideIcon; onSelect: (shift: ShiftListItem) => void };

declare module "@/lib/slots" {
  interface Slots {
    "scheduling.workflows": ShiftWorkflow;
  }
}

/** The page's tabs in order: its own, each workflow's after the tab it names (last when that tab is missing). */
export function tabOrder(own: readonly string[], added: { value: string; after: string }[]): string[] {
  const order = [...own];
  let pending = added;
  while (pending.length) {
    const waiting = pending.filter((tab) => {
      const at = order.indexOf(tab.after);
      if (at >= 0) order.splice(at + 1, 0, tab.value);
      return at < 0;
    });
    if (waiting.length === pending.length) return [...order, ...waiting.map((tab) => tab.value)];
    pending = waiting;
  }
  return order;
}

/**
 * The tabs a member sees, in order (a managers-only tab left out for the others), and the one the bare address
 * opens: on a phone the workflow's `phoneDefault` (My schedule), unless the address names a week (a link to
 * one); otherwise the first, the week.
 */
export function pageTabs(
  own: readonly string[],
  added: WorkflowTab[],
  at: { manager: boolean; phone: boolean; weekInAddress: boolean },
): { tabs: string[]; shown: WorkflowTab[]; defaultTab: string } {
  const shown = added.filter((tab) => at.manager || !tab.managersOnly);
  const tabs = tabOrder(own, shown);
  const phoneTab = shown.find((tab) => tab.phoneDefault)?.value;
  const defaultTab = at.phone && !at.weekInAddress && phoneTab ? phoneTab : tabs[0];
  return { tabs, shown, defaultTab };
}
