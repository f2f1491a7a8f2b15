/**
 * The fixtures catalogue and the route table the generated suites read (authorization.test.ts and
 * hostile-input.test.ts).
 *
 * `createCatalogue()` builds, for one agency and through the API wherever a route exists, one of each
 * resource (members of every role, shifts, a certification with its document, a required certification,
 * an incident, equipment with a maintenance record, a course, an assignment, a fitness program and the
 * firefighter's wellness record, a notification, a calendar feed) with a marker string in its names, and
 * returns their ids.
 *
 * `ROUTES` names every known route (method + url) with what the suites need to call it: the access it must
 * declare, which fixture fills its path parameters, a valid body, how the owner reads the row back, and
 * for reads whether the owner's answer shows the agency's own rows (the control that keeps the
 * "no other agency's rows" check from passing vacuously). It is composed of each module's part, ROUTES and
 * EXCLUDED in `modules/<module>/<module>.routes.fixtures.ts`, in the registry's order (test/route-spec.ts
 * holds what an entry is built from).
 *
 * HOW TO ADD A ROUTE: add one entry to the ROUTES of its module's `<module>.routes.fixtures.ts` (a new
 * module: a new such file) under "METHOD /url" exactly as registered (HEAD routes are
 * Fastify's automatic copies of GET routes and need no entry). Give it `access`; `params` if the url has
 * parameters (add the resource to Catalogue/createCatalogue if it is new); `body` (a valid one, built from
 * the catalogue: `target` is the agency whose row is named in the path, `refs` the agency whose ids the
 * body refers to) for writes with a body schema; `readBack` for writes with an id (what the owner reads
 * to prove the row unchanged); `list` for reads (`ownerSees: true` when the owner's answer carries the
 * marker or an id of the owner's fixtures). A public route that is neither (sign-in and the like) goes in
 * EXCLUDED with the reason instead.
 */
import { randomUUID } from "node:crypto";
import type { Role } from "@rollcall/shared/roles";
import { sql } from "drizzle-orm";
import type { Database } from "../db/client";
import { apiModules } from "../modules/registry";
import type { SignedUp, TestApp } from "./harness";
import { uniqueEmail } from "./harness";
import { addMember, signIn } from "./members";
import { isoDay, type RouteSpec } from "./route-spec";

export { isoDay, type ReadBack, type RouteSpec } from "./route-spec";

type App = TestApp["app"];
type Json = Record<string, unknown>;

export type Person = { id: string; email: string; cookie: string };

export type Catalogue = {
  agencyId: string;
  /** A string in the names of this agency's rows, to find them in any answer (JSON, CSV, PDF, iCalendar). */
  marker: string;
  admin: Person;
  officer: Person;
  firefighter: Person;
  emt: Person;
  /** A member who must still replace a temporary password. */
  pending: Person;
  /** A platform operator (isUniverseAdmin) of this agency. */
  operator: Person;
  /** A member invited through the API, the one the users routes edit, reset and delete. */
  member: string;
  /** The firefighter's shift tomorrow. */
  shift: string;
  /** A shift the firefighter offered for coverage (open). */
  openShift: string;
  /** Yesterday's completed paid shift (payroll). */
  paidShift: string;
  certification: string;
  /** A certification holding an uploaded document. */
  document: string;
  requiredCertification: string;
  incident: string;
  equipment: string;
  course: string;
  assignment: string;
  /** A fitness program (marker in its name). */
  fitnessProgram: string;
  /** The firefighter's own private fitness record in that program (marker in its notes). */
  wellnessRecord: string;
  /** The firefighter's pending leave request (marker in its notes). */
  leaveRequest: string;
  /** A minimum staffing rule riding the equipment (marker in its name). */
  staffingRule: string;
  /** The firefighter's shift offered to the EMT, pay back later (marker in its note). */
  trade: string;
  /** An open call-back for the open shift, started by the admin. */
  callback: string;
  /** A notification of the firefighter's (training assigned). */
  notification: string;
  /** A mass alert to everyone asking "can you respond?" (marker in its message), sent by the admin. */
  alert: string;
  /** The firefighter's answer-link token for that alert (the query of the public respond routes). */
  alertToken: string;
  /** The firefighter's calendar feed file name ("<token>.ics"). */
  calendarFile: string;
  /** An API key the admin made to read and write everything (marker in its name), and the key itself. */
  apiKey: string;
  apiKeyToken: string;
  /** A webhook for expiring certificates at a public address (never called: the tests run no delivery round). */
  webhook: string;
  /** An automation rule (marker in its name): overdue training notifies the member and calls the webhook. */
  automationRule: string;
  /**
   * Another agency, created by this agency's operator through the operator portal: the one the universe
   * routes read, suspend and activate (suspending this agency would lock its own members out mid-suite).
   */
  platformAgency: string;
  /**
   * What the modules' own steps made (CATALOGUE in `<module>.routes.fixtures.ts`, run in the registry's order
   * after the rows above): resource name → id, e.g. finance's `budget` and `expense`.
   */
  added: Record<string, string>;
  /** Every id above (and the agency's), to look for in another agency's answers. */
  ids: string[];
};

