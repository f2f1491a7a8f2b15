import type { SessionUser } from "@rollcall/shared/auth";
import type { MyDay } from "@rollcall/shared/board";
import type { Callback } from "@rollcall/shared/callbacks";
import type { Trade } from "@rollcall/shared/trades";
import { QueryClient, QueryClientProvider } from "@tanstack/react-query";
import { createElement } from "react";
import { renderToStaticMarkup } from "react-dom/server";
import { MemoryRouter } from "react-router";
import { describe, expect, it } from "vitest";
import { myDayQueryKey } from "../api/get-my-day";
import { MySchedulePanel } from "./my-schedule-panel";

const user: SessionUser = {
  id: "member-1",
  email: "jordan@example.org",
  firstName: "Jordan",
  lastName: "Kim",
  role: "firefighter",
  profileImageUrl: null,
  agencyId: "agency-1",
  isUniverseAdmin: false,
  mustChangePassword: false,
  canReview: false,
};

const seat = {
  stationId: "station-1",
  stationName: "Station 1 · Riverside Central",
  equipmentId: "engine-1",
  equipmentName: "Engine 1",
};
const crewMember = (firstName: string, lastName: string, positionName: string, times?: [string, string]) => ({
  userId: `${firstName}-${lastName}`,
  firstName,
  lastName,
  role: "firefighter" as const,
  positionName,
  equipmentName: "Engine 1",
  startTime: times?.[0] ?? "2026-12-02T07:00:00.000Z",
  endTime: times?.[1] ?? "2026-12-02T19:00:00.000Z",
});

const withToday: MyDay = {
  date: "2026-12-02",
  today: [
    {
      ...seat,
      shiftId: "shift-today",
      title: "A Shift",
      positionId: "driver",
      positionName: "Driver/Operator",
      startTime: "2026-12-02T07:00:00.000Z",
      endTime: "2026-12-02T19:00:00.000Z",
      status: "active",
      crew: [
        crewMember("Morgan", "Lee", "Officer"),
        crewMember("Riley", "Chen", "Firefighter", ["2026-12-02T07:00:00.000Z", "2026-12-02T12:00:00.000Z"]),
      ],
    },
  ],
  next: [
    {
      ...seat,
      shiftId: "shift-next",
      title: "A Shift",
      positionId: "ff",
      positionName: "Firefighter",
      startTime: "2026-12-05T07:00:00.000Z",
      endTime: "2026-12-05T19:00:00.000Z",
      status: "scheduled",
    },
  ],
};

const trade: Trade = {
  id: "trade-1",
  kind: "giveaway",
  status: "offered",
  shift: {
    id: "shift-next",
    title: "A Shift",
    startTime: "2026-12-05T07:00:00.000Z",
    endTime: "2026-12-05T19:00:00.000Z",
    hours: 12,
  },
  returnShift: null,
  fromUserId: "member-1",
  fromName: "Jordan Kim",
  toUserId: null,
  toName: null,
  takerId: null,
  takerName: null,
  note: null,
  acceptedAt: null,
  decidedByName: null,
  decidedAt: null,
  createdAt: "2026-12-01T10:00:00.000Z",
};

const callback: Callback = {
  id: "cb-1",
  shift: {
    id: "open-1",
    title: "Medic 2 overtime",
    startTime: "2026-12-03T19:00:00.000Z",
    endTime: "2026-12-04T07:00:00.000Z",
  },
  status: "open",
  method: "hours",
  mode: "one_at_a_time",
  responseMinutes: 30,
  startedBy: null,
  awardedTo: null,
  awardedAt: null,
  closedAt: null,
  createdAt: "2026-12-02T08:00:00.000Z",
  offers: [
    {
      id: "offer-1",
      userId: "member-1",
      member: null,
      position: 1,
      reason: "0.0 overtime hours this quarter",
      status: "offered",
      offeredAt: "2026-12-02T08:00:00.000Z",
      expiresAt: "2026-12-02T08:30:00.000Z",
      respondedAt: null,
      charged: false,
    },
  ],
};

/** The panel's markup with the member's day (and trades and call-backs) already in the query cache. */
function markup(day: MyDay, trades: Trade[] = [], callbacks: Callback[] = []) {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false, staleTime: Infinity } } });
  client.setQueryData(myDayQueryKey, day);
  client.setQueryData(["/api/trades"], trades);
  client.setQueryData(["/api/callbacks"], callbacks);
  return renderToStaticMarkup(
    createElement(
      QueryClientProvider,
      { client },
      createElement(
        MemoryRouter,
        { initialEntries: ["/scheduling"] },
        createElement(MySchedulePanel, { user, timeZone: "UTC" }),
      ),
    ),
  );
}

/** The text a member reads on the screen: screen-reader-only words and tags out, entities back, spaces folded. */
const render = (...args: Parameters<typeof markup>) =>
  markup(...args)
    .replace(/<span class="sr-only">[^<]*<\/span>/g, "")
    .replace(/<[^>]+>/g, " ")
    .replace(/&amp;/g, "&")
    .replace(/&#x27;/g, "'")
    .replace(/\s+/g, " ");

describe("My schedule", () => {
  it("leads with today's unit and position, the station and the crew with their seats", () => {
    const text = render(withToday);
    expect(text).toContain("My schedule");
    expect(text).toContain("Wednesday, December 2");
    // The large print: unit · position, then the station.
    expect(text).toMatch(
      /Today · 07:00 – 19:00 .*Engine 1 · Driver\/Operator .*Station 1 · Riverside Central/,
    );
    expect(text).toContain("Crew 2");
    expect(text).toContain("Morgan Lee Engine 1 · Officer");
    // A crew member whose times are not mine shows them.
    expect(text).toContain("Riley Chen Engine 1 · Firefighter 07:00 – 12:00");
    expect(text).not.toContain("Morgan Lee Engine 1 · Officer 07:00");
    // Then the next shifts, the agency's week a tap away.
    expect(text).toMatch(/Next shifts .*Engine 1 · Firefighter 07:00 – 19:00/);
    expect(text).toContain("Agency week");
    expect(text).not.toContain("You are not scheduled today");
  });

  it("lists my open trade and the call-back offer waiting for me, each leading to its tab", () => {
    const text = render(withToday, [trade], [callback]);
    expect(text).toMatch(/Medic 2 overtime Call-back offer .*Answer by 08:30/);
    expect(text).toMatch(/A Shift Giveaway Offered You → everyone qualified · Sat, Dec 5/);
    const html = markup(withToday, [trade], [callback]);
    expect(html).toContain('href="/scheduling?tab=callback"');
    expect(html).toContain('href="/scheduling?tab=trades"');
    expect(html).toContain('href="/scheduling?tab=week"');
  });

  it("says so when I am not on today, and shows my next shift in today's place", () => {
    const text = render({ ...withToday, today: [] });
    expect(text).toContain("You are not scheduled today");
    expect(text).toMatch(/Sat, Dec 5 · 07:00 – 19:00 .*Engine 1 · Firefighter/);
    expect(text).toContain("No shifts in the next two weeks");
    expect(text).toContain("No open trades or call-back offers");
  });
});
