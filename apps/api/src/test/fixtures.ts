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
 * "no other agency's rows" check from passing vacuously).
 *
 * HOW TO ADD A ROUTE: add one entry to ROUTES under "METHOD /url" exactly as registered (HEAD routes are
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
import type { Access } from "../plugins/auth";
import type { SignedUp, TestApp } from "./harness";
import { uniqueEmail } from "./harness";
import { addMember, signIn } from "./members";

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
  /** A budget of this fiscal year, and an approved expense charged to it (today). */
  budget: string;
  expense: string;
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
  /** Every id above (and the agency's), to look for in another agency's answers. */
  ids: string[];
};

export const PDF_BYTES = Buffer.from("%PDF-1.4\n1 0 obj<<>>endobj\ntrailer<<>>\n%%EOF\n");

/**
 * A UTC calendar day from today. Records that may not lie in the future (maintenance done, an expense, an
 * incident) use yesterday: just after midnight UTC the agency's own today is still yesterday.
 */
export const isoDay = (offsetDays: number) =>
  new Date(Date.now() + offsetDays * 86_400_000).toISOString().slice(0, 10);

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
  method: "GET" | "POST" | "PATCH" | "DELETE",
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
  const budget = await call(app, "POST", "/api/budgets", a, {
    name: `Apparatus ${marker}`,
    category: "equipment",
    totalAmount: 5_000_000,
    fiscalYear: isoDay(-1).slice(0, 4),
  });
  const expense = await call(app, "POST", "/api/expenses", a, {
    description: `Tires ${marker}`,
    amount: 120_000,
    category: "equipment",
    expenseDate: isoDay(-1),
    vendor: `Vendor ${marker}`,
    budgetId: budget.id,
  });
  await call(app, "PATCH", `/api/expenses/${expense.id}`, a, { status: "approved" });
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
    budget: budget.id,
    expense: expense.id,
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
  const ids = Object.values(catalogue).flatMap((v) =>
    typeof v === "string" && /^[0-9a-f-]{36}$/.test(v) ? [v] : typeof v === "object" ? [v.id] : [],
  );
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
// The route table
// -------------------------------------------------------------------------------------------------------

export type ReadBack = { url: string; as?: keyof Pick<Catalogue, "admin" | "firefighter" | "emt"> };

export type RouteSpec = {
  /** What the route must declare in config.access (default "member"). */
  access: Access;
  /** Path parameters, from the catalogue of the agency whose row the path names. */
  params?: (c: Catalogue) => Record<string, string>;
  /**
   * A valid body. `target` owns the row in the path; `refs` is the agency whose ids the body names (the
   * same agency normally; another one in the cross-agency body check).
   */
  body?: (target: Catalogue, refs: Catalogue) => unknown;
  /** A valid query string. */
  query?: (c: Catalogue) => Record<string, string>;
  /** Writes with parameters: what the owner reads back to prove the row unchanged. */
  readBack?: (c: Catalogue) => ReadBack;
  /** Reads: whether the owner's own answer carries its marker or ids (the check's positive control). */
  list?: { ownerSees: boolean };
  /** Who makes the valid call in the input suite (default: the admin, or none for public routes). */
  as?: "admin" | "firefighter" | "operator";
  /** Reachable with a temporary password (config.allowPendingPassword). */
  allowPendingPassword?: true;
  /** The path holds a credential (a token), not an agency's row id: no 404-by-agency case. */
  tokenInPath?: true;
  /** The upload route: a multipart body (the input suite sends hostile parts). */
  multipart?: true;
};

const id = (key: keyof Catalogue) => (c: Catalogue) => ({ id: c[key] as string });
const agency = (c: Catalogue) => ({ agencyId: c.agencyId });
const read = (url: (c: Catalogue) => string, as?: ReadBack["as"]) => (c: Catalogue) => ({
  url: url(c),
  as,
});
const shiftBack = read((c) => `/api/shifts/${c.shift}`);
const certsBack = read(() => "/api/certifications");
const financeBack = read(() => "/api/budgets");
const member = { access: "member" } as const;
const owned = { list: { ownerSees: true } } as const;
const blind = { list: { ownerSees: false } } as const;
const analytics = { access: "manager", ...blind } as const;

const memberCsv = (target: Catalogue) => ({
  csv: `First Name,Last Name,Email,Role\r\nWritten,Imported,imported.${target.agencyId.slice(0, 8)}@example.org,emt\r\n`,
});
const certificationCsv = (refs: Catalogue) => ({
  csv: `Member Email,Certification Name,Expiry Date\r\n${refs.officer.email},Written,${isoDay(90)}\r\n`,
});
const nfirsFile = (target: Catalogue) => {
  const key = `A^12345^OR^03142024^${Number.parseInt(target.agencyId.slice(0, 6), 16) % 9_000_000}^000`;
  return {
    file: [`${key}^`, `B${key.slice(1)}^12^^Main^St^^^Springfield^OR^97477`, `C${key.slice(1)}^111`].join(
      "\r\n",
    ),
  };
};