/**
 * A module's part of the catalogue: it makes its own resources in the agency (through its routes, with `call`),
 * given what the catalogue holds so far, and answers their ids by name (they land in `c.added`).
 */
export type CatalogueStep = (ctx: {
  app: App;
  db: Database;
  c: Omit<Catalogue, "ids" | "platformAgency">;
  call: typeof call;
}) => Promise<Record<string, string>>;

export const PDF_BYTES = Buffer.from("%PDF-1.4\n1 0 obj<<>>endobj\ntrailer<<>>\n%%EOF\n");

/** One file part as a browser sends it. */
export function multipartFile(bytes: Buffer, fileName = "card.pdf", type = "application/pdf") {
  const boundary = `----rollcall${randomUUID()}`;
  const payload = Buffer.concat([
    Buffer.from(
      `--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="${fileName}"\r\nContent-Type: ${type}\r\n\r\n`,
    ),
    bytes,
    Buffer.from(`\r\n--${boundary}--\r\n`),
  ]);
  return { payload, headers: { "content-type": `multipart/form-data; boundary=${boundary}` } };
}

async function call(
  app: App,
  method: "GET" | "POST" | "PUT" | "PATCH" | "DELETE",
  url: string,
  cookie: string,
  payload?: unknown,
  expected = method === "POST" ? 201 : 200,
) {
  const res = await app.inject({
    method,
    url,
    headers: { cookie },
    ...(payload === undefined ? {} : { payload: payload as Json }),
  });
  if (res.statusCode !== expected)
    throw new Error(`fixture ${method} ${url}: ${res.statusCode} ${res.body.slice(0, 500)}`);
  return res.body ? res.json() : undefined;
}

