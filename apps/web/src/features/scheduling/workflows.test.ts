import { describe, expect, it } from "vitest";
import { pageTabs, tabOrder } from "./workflows";

const own = ["week", "open", "staffing", "leave", "flsa"];

describe("the scheduling page's tabs with the workflows'", () => {
  it("places each workflow's tab after the one it names, whatever the order of the module list", () => {
    const trades = { value: "trades", after: "leave" };
    const callback = { value: "callback", after: "trades" };
    const expected = ["week", "open", "staffing", "leave", "trades", "callback", "flsa"];
    expect(tabOrder(own, [trades, callback])).toEqual(expected);
    expect(tabOrder(own, [callback, trades])).toEqual(expected);
  });

  it("puts a tab whose place is missing last", () => {
    expect(tabOrder(own, [{ value: "log", after: "nowhere" }])).toEqual([...own, "log"]);
  });
});

describe("the tab the scheduling page opens on", () => {
  const panel = () => null;
  const added = [
    { value: "mine", label: "My schedule", after: "week", Panel: panel, phoneDefault: true },
    { value: "board", label: "Board", after: "mine", Panel: panel, managersOnly: true },
    { value: "trades", label: "Trades", after: "leave", Panel: panel },
  ];
  const at = (over: Partial<{ manager: boolean; phone: boolean; weekInAddress: boolean }>) => ({
    manager: false,
    phone: false,
    weekInAddress: false,
    ...over,
  });

  it("is My schedule on a phone, and the week on a larger screen", () => {
    expect(pageTabs(own, added, at({ phone: true })).defaultTab).toBe("mine");
    expect(pageTabs(own, added, at({ phone: false })).defaultTab).toBe("week");
  });

  it("is the week on a phone when the address names a week (a link to it)", () => {
    expect(pageTabs(own, added, at({ phone: true, weekInAddress: true })).defaultTab).toBe("week");
  });

  it("shows the board to officers and admins only, the week first for everyone", () => {
    expect(pageTabs(own, added, at({ manager: false })).tabs).toEqual([
      "week",
      "mine",
      "open",
      "staffing",
      "leave",
      "trades",
      "flsa",
    ]);
    const officer = pageTabs(own, added, at({ manager: true, phone: true }));
    expect(officer.tabs.slice(0, 3)).toEqual(["week", "mine", "board"]);
    expect(officer.shown.map((t) => t.value)).toContain("board");
    expect(officer.defaultTab).toBe("mine");
  });
});