export const ROUTES: Record<string, RouteSpec> = {
  // auth (the public ones are in EXCLUDED)
  "GET /api/user": { ...member, ...blind, allowPendingPassword: true },

  // agencies
  "GET /api/agencies/:agencyId": { ...member, params: agency, ...owned },
  "GET /api/agencies/:agencyId/users": { ...member, params: agency, ...owned },
  "GET /api/agencies/:agencyId/audit-logs": { access: "admin", params: agency, ...owned },
  "GET /api/agencies/:agencyId/audit-logs/export.csv": { access: "admin", params: agency, ...owned },
  // branding: the logo upload flow (the upload's token is the credential, checked in branding.test.ts)
  "POST /api/objects/upload": { access: "admin" },
  "PUT /api/objects/upload": { access: "admin", query: () => ({ token: "not-a-token" }) },
  "PUT /api/agencies/:agencyId/logo": {
    access: "admin",
    params: agency,
    body: () => ({ logoURL: "/api/objects/upload?token=not-a-token" }),
    readBack: read((c) => `/api/agencies/${c.agencyId}`),
  },
  "GET /api/agencies/:agencyId/logo": { ...member, params: agency, ...blind },
  "PATCH /api/agencies/:agencyId/brand-colors": {
    access: "admin",
    params: agency,
    body: () => ({ primaryColor: "#1F3A5F", secondaryColor: "#7FD1FF" }),
    readBack: read((c) => `/api/agencies/${c.agencyId}`),
  },

  // export (file downloads of the whole agency)
  "GET /api/export/agency-data": { access: "admin", ...owned },
  "GET /api/export/agency-data.zip": { access: "admin", ...owned },

  // notifications
  "GET /api/notifications": { ...member, ...blind },
  "GET /api/notifications/count": { ...member, ...blind },
  "PATCH /api/notifications/:id/read": {
    ...member,
    params: id("notification"),
    readBack: read(() => "/api/notifications", "firefighter"),
    as: "firefighter",
  },
  "POST /api/notifications/read-all": { ...member },

  // dashboard
  "GET /api/dashboard": { ...member, ...owned },
  "GET /api/dashboard/stats": { ...member, ...blind },
  "GET /api/dashboard/today": { ...member, ...owned },
  "GET /api/dashboard/alerts": { ...member, ...owned },
  "GET /api/dashboard/compliance": { ...member, ...owned },
  "GET /api/dashboard/equipment": { ...member, ...owned },
  "GET /api/dashboard/incidents": { ...member, ...owned },
  "GET /api/dashboard/activity": { ...member, ...owned },

  // time clock and payroll
  "POST /api/shifts/:id/check-in": { ...member, params: id("shift"), readBack: shiftBack },
  "POST /api/shifts/:id/check-out": { ...member, params: id("shift"), readBack: shiftBack },
  "GET /api/time-clock/current-shift": { ...member, ...blind },
  "GET /api/time-clock/today": { ...member, ...owned },
  "GET /api/payroll": {
    access: "admin",
    query: () => ({ startDate: isoDay(-7), endDate: isoDay(7) }),
    ...owned,
  },
  "GET /api/payroll.csv": {
    access: "admin",
    query: () => ({ startDate: isoDay(-7), endDate: isoDay(7) }),
    ...owned,
  },
  "PATCH /api/payroll/shifts/:id": {
    access: "admin",
    params: id("paidShift"),
    body: () => ({ paymentStatus: "approved" }),
    readBack: read((c) => `/api/shifts/${c.paidShift}`),
  },
  "POST /api/payroll/payment-status": {
    access: "admin",
    body: (_t, r) => ({ shiftIds: [r.paidShift], paymentStatus: "paid" }),
  },

  // staffing (minimum staffing rules, gaps, settings)
  "GET /api/staffing/rules": { ...member, ...owned },
  "POST /api/staffing/rules": {
    access: "manager",
    body: (_t, r) => ({
      name: "Written",
      minimumStaff: 2,
      startTime: "08:00",
      endTime: "20:00",
      equipmentId: r.equipment,
    }),
  },
  "PATCH /api/staffing/rules/:id": {
    access: "manager",
    params: id("staffingRule"),
    body: (_t, r) => ({ name: "Changed", equipmentId: r.equipment }),
    readBack: read(() => "/api/staffing/rules"),
  },
  "DELETE /api/staffing/rules/:id": {
    access: "manager",
    params: id("staffingRule"),
    readBack: read(() => "/api/staffing/rules"),
  },
  "GET /api/staffing/gaps": {
    ...member,
    query: () => ({ startDate: isoDay(0), endDate: isoDay(6) }),
    ...owned,
  },
  "GET /api/staffing/settings": { ...member, ...blind },
  "PATCH /api/staffing/settings": { access: "admin", body: () => ({ fatigueLimitHours: 60 }) },

  // leave
  "GET /api/leave-requests": { ...member, ...owned },
  "POST /api/leave-requests": {
    ...member,
    body: () => ({ type: "vacation", startDate: isoDay(40), endDate: isoDay(41), notes: "Written" }),
  },
  "PATCH /api/leave-requests/:id": {
    ...member,
    params: id("leaveRequest"),
    body: () => ({ status: "denied" }),
    readBack: read(() => "/api/leave-requests"),
  },
  "GET /api/leave-requests/:id/impact": { access: "manager", params: id("leaveRequest"), ...blind },
  "GET /api/leave-balances": { ...member, ...owned },
  "PUT /api/leave-balances": {
    access: "manager",
    body: (_t, r) => ({ userId: r.firefighter.id, type: "vacation", hours: 40 }),
  },

  // overtime call-back
  "GET /api/callbacks": { ...member, ...owned },
  "POST /api/callbacks": { access: "manager", body: (_t, r) => ({ shiftId: r.openShift }) },
  "POST /api/callbacks/for-gap": {
    access: "manager",
    body: (_t, r) => {
      // A gap three weeks ahead, 07:00 to 19:00 UTC: each call makes its own open shift.
      const day = new Date(Date.now() + 21 * 86_400_000).toISOString().slice(0, 10);
      return { ruleId: r.staffingRule, start: `${day}T07:00:00Z`, end: `${day}T19:00:00Z` };
    },
  },
  "GET /api/callbacks/:id": { ...member, params: id("callback"), ...owned },
  "POST /api/callbacks/:id/respond": {
    ...member,
    params: id("callback"),
    body: () => ({ accept: false }),
    readBack: read((c) => `/api/callbacks/${c.callback}`),
  },
  "POST /api/callbacks/:id/award": {
    access: "manager",
    params: id("callback"),
    body: (_t, r) => ({ userId: r.officer.id }),
    readBack: read((c) => `/api/callbacks/${c.callback}`),
  },
  "POST /api/callbacks/:id/charge": {
    access: "manager",
    params: id("callback"),
    body: (_t, r) => ({ userId: r.officer.id }),
    readBack: read((c) => `/api/callbacks/${c.callback}`),
  },
  "POST /api/callbacks/:id/close": {
    access: "manager",
    params: id("callback"),
    readBack: read((c) => `/api/callbacks/${c.callback}`),
  },

  // shift trades and the trade ledger
  "GET /api/trades": { ...member, ...owned },
  "POST /api/trades": {
    ...member,
    body: (_t, r) => ({ shiftId: r.shift, toUserId: r.officer.id, kind: "giveaway", note: "Written" }),
  },
  "POST /api/trades/:id/accept": { ...member, params: id("trade"), readBack: read(() => "/api/trades") },
  "POST /api/trades/:id/approve": {
    access: "manager",
    params: id("trade"),
    readBack: read(() => "/api/trades"),
  },
  "POST /api/trades/:id/decline": {
    access: "manager",
    params: id("trade"),
    readBack: read(() => "/api/trades"),
  },
  "POST /api/trades/:id/cancel": { ...member, params: id("trade"), readBack: read(() => "/api/trades") },
  "GET /api/trades/ledger": { ...member, ...blind },

  // FLSA 7(k) work periods
  "GET /api/flsa/report": { access: "manager", ...owned },
  "GET /api/flsa/report.csv": { access: "manager", ...owned },
  "GET /api/flsa/me": { ...member, ...blind },
  "GET /api/flsa/projection": {
    access: "manager",
    query: (c) => ({
      userId: c.firefighter.id,
      startTime: `${isoDay(1)}T07:00`,
      endTime: `${isoDay(2)}T07:00`,
    }),
    ...blind,
  },
  "PATCH /api/flsa/exemptions/:userId": {
    access: "admin",
    params: (c) => ({ userId: c.emt.id }),
    body: () => ({ exempt: true }),
    readBack: read(() => "/api/flsa/report"),
  },

  // scheduling
  "GET /api/shifts": {
    ...member,
    query: () => ({ startDate: isoDay(-3), endDate: isoDay(3) }),
    ...owned,
  },
  "GET /api/shifts/open": { ...member, ...owned },
  "GET /api/shifts/calendar-feed": { ...member, ...blind },
  "POST /api/shifts/calendar-feed/regenerate": { ...member },
  "GET /api/shifts/:id": { ...member, params: id("shift"), ...owned },
  "POST /api/shifts": {
    access: "manager",
    body: (_t, r) => ({
      title: "Written",
      userId: r.officer.id,
      startTime: `${isoDay(30)}T07:00`,
      endTime: `${isoDay(30)}T19:00`,
    }),
  },
  "POST /api/shifts/rotation": {
    access: "manager",
    body: (_t, r) => ({
      pattern: "24/48",
      startDate: isoDay(40),
      endDate: isoDay(45),
      startTime: "07:00",
      platoons: { A: [r.officer.id], B: [r.emt.id], C: [r.firefighter.id] },
      allowOverlap: true,
    }),
  },
  "PATCH /api/shifts/:id": {
    access: "manager",
    params: id("shift"),
    body: (_t, r) => ({ title: "Written", userId: r.officer.id }),
    readBack: shiftBack,
  },
  "DELETE /api/shifts/:id": { access: "manager", params: id("shift"), readBack: shiftBack },
  "POST /api/shifts/:id/request-coverage": {
    ...member,
    params: id("shift"),
    body: () => ({ reason: "Written" }),
    readBack: shiftBack,
  },
  "POST /api/shifts/:id/pick-up": {
    ...member,
    params: id("openShift"),
    readBack: read((c) => `/api/shifts/${c.openShift}`),
  },
  "POST /api/shifts/:id/approve": {
    access: "manager",
    params: id("openShift"),
    readBack: read((c) => `/api/shifts/${c.openShift}`),
  },
  "POST /api/shifts/:id/decline": {
    access: "manager",
    params: id("openShift"),
    readBack: read((c) => `/api/shifts/${c.openShift}`),
  },
  "GET /api/calendar/:file": {
    access: "public",
    params: (c) => ({ file: c.calendarFile }),
    tokenInPath: true,
    ...owned,
  },

  // users and profile
  "PATCH /api/profile": { ...member, body: () => ({ firstName: "Written" }) },
  "POST /api/profile/password": {
    ...member,
    allowPendingPassword: true,
    body: () => ({ currentPassword: "not-the-password", newPassword: "a new password 1" }),
  },
  "POST /api/users/invite": {
    access: "admin",
    body: (target) => ({
      firstName: "Written",
      lastName: "Member",
      email: `written.${target.agencyId.slice(0, 8)}@example.org`,
      role: "emt",
    }),
  },
  "PATCH /api/users/:id": {
    access: "admin",
    params: id("member"),
    body: () => ({ firstName: "Written", role: "officer" }),
    readBack: read((c) => `/api/agencies/${c.agencyId}/users`),
  },
  "POST /api/users/:id/reset-password": {
    access: "admin",
    params: id("member"),
    readBack: read((c) => `/api/agencies/${c.agencyId}/users`),
  },
  "DELETE /api/users/:id": {
    access: "admin",
    params: id("member"),
    readBack: read((c) => `/api/agencies/${c.agencyId}/users`),
  },
  "DELETE /api/users/:id/sessions": {
    access: "admin",
    // The emt's: signed in, so a wrongly allowed call would show in the sessions fingerprint.
    params: (c) => ({ id: c.emt.id }),
    readBack: read((c) => `/api/agencies/${c.agencyId}/users`),
  },

  // imports (the preview writes nothing; the import writes the whole file)
  "POST /api/imports/members/preview": { access: "admin", body: (target) => memberCsv(target) },
  "POST /api/imports/members": { access: "admin", body: (target) => memberCsv(target) },
  // The preview answers another agency's member as a row error (200, nothing written: imports.test.ts).
  "POST /api/imports/certifications/preview": {
    access: "manager",
    body: (target) => certificationCsv(target),
  },
  "POST /api/imports/certifications": { access: "manager", body: (_t, r) => certificationCsv(r) },
  "POST /api/imports/nfirs/preview": { access: "manager", body: (target) => nfirsFile(target) },
  "POST /api/imports/nfirs": { access: "manager", body: (target) => nfirsFile(target) },

  // compliance
  "GET /api/certifications": { ...member, ...owned },
  "GET /api/certifications/expiring": { ...member, ...owned },
  "POST /api/certifications": {
    ...member,
    body: (_t, r) => ({ userId: r.officer.id, name: "Written", expirationDate: isoDay(90) }),
  },
  "PATCH /api/certifications/:id": {
    ...member,
    params: id("certification"),
    body: (_t, r) => ({ name: "Written", userId: r.officer.id }),
    readBack: certsBack,
  },
  "DELETE /api/certifications/:id": { ...member, params: id("certification"), readBack: certsBack },
  "POST /api/certifications/:id/remind": {
    access: "manager",
    params: id("certification"),
    readBack: certsBack,
  },
  "POST /api/certifications/:id/document": {
    ...member,
    params: id("certification"),
    readBack: certsBack,
    multipart: true,
  },
  "GET /api/certifications/:id/document": { ...member, params: id("document"), ...blind },
  "DELETE /api/certifications/:id/document": {
    ...member,
    params: id("document"),
    readBack: read((c) => `/api/certifications/${c.document}/document`),
  },
  "GET /api/compliance/required-certifications": { ...member, ...owned },
  "POST /api/compliance/required-certifications": {
    access: "admin",
    body: () => ({ name: "Written", role: "emt" }),
  },
  "DELETE /api/compliance/required-certifications/:id": {
    access: "admin",
    params: id("requiredCertification"),
    readBack: read(() => "/api/compliance/required-certifications"),
  },
  "GET /api/compliance/requirements-check": {
    ...member,
    query: (c) => ({ userId: c.firefighter.id }),
    ...owned,
  },
  "GET /api/compliance/reports/summary.csv": { ...member, ...owned },
  "GET /api/compliance/reports/summary.pdf": { ...member, ...owned },
  "GET /api/compliance/reports/expiration.csv": { ...member, ...owned },
  "GET /api/compliance/reports/audit.csv": { ...member, ...owned },
  "GET /api/compliance/reports/audit.pdf": { ...member, ...owned },
  "GET /api/compliance/reports/gaps.csv": { ...member, ...owned },

  // incidents
  "GET /api/incidents": { ...member, ...owned },
  "POST /api/incidents": {
    ...member,
    body: (_t, r) => ({
      incidentType: "medical",
      reportDate: isoDay(-1),
      incidentDate: `${isoDay(-1)}T03:00`,
      location: "Written",
      description: "Written",
      reportingOfficerId: r.officer.id,
      responderIds: [r.firefighter.id],
      apparatusIds: [r.equipment],
    }),
  },
  // analytics (Pro; managers): figures, never rows of their own
  "GET /api/analytics/response-times": analytics,
  "GET /api/analytics/response-times.csv": analytics,
  "GET /api/analytics/incident-volume": analytics,
  "GET /api/analytics/incident-volume.csv": analytics,
  "GET /api/analytics/overtime": analytics,
  "GET /api/analytics/overtime.csv": analytics,
  "GET /api/analytics/staffing-gaps": analytics,
  "GET /api/analytics/staffing-gaps.csv": analytics,
  "GET /api/analytics/compliance": analytics,
  "GET /api/analytics/compliance.csv": analytics,
  "GET /api/analytics/training-hours": analytics,
  "GET /api/analytics/training-hours.csv": analytics,
  "GET /api/analytics/budget": analytics,
  "GET /api/analytics/budget.csv": analytics,

  "GET /api/incidents/analytics": { ...member, ...blind },
  "GET /api/incidents/compliance": { ...member, ...blind },
  "GET /api/incidents/export.csv": { ...member, ...owned },
  "GET /api/incidents/export.neris.json": { ...member, ...owned },
  "GET /api/incidents/:id": { ...member, params: id("incident"), ...owned },
  "PATCH /api/incidents/:id": {
    ...member,
    params: id("incident"),
    body: (_t, r) => ({
      location: "Written",
      reportingOfficerId: r.officer.id,
      responderIds: [r.emt.id],
      apparatusIds: [r.equipment],
    }),
    readBack: read((c) => `/api/incidents/${c.incident}`),
  },
  "DELETE /api/incidents/:id": {
    access: "manager",
    params: id("incident"),
    readBack: read((c) => `/api/incidents/${c.incident}`),
  },
  "GET /api/incidents/:id/history": { ...member, params: id("incident"), ...owned },
  "GET /api/incidents/:id/pdf": { ...member, params: id("incident"), ...owned },

  // equipment
  "GET /api/equipment": { ...member, ...owned },
  "GET /api/equipment/:id": { ...member, params: id("equipment"), ...owned },
  "POST /api/equipment": { access: "admin", body: () => ({ name: "Written", type: "ladder" }) },
  "PATCH /api/equipment/:id": {
    access: "admin",
    params: id("equipment"),
    body: () => ({ name: "Written", status: "maintenance" }),
    readBack: read((c) => `/api/equipment/${c.equipment}`),
  },
  "DELETE /api/equipment/:id": {
    access: "admin",
    params: id("equipment"),
    readBack: read((c) => `/api/equipment/${c.equipment}`),
  },
  "POST /api/equipment/:id/maintenance": {
    access: "admin",
    params: id("equipment"),
    body: () => ({ performedOn: isoDay(-1), notes: "Written", costCents: 100 }),
    readBack: read((c) => `/api/equipment/${c.equipment}`),
  },
  "GET /api/equipment/:id/qr.svg": { ...member, params: id("equipment"), ...blind },
  "GET /api/equipment/:id/label.pdf": { ...member, params: id("equipment"), ...owned },
  "GET /api/equipment/reports/inventory.csv": { ...member, ...owned },
  "GET /api/equipment/reports/inventory.pdf": { ...member, ...owned },
  "GET /api/equipment/reports/maintenance.csv": { ...member, ...owned },
  "GET /api/equipment/reports/maintenance.pdf": { ...member, ...owned },
  "GET /api/equipment/reports/readiness.csv": { ...member, ...blind },
  "GET /api/equipment/reports/readiness.pdf": { ...member, ...owned },
  "GET /api/equipment/reports/costs.csv": { ...member, ...owned },
  "GET /api/equipment/reports/costs.pdf": { ...member, ...owned },

  // training
  "GET /api/training/courses": { ...member, ...owned },
  "POST /api/training/courses": {
    access: "admin",
    body: (_t, r) => ({
      title: "Written",
      description: "Written",
      category: "medical",
      duration: 1,
      instructorId: r.officer.id,
    }),
  },
  "PATCH /api/training/courses/:id": {
    access: "admin",
    params: id("course"),
    body: (_t, r) => ({ title: "Written", instructorId: r.officer.id }),
    readBack: read(() => "/api/training/courses"),
  },
  "DELETE /api/training/courses/:id": {
    access: "admin",
    params: id("course"),
    readBack: read(() => "/api/training/courses"),
  },
  "GET /api/training/assignments": { ...member, ...owned },
  "POST /api/training/assignments": {
    access: "admin",
    body: (_t, r) => ({ courseId: r.course, userIds: [r.emt.id], dueDate: isoDay(14) }),
  },
  "GET /api/training/assignments/:id": { ...member, params: id("assignment"), ...owned },
  "PATCH /api/training/assignments/:id": {
    ...member,
    params: id("assignment"),
    body: () => ({ status: "in_progress" }),
    readBack: read((c) => `/api/training/assignments/${c.assignment}`),
  },
  "GET /api/training/my-training": { ...member, ...blind },
  "GET /api/training/progress": { ...member, ...owned },
  "GET /api/training/iso-hours": { ...member, ...owned },
  "GET /api/training/iso-hours.csv": { ...member, ...owned },
  "GET /api/training/iso-mapping": { ...member, ...blind },
  "PATCH /api/training/iso-mapping": { access: "admin", body: () => ({ medical: "facility" }) },

  // wellness (records: only the owner writes, so the firefighter makes the valid calls)
  "GET /api/fitness-programs": { ...member, ...owned },
  "POST /api/fitness-programs": {
    ...member,
    body: () => ({ name: "Written", duration: 20, difficulty: "advanced" }),
  },
  "POST /api/fitness-programs/:id/start": {
    ...member,
    params: id("fitnessProgram"),
    readBack: read(() => "/api/fitness-programs"),
  },
  "PATCH /api/fitness-programs/:id": {
    access: "admin",
    params: id("fitnessProgram"),
    body: () => ({ name: "Written", duration: 25 }),
    readBack: read(() => "/api/fitness-programs"),
  },
  "DELETE /api/fitness-programs/:id": {
    access: "admin",
    params: id("fitnessProgram"),
    readBack: read(() => "/api/fitness-programs"),
  },
  "GET /api/wellness-records": { ...member, ...blind },
  "POST /api/wellness-records": {
    ...member,
    body: (_t, r) => ({
      recordType: "fitness",
      data: { activity: "Written", minutes: 20, intensity: "low", programId: r.fitnessProgram },
      recordDate: isoDay(-1),
      notes: "Written",
    }),
  },
  "PATCH /api/wellness-records/:id": {
    ...member,
    params: id("wellnessRecord"),
    body: () => ({ notes: "Written", data: { minutes: 25 } }),
    readBack: read(() => "/api/wellness-records", "firefighter"),
    as: "firefighter",
  },
  "DELETE /api/wellness-records/:id": {
    ...member,
    params: id("wellnessRecord"),
    readBack: read(() => "/api/wellness-records", "firefighter"),
    as: "firefighter",
  },
  "GET /api/wellness/stats": { ...member, ...blind },

  // integrations (admin only; no API key reaches them: integrations.test.ts)
  "GET /api/api-keys": { access: "admin", ...owned },
  "POST /api/api-keys": { access: "admin", body: () => ({ name: "Written", scopes: ["shifts:read"] }) },
  "DELETE /api/api-keys/:id": {
    access: "admin",
    params: id("apiKey"),
    readBack: read(() => "/api/api-keys"),
  },
  "GET /api/webhooks": { access: "admin", ...owned },
  "POST /api/webhooks": {
    access: "admin",
    body: () => ({ url: "https://93.184.216.34/written", events: ["incident.created"] }),
  },
  "DELETE /api/webhooks/:id": {
    access: "admin",
    params: id("webhook"),
    readBack: read(() => "/api/webhooks"),
  },
  "GET /api/webhooks/:id/deliveries": { access: "admin", params: id("webhook"), ...blind },

  // workflow automation (admin only, Pro)
  "GET /api/automations": { access: "admin", ...owned },
  "POST /api/automations": {
    access: "admin",
    body: (_t, r) => ({
      name: "Written",
      trigger: { type: "cert_expiring", days: 30 },
      actions: [{ type: "notify", toMember: true, userIds: [r.officer.id], channels: ["email"] }],
    }),
  },
  "PATCH /api/automations/:id": {
    access: "admin",
    params: id("automationRule"),
    body: () => ({ name: "Written", enabled: false }),
    readBack: read(() => "/api/automations"),
  },
  "DELETE /api/automations/:id": {
    access: "admin",
    params: id("automationRule"),
    readBack: read(() => "/api/automations"),
  },
  "GET /api/automations/:id/runs": { access: "admin", params: id("automationRule"), ...blind },

  // finance (admin only, every route)
  "GET /api/budgets": { access: "admin", ...owned },
  "POST /api/budgets": {
    access: "admin",
    body: () => ({
      name: "Written",
      category: "fuel",
      totalAmount: 100_000,
      fiscalYear: isoDay(-1).slice(0, 4),
    }),
  },
  "PATCH /api/budgets/:id": {
    access: "admin",
    params: id("budget"),
    body: () => ({ name: "Written", totalAmount: 200_000 }),
    readBack: financeBack,
  },
  "DELETE /api/budgets/:id": { access: "admin", params: id("budget"), readBack: financeBack },
  "GET /api/expenses": { access: "admin", ...owned },
  "GET /api/expenses.csv": { access: "admin", ...owned },
  "POST /api/expenses": {
    access: "admin",
    body: (_t, r) => ({
      description: "Written",
      amount: 1_000,
      category: "fuel",
      expenseDate: isoDay(-1),
      budgetId: r.budget,
    }),
  },
  "PATCH /api/expenses/:id": {
    access: "admin",
    params: id("expense"),
    body: () => ({ status: "rejected" }),
    readBack: read(() => "/api/expenses"),
  },
  "DELETE /api/expenses/:id": {
    access: "admin",
    params: id("expense"),
    readBack: read(() => "/api/expenses"),
  },
  "GET /api/finance/stats": { access: "admin", ...blind },

  // billing (Stripe: the generated suites run against the stand-in, see route-table.ts)
  "POST /api/create-checkout-session": {
    access: "admin",
    body: () => ({ priceId: "price_standard_monthly", tier: "standard" }),
  },
  "POST /api/create-portal-session": { access: "admin" },
  "GET /api/billing/status": { ...member, ...blind },

  // alerting: a member's own preferences, mass alerts and their answer links, who is reachable
  "GET /api/profile/alerting": { ...member, ...blind },
  "PUT /api/profile/alerting": {
    ...member,
    body: () => ({ channels: { general: ["email"] }, quietHours: { start: "22:00", end: "06:00" } }),
  },
  "POST /api/profile/phone/verify": { ...member, body: () => ({ code: "123456" }) },
  "POST /api/profile/push": {
    ...member,
    body: () => ({
      endpoint: "https://push.example.org/send/written",
      keys: {
        p256dh: "BNcRdreALRFXTkOOUHK1EtK2wtaz5Ry4YfYCA_0QTpQtUbVlUls0VJXg7A8u-Ts1XbjhazAkj7I99e8QcYP7DkM",
        auth: "tBHItJI5svbpez7KI4CCXg",
      },
    }),
  },
  "DELETE /api/profile/push": {
    ...member,
    body: () => ({ endpoint: "https://push.example.org/send/written" }),
  },
  "POST /api/alerts": {
    access: "manager",
    body: (_t, r) => ({ message: "Written", audience: { userIds: [r.firefighter.id] }, question: true }),
  },
  "GET /api/alerts": { ...member, ...owned },
  "GET /api/alerts/:id": { ...member, params: id("alert"), ...owned },
  "POST /api/alerts/:id/answer": {
    ...member,
    params: id("alert"),
    body: () => ({ answer: "yes", minutes: 12 }),
    readBack: read((c) => `/api/alerts/${c.alert}`),
  },
  // The answer link: its token (in the query) is the credential, valid for one member and alert.
  "GET /api/alerts/:id/respond": {
    access: "public",
    params: id("alert"),
    query: (c) => ({ token: c.alertToken }),
    tokenInPath: true,
    ...owned,
  },
  "POST /api/alerts/:id/respond": {
    access: "public",
    params: id("alert"),
    query: (c) => ({ token: c.alertToken }),
    body: () => ({ answer: "no" }),
    tokenInPath: true,
    readBack: read((c) => `/api/alerts/${c.alert}`),
  },
  "GET /api/alerting/status": { access: "admin", ...owned },

  // universe (the operator portal): operators see every agency by design, so the cross-agency read and
  // 404 suites skip them (universe.test.ts covers them); the role refusals and fuzzing still apply.
  "GET /api/universe/agencies": { access: "operator", ...blind, as: "operator" },
  "GET /api/universe/summary": { access: "operator", ...blind, as: "operator" },
  "GET /api/universe/agencies/:id": {
    access: "operator",
    params: id("platformAgency"),
    ...blind,
    as: "operator",
  },
  "PATCH /api/universe/agencies/:id/suspend": {
    access: "operator",
    params: id("platformAgency"),
    as: "operator",
  },
  "PATCH /api/universe/agencies/:id/activate": {
    access: "operator",
    params: id("platformAgency"),
    as: "operator",
  },
  "PATCH /api/universe/agencies/:id/host-name": {
    access: "operator",
    params: id("platformAgency"),
    as: "operator",
    body: () => ({ hostName: `agency-${randomUUID().slice(0, 8)}.example.org` }),
  },
  "POST /api/universe/agencies": {
    access: "operator",
    as: "operator",
    body: (target) => ({
      agency: {
        name: `New ${target.marker}`,
        type: "fire",
        subscriptionTier: "pro",
        subscriptionStatus: "active",
      },
      admin: { email: uniqueEmail(), password: "new-agency-pass", firstName: "New", lastName: "Admin" },
    }),
  },
};