/** Creates one of each resource in the agency of `admin`, with `marker` in every name. */
export async function createCatalogue(
  app: App,
  db: Database,
  admin: SignedUp,
  marker: string,
): Promise<Catalogue> {
  const agencyId = admin.user.agencyId;
  const person = async (role: Role, extra: Record<string, unknown> = {}): Promise<Person> => {
    const m = await addMember(db, agencyId, role, { firstName: `${marker}${role}`, ...extra });
    return { id: m.id, email: m.email, cookie: await signIn(app, m.email) };
  };
  const officer = await person("officer");
  const firefighter = await person("firefighter");
  const emt = await person("emt");
  const pending = await person("firefighter", { mustChangePassword: true });
  const operator = await person("admin", { isUniverseAdmin: true });
  const a = admin.cookie;

  const invited = await call(app, "POST", "/api/users/invite", a, {
    firstName: `${marker}Invited`,
    lastName: "Member",
    email: uniqueEmail("invited"),
    role: "emt",
  });

  const shift = await call(app, "POST", "/api/shifts", a, {
    title: `Engine ${marker}`,
    userId: firefighter.id,
    startTime: `${isoDay(1)}T07:00`,
    endTime: `${isoDay(1)}T19:00`,
    assignment: `Station ${marker}`,
  });
  const open = await call(app, "POST", "/api/shifts", a, {
    title: `Cover ${marker}`,
    userId: firefighter.id,
    startTime: `${isoDay(2)}T07:00`,
    endTime: `${isoDay(2)}T19:00`,
  });
  await call(
    app,
    "POST",
    `/api/shifts/${open.id}/request-coverage`,
    firefighter.cookie,
    {
      reason: `Away ${marker}`,
    },
    200,
  );
  // The admin's own shift, all of today (today's schedule and the time clock).
  await call(app, "POST", "/api/shifts", a, {
    title: `Today ${marker}`,
    userId: admin.user.id,
    startTime: `${isoDay(0)}T00:00`,
    endTime: `${isoDay(0)}T23:30`,
  });
  const paid = await call(app, "POST", "/api/shifts", a, {
    title: `Paid ${marker}`,
    userId: emt.id,
    startTime: `${isoDay(-1)}T07:00`,
    endTime: `${isoDay(-1)}T15:00`,
    status: "completed",
    isPaid: true,
    hourlyRate: "20.00",
  });

  const equipment = await call(app, "POST", "/api/equipment", a, {
    name: `Engine ${marker}`,
    type: "engine",
    serialNumber: `SN-${marker}`,
    nextMaintenanceDate: isoDay(3),
  });
  await call(app, "POST", `/api/equipment/${equipment.id}/maintenance`, a, {
    performedOn: isoDay(-1),
    notes: `Pump test ${marker}`,
    costCents: 1250,
    nextMaintenanceDate: isoDay(3),
  });

  const certification = await call(app, "POST", "/api/certifications", a, {
    userId: firefighter.id,
    name: `CPR ${marker}`,
    issuingOrganization: `Board ${marker}`,
    issueDate: isoDay(-300),
    expirationDate: isoDay(20),
    certificateNumber: `N-${marker}`,
  });
  const documented = await call(app, "POST", "/api/certifications", a, {
    userId: emt.id,
    name: `EMT ${marker}`,
    expirationDate: isoDay(400),
  });
  const file = multipartFile(PDF_BYTES, `card-${marker}.pdf`);
  const upload = await app.inject({
    method: "POST",
    url: `/api/certifications/${documented.id}/document`,
    payload: file.payload,
    headers: { cookie: a, ...file.headers },
  });
  if (upload.statusCode !== 200) throw new Error(`fixture upload: ${upload.statusCode} ${upload.body}`);
  const required = await call(app, "POST", "/api/compliance/required-certifications", a, {
    name: `Hazmat ${marker}`,
    role: "firefighter",
  });

  const incident = await call(app, "POST", "/api/incidents", a, {
    incidentType: "fire",
    reportDate: isoDay(-1),
    incidentDate: `${isoDay(-1)}T02:14`,
    location: `1 ${marker} Street`,
    description: `Kitchen fire ${marker}`,
    reportingOfficerId: officer.id,
    responderIds: [firefighter.id],
    apparatusIds: [equipment.id],
  });

  // One edit, so the report's history has an entry.
  await call(
    app,
    "PATCH",
    `/api/incidents/${incident.id}`,
    a,
    { narrativeSummary: `Narrative ${marker}` },
    200,
  );

  const course = await call(app, "POST", "/api/training/courses", a, {
    title: `Ladder ${marker}`,
    description: `Ground ladders ${marker}`,
    category: "rescue",
    duration: 2,
    status: "published",
  });
  const [assignment] = await call(app, "POST", "/api/training/assignments", a, {
    courseId: course.id,
    userIds: [firefighter.id],
    dueDate: isoDay(7),
    notes: `Before ${marker}`,
  });
  const fitnessProgram = await call(app, "POST", "/api/fitness-programs", a, {
    name: `Stairs ${marker}`,
    description: `Tower climb ${marker}`,
    type: "cardio",
    duration: 30,
    difficulty: "intermediate",
  });
  // Only its owner writes a record: the firefighter logs it (yesterday: never "in the future" in any zone).
  const wellnessRecord = await call(app, "POST", "/api/wellness-records", firefighter.cookie, {
    recordType: "fitness",
    data: { activity: `Climb ${marker}`, minutes: 30, intensity: "moderate", programId: fitnessProgram.id },
    recordDate: isoDay(-1),
    notes: `Felt strong ${marker}`,
  });
  const apiKey = await call(app, "POST", "/api/api-keys", a, {
    name: `Payroll ${marker}`,
    scopes: ["write"],
  });
  const webhook = await call(app, "POST", "/api/webhooks", a, {
    url: `https://93.184.216.34/rollcall/${encodeURIComponent(marker)}`,
    events: ["certification.expiring"],
  });
  const automationRule = await call(app, "POST", "/api/automations", a, {
    name: `Late ${marker}`,
    trigger: { type: "training_overdue", days: 0 },
    actions: [
      { type: "notify", toMember: true, channels: [] },
      { type: "webhook", webhookId: webhook.id },
    ],
  });
  const leave = await call(app, "POST", "/api/leave-requests", firefighter.cookie, {
    type: "vacation",
    startDate: isoDay(10),
    endDate: isoDay(11),
    notes: `Family ${marker}`,
  });
  const staffingRule = await call(app, "POST", "/api/staffing/rules", a, {
    name: `Engine crew ${marker}`,
    minimumStaff: 3,
    startTime: "07:00",
    endTime: "07:00",
    equipmentId: equipment.id,
  });
  const trade = await call(app, "POST", "/api/trades", firefighter.cookie, {
    shiftId: shift.id,
    toUserId: emt.id,
    kind: "payback",
    note: `Family day ${marker}`,
  });
  const callback = await call(app, "POST", "/api/callbacks", a, { shiftId: open.id });
  const alert = await call(app, "POST", "/api/alerts", a, {
    message: `Recall ${marker}`,
    audience: { all: true },
    question: true,
  });
  const alertToken = await answerToken(db, alert.id, firefighter.id);
  const notifications = (await call(app, "GET", "/api/notifications", firefighter.cookie)) as Array<{
    id: string;
  }>;
  if (!notifications.length) throw new Error("fixture: the firefighter has no notification");
  const feed = await call(app, "GET", "/api/shifts/calendar-feed", firefighter.cookie);
  const calendarFile = String(feed.url).split("/").pop() as string;
  await setFixtureLogo(app, a, agencyId);
  const platformAgency = await call(app, "POST", "/api/universe/agencies", operator.cookie, {
    agency: {
      name: `Platform ${marker}`,
      type: "ems",
      subscriptionTier: "standard",
      subscriptionStatus: "active",
    },
    admin: { email: uniqueEmail(), password: "platform-pass-1", firstName: "Platform", lastName: "Admin" },
  });

  const catalogue: Omit<Catalogue, "ids" | "platformAgency"> = {
    added: {},
    agencyId,
    marker,
    admin: { id: admin.user.id, email: admin.user.email, cookie: a },
    officer,
    firefighter,
    emt,
    pending,
    operator,
    member: invited.user.id,
    shift: shift.id,
    openShift: open.id,
    paidShift: paid.id,
    certification: certification.id,
    document: documented.id,
    requiredCertification: required.id,
    incident: incident.id,
    equipment: equipment.id,
    course: course.id,
    assignment: assignment.id,
    fitnessProgram: fitnessProgram.id,
    wellnessRecord: wellnessRecord.id,
    leaveRequest: leave.id,
    staffingRule: staffingRule.id,
    trade: trade.id,
    callback: callback.id,
    alert: alert.id,
    alertToken,
    notification: notifications[0].id,
    calendarFile,
    apiKey: apiKey.id,
    apiKeyToken: apiKey.key,
    webhook: webhook.id,
    automationRule: automationRule.id,
  };
  for (const part of parts)
    if (part.CATALOGUE) Object.assign(catalogue.added, await part.CATALOGUE({ app, db, c: catalogue, call }));
  const isId = (v: unknown): v is string => typeof v === "string" && /^[0-9a-f-]{36}$/.test(v);
  const ids = [
    ...Object.values(catalogue).flatMap((v) =>
      isId(v) ? [v] : typeof v === "object" && "id" in v ? [v.id as string] : [],
    ),
    ...Object.values(catalogue.added).filter(isId),
  ];
  // Not this agency's row: another agency's, made by its operator (never to be found in its answers).
  return { ...catalogue, platformAgency: platformAgency.id, ids };
}

