import {
  FITNESS_INTENSITY_LABELS,
  type FitnessIntensity,
  type FitnessProgram,
  type FitnessProgramType,
  MEDICAL_RESULT_LABELS,
  type MedicalResult,
  MOOD_LABELS,
  type WellnessRecord,
  type WellnessRecordType,
} from "@rollcall/shared/wellness";
import { format, parseISO } from "date-fns";
import {
  Activity,
  Brain,
  Dumbbell,
  HeartPulse,
  type LucideIcon,
  PersonStanding,
  Stethoscope,
  Timer,
} from "lucide-react";
import { formatDate } from "@/lib/dates";

/** A program's type icon: heart rate, weights, a stretch, a stopwatch, general activity. */
export const PROGRAM_TYPE_ICONS: Record<FitnessProgramType, LucideIcon> = {
  cardio: HeartPulse,
  strength: Dumbbell,
  flexibility: PersonStanding,
  endurance: Timer,
  general: Activity,
};

export const RECORD_TYPE_ICONS: Record<WellnessRecordType, LucideIcon> = {
  fitness: Dumbbell,
  medical: Stethoscope,
  mental_health: Brain,
};

/** "30 min". */
export const formatMinutes = (minutes: number) => `${minutes} min`;

const plural = (n: number, one: string, many: string) => `${n} ${n === 1 ? one : many}`;

/** The caller's progress in a started program: "3 sessions · 90 min · last Nov 20, 2026". */
export function enrollmentLine(
  enrollment: NonNullable<FitnessProgram["enrollment"]>,
  timeZone: string | undefined,
): string {
  if (enrollment.sessions === 0)
    return `Started ${formatDate(enrollment.startedAt, timeZone)} · no sessions logged yet`;
  const parts = [plural(enrollment.sessions, "session", "sessions"), formatMinutes(enrollment.minutes)];
  if (enrollment.lastSessionOn) parts.push(`last ${formatDate(enrollment.lastSessionOn)}`);
  return parts.join(" · ");
}

const text = (value: unknown) => (typeof value === "string" && value.trim() ? value.trim() : null);
const number = (value: unknown) => (typeof value === "number" && Number.isFinite(value) ? value : null);

/**
 * A record's data in words, by its type: fitness "Stair climb · 30 min · Moderate intensity", medical
 * "Annual medical evaluation · Cleared for duty · next due Nov 20, 2027", mental health "Mood: Good (4/5)".
 * Fields the record lacks are left out.
 */
export function recordSummary(record: Pick<WellnessRecord, "recordType" | "data">): string {
  const d = record.data;
  const parts: (string | null)[] = [];
  if (record.recordType === "fitness") {
    const minutes = number(d.minutes);
    const intensity = text(d.intensity) as FitnessIntensity | null;
    parts.push(
      text(d.activity),
      minutes === null ? null : formatMinutes(minutes),
      intensity && FITNESS_INTENSITY_LABELS[intensity]
        ? `${FITNESS_INTENSITY_LABELS[intensity]} intensity`
        : null,
    );
  } else if (record.recordType === "medical") {
    const result = text(d.result) as MedicalResult | null;
    const due = text(d.nextDueDate);
    parts.push(
      text(d.evaluation),
      result ? (MEDICAL_RESULT_LABELS[result] ?? null) : null,
      due ? `next due ${formatDate(due)}` : null,
    );
  } else {
    const mood = number(d.mood);
    parts.push(mood !== null && MOOD_LABELS[mood] ? `Mood: ${MOOD_LABELS[mood]} (${mood}/5)` : null);
  }
  return parts.filter(Boolean).join(" · ");
}

/** "2026-11" → "November". */
export const monthName = (month: string) => format(parseISO(`${month}-01`), "MMMM");
