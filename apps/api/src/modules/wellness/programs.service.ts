/**
 * Fitness programs (spec 02 §2 "Fitness Programs" tab): the agency's catalogue, which any member reads and
 * adds to, admins edit and retire; Start Program enrols the caller and logs the session. Each program carries
 * the caller's own enrolment and sessions only: enrolments and private records are the owner's (row-level
 * security in db/tenant-policies.ts), and the queries name the caller besides.
 */
import {
  type FitnessProgramDto,
  type FitnessProgramFormValues,
  type FitnessProgramUpdateValues,
  MAX_SESSION_MINUTES,
  SESSION_INTENSITY_BY_DIFFICULTY,
  WELLNESS_MESSAGES,
} from "@rollcall/shared/wellness";
import { and, asc, desc, eq, isNotNull, type SQL, sql } from "drizzle-orm";
import type { Transaction } from "../../db/client";
import {
  type FitnessProgram,
  fitnessEnrollments,
  fitnessPrograms,
  type NewFitnessProgram,
  wellnessRecords,
} from "../../db/schema/wellness";
import { agencyToday } from "../../lib/dates";
import { conflict, notFound } from "../../lib/errors";
import type { AgencyScope } from "../../plugins/auth";

/**
 * The caller's fitness sessions per program: how many, their minutes and the latest day. Drizzle names a
 * subquery's columns unqualified, hence names no joined table has.
 */
function sessionsOf(tx: Transaction, scope: AgencyScope) {
  const minutes = sql`case when jsonb_typeof(${wellnessRecords.data} -> 'minutes') = 'number'
    then (${wellnessRecords.data} ->> 'minutes')::numeric end`;
  return tx
    .select({
      programId: sql<string>`${wellnessRecords.data} ->> 'programId'`.as("session_program_id"),
      sessions: sql<number>`count(*)::int`.as("session_count"),
      minutes: sql<number>`coalesce(round(sum(${minutes})), 0)::int`.as("session_minutes"),
      lastSessionOn: sql<string>`max(${wellnessRecords.recordDate})::text`.as("last_session_on"),
    })
    .from(wellnessRecords)
    .where(
      and(
        eq(wellnessRecords.agencyId, scope.agencyId),
        eq(wellnessRecords.userId, scope.userId),
        eq(wellnessRecords.recordType, "fitness"),
        isNotNull(sql`${wellnessRecords.data} ->> 'programId'`),
      ),
    )
    .groupBy(sql`1`)
    .as("program_sessions");
}

/** The agency's programs (those matching `where`) with the caller's enrolment: active first, then by name. */
async function selectPrograms(
  tx: Transaction,
  scope: AgencyScope,
  where?: SQL,
): Promise<FitnessProgramDto[]> {
  const sessions = sessionsOf(tx, scope);
  const rows = await tx
    .select({
      program: fitnessPrograms,
      startedAt: fitnessEnrollments.createdAt,
      sessions: sessions.sessions,
      minutes: sessions.minutes,
      lastSessionOn: sessions.lastSessionOn,
    })
    .from(fitnessPrograms)
    .leftJoin(
      fitnessEnrollments,
      and(
        eq(fitnessEnrollments.agencyId, fitnessPrograms.agencyId),
        eq(fitnessEnrollments.programId, fitnessPrograms.id),
        eq(fitnessEnrollments.userId, scope.userId),
      ),
    )
    .leftJoin(sessions, eq(sessions.programId, sql`${fitnessPrograms.id}::text`))
    .where(and(eq(fitnessPrograms.agencyId, scope.agencyId), where))
    .orderBy(
      desc(fitnessPrograms.isActive),
      asc(sql`lower(${fitnessPrograms.name})`),
      asc(fitnessPrograms.name),
      asc(fitnessPrograms.id),
    );
  return rows.map(({ program, startedAt, ...s }) => ({
    ...toProgram(program),
    enrollment: startedAt
      ? {
          startedAt,
          sessions: s.sessions ?? 0,
          minutes: s.minutes ?? 0,
          lastSessionOn: s.lastSessionOn ?? null,
        }
      : null,
  }));
}

function toProgram(row: FitnessProgram): Omit<FitnessProgramDto, "enrollment"> {
  return {
    id: row.id,
    name: row.name,
    description: row.description,
    type: row.type,
    duration: row.duration,
    difficulty: row.difficulty,
    instructions: row.instructions,
    isActive: row.isActive,
    createdAt: row.createdAt,
    updatedAt: row.updatedAt,
  };
}