/**
 * Registered routes the table leaves out on purpose. Public sign-in routes have no agency row, no role and
 * nothing to list (auth.test.ts covers them; the input suite still fuzzes their bodies), and paths outside
 * /api are the built web app's static files.
 */
export const EXCLUDED: Record<string, string> = {
  "POST /api/register": "public sign-up (auth.test.ts)",
  "POST /api/login": "public sign-in (auth.test.ts)",
  "GET /api/login": "public redirect to the identity provider, or to the sign-in page (oidc.test.ts)",
  "GET /api/login/callback":
    "public single sign-on answer, the provider's code is the credential (oidc.test.ts)",
  "GET /api/brand":
    "public: the brand of the agency the request's host name serves, what its sign-in page shows; no member data (branding.test.ts)",
  "GET /api/brand/logo": "public: that agency's logo, for its sign-in page (branding.test.ts)",
  "GET /api/auth/providers":
    "public: whether single sign-on is on, installation-wide, no agency data (oidc.test.ts)",
  "GET /api/logout": "public sign-out (same-origin navigation only)",
  "POST /api/logout": "public sign-out",
  "POST /api/password-reset-request": "public reset request (auth.test.ts)",
  "POST /api/password-reset-confirm": "public reset confirm, the token is the credential (auth.test.ts)",
  "GET /api/events":
    "a stream that stays open (Server-Sent Events): live.test.ts proves it answers 401 signed out and carries only the member's agency's changes",
  "POST /api/stripe/webhook":
    "public, called by Stripe and proven by its signature over the raw body, no agency row in the path (billing.test.ts)",
  "POST /api/alerting/twilio/status":
    "public, called by Twilio and proven by X-Twilio-Signature; 404 without Twilio configured (alerting/twilio.test.ts)",
  "POST /api/alerting/twilio/sms":
    "public, called by Twilio and proven by X-Twilio-Signature; 404 without Twilio configured (alerting/twilio.test.ts)",
  "POST /api/alerting/twilio/voice":
    "public, called by Twilio and proven by X-Twilio-Signature; 404 without Twilio configured (alerting/twilio.test.ts)",
};

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