/**
 * A member's answer-link token for an alert: the link their email delivery carries (the database keeps only
 * the token's hash; the queued message holds the link until it is sent).
 */
export async function answerToken(db: Database, alertId: string, userId: string) {
  const result = await db.execute(
    sql`select link from alert_deliveries where alert_id = ${alertId} and user_id = ${userId} and channel = 'email'`,
  );
  const link = (result as unknown as { rows: Array<{ link: string }> }).rows[0]?.link ?? "";
  const token = new URLSearchParams(link.split("?")[1] ?? "").get("token");
  if (!token) throw new Error(`fixture: no answer link for ${userId} in alert ${alertId}`);
  return token;
}

/** A 1x1 PNG made the agency's logo through the upload flow (GET /api/agencies/:agencyId/logo then answers). */
async function setFixtureLogo(app: App, cookie: string, agencyId: string) {
  const png = Buffer.from(
    "iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNkYPhfDwAChwGA60e6kgAAAABJRU5ErkJggg==",
    "base64",
  );
  const { uploadURL } = await call(app, "POST", "/api/objects/upload", cookie, undefined, 200);
  const put = await app.inject({
    method: "PUT",
    url: String(uploadURL),
    headers: { cookie, "content-type": "image/png" },
    payload: png,
  });
  if (put.statusCode !== 200) throw new Error(`fixture logo upload: ${put.statusCode} ${put.body}`);
  const res = await app.inject({
    method: "PUT",
    url: `/api/agencies/${agencyId}/logo`,
    headers: { cookie },
    payload: { logoURL: uploadURL },
  });
  if (res.statusCode !== 200) throw new Error(`fixture logo: ${res.statusCode} ${res.body}`);
}