async function selectProgram(tx: Transaction, scope: AgencyScope, id: string): Promise<FitnessProgramDto> {
  const [program] = await selectPrograms(tx, scope, eq(fitnessPrograms.id, id));
  if (!program) throw notFound(WELLNESS_MESSAGES.programNotFound);
  return program;
}

/** One program of the agency, or 404 (another agency's id answers exactly like a missing one). */
export async function loadProgram(
  tx: Transaction,
  agencyId: string,
  id: string,
  options: { lock?: boolean } = {},
): Promise<FitnessProgram> {
  const query = tx
    .select()
    .from(fitnessPrograms)
    .where(and(eq(fitnessPrograms.agencyId, agencyId), eq(fitnessPrograms.id, id)))
    .limit(1);
  const [row] = options.lock ? await query.for("update") : await query;
  if (!row) throw notFound(WELLNESS_MESSAGES.programNotFound);
  return row;
}

export function listPrograms(scope: AgencyScope): Promise<FitnessProgramDto[]> {
  return scope.run((tx) => selectPrograms(tx, scope));
}

/** Any member adds a program (spec 02 §6); the form's defaults come from the shared schema. */
export async function createProgram(
  scope: AgencyScope,
  v: FitnessProgramFormValues,
): Promise<FitnessProgramDto> {
  const [row] = await scope.run((tx) =>
    tx
      .insert(fitnessPrograms)
      .values({
        agencyId: scope.agencyId,
        name: v.name,
        description: v.description,
        type: v.type,
        duration: v.duration,
        difficulty: v.difficulty,
        instructions: v.instructions,
      })
      .returning(),
  );
  return { ...toProgram(row), enrollment: null };
}

const UPDATABLE = [
  "name",
  "description",
  "type",
  "duration",
  "difficulty",
  "instructions",
  "isActive",
] as const satisfies ReadonlyArray<keyof FitnessProgramUpdateValues>;

/** Admins edit a program or retire it (isActive false); enrolments and logged sessions stay. */
export function updateProgram(
  scope: AgencyScope,
  id: string,
  v: FitnessProgramUpdateValues,
): Promise<FitnessProgramDto> {
  return scope.run(async (tx) => {
    await loadProgram(tx, scope.agencyId, id, { lock: true });
    const changes: Partial<NewFitnessProgram> = {};
    for (const key of UPDATABLE) if (v[key] !== undefined) Object.assign(changes, { [key]: v[key] });
    if (Object.keys(changes).length)
      await tx
        .update(fitnessPrograms)
        .set(changes)
        .where(and(eq(fitnessPrograms.agencyId, scope.agencyId), eq(fitnessPrograms.id, id)));
    return selectProgram(tx, scope, id);
  });
}

/**
 * Admins remove a program. Enrolments go with it (the foreign key cascades); the sessions members logged stay
 * in their own records, which are theirs and not the catalogue's.
 */
export async function deleteProgram(scope: AgencyScope, id: string): Promise<void> {
  const deleted = await scope.run((tx) =>
    tx
      .delete(fitnessPrograms)
      .where(and(eq(fitnessPrograms.agencyId, scope.agencyId), eq(fitnessPrograms.id, id)))
      .returning({ id: fitnessPrograms.id }),
  );
  if (!deleted.length) throw notFound(WELLNESS_MESSAGES.programNotFound);
}

/**
 * Start Program: enrols the caller (once, however often they start it) and logs today's session as a private
 * fitness record, in one transaction, so the card's count and the activity log never disagree.
 */
export function startProgram(scope: AgencyScope, id: string): Promise<FitnessProgramDto> {
  return scope.run(async (tx) => {
    const program = await loadProgram(tx, scope.agencyId, id);
    if (!program.isActive) throw conflict(WELLNESS_MESSAGES.programInactive);
    await tx
      .insert(fitnessEnrollments)
      .values({ agencyId: scope.agencyId, programId: id, userId: scope.userId })
      .onConflictDoNothing();
    await tx.insert(wellnessRecords).values({
      agencyId: scope.agencyId,
      userId: scope.userId,
      recordType: "fitness",
      data: {
        activity: program.name,
        // A 0-minute program still logs a session of at least a minute (a session's minimum).
        minutes: Math.min(Math.max(program.duration, 1), MAX_SESSION_MINUTES),
        intensity: SESSION_INTENSITY_BY_DIFFICULTY[program.difficulty],
        programId: program.id,
      },
      recordDate: agencyToday(scope.timeZone),
      isPrivate: true,
    });
    return selectProgram(tx, scope, id);
  });
}