/**
 * What a write must leave untouched when refused: the audit log (every audited write adds a row), the
 * notifications (not audited: read flags), the sessions and reset tokens (no agency: not audited), and
 * the columns of users the audit trigger hides (password hash, calendar token).
 */
export async function writeFingerprint(db: Database): Promise<string> {
  const result = await db.execute(sql`
    select
      (select count(*) from audit_logs)::text as audit,
      (select md5(coalesce(string_agg(id::text || is_read::text, ',' order by id), '')) from notifications) as notes,
      (select count(*) from notifications)::text as note_count,
      (select md5(coalesce(string_agg(sid, ',' order by sid), '')) from sessions) as sessions,
      (select count(*) from password_reset_tokens)::text as resets,
      (select md5(coalesce(string_agg(id::text || password_hash || coalesce(calendar_token, '') || must_change_password::text || coalesce(deleted_at::text, ''), ',' order by id), '')) from users) as users`);
  const row = (result as unknown as { rows: Array<Record<string, string>> }).rows[0];
  return JSON.stringify(row);
}

// -------------------------------------------------------------------------------------------------------
// The route table: each module's part, `<module>.routes.fixtures.ts` in its folder, in the registry's order
// -------------------------------------------------------------------------------------------------------

type RouteTablePart = {
  CATALOGUE?: CatalogueStep;
  ROUTES?: Record<string, RouteSpec>;
  EXCLUDED?: Record<string, string>;
};

const parts: RouteTablePart[] = await Promise.all(
  apiModules.map(({ name }) => import(`../modules/${name}/${name}.routes.fixtures.ts`)),
);

/** The parts' entries as one table; a route in two parts is a mistake in one of them. */
function compose(tables: Array<Record<string, RouteSpec> | Record<string, string> | undefined>) {
  const all: Record<string, never> = {};
  for (const table of tables)
    for (const [key, entry] of Object.entries(table ?? {})) {
      if (key in all) throw new Error(`${key} is in the route table of two modules`);
      all[key] = entry as never;
    }
  return all;
}

export const ROUTES: Record<string, RouteSpec> = compose(parts.map((part) => part.ROUTES));

/**
 * Registered routes the table leaves out on purpose. Public sign-in routes have no agency row, no role and
 * nothing to list (auth.test.ts covers them; the input suite still fuzzes their bodies), and paths outside
 * /api are the built web app's static files.
 */
export const EXCLUDED: Record<string, string> = compose(parts.map((part) => part.EXCLUDED));

/** Paths outside /api: the built web app's files (@fastify/static), served to anyone. */
export const isStaticWebRoute = (url: string) => !url.startsWith("/api/") && url !== "/api";

/** "METHOD /url" with the params filled in. */
export function fillUrl(url: string, params: Record<string, string> = {}) {
  return url.replace(/:(\w+)/g, (_m, name: string) => {
    const value = params[name];
    if (value === undefined) throw new Error(`no value for :${name} in ${url}`);
    return encodeURIComponent(value);
  });
}
