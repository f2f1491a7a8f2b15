/** Demo courses and training assignments. */
import { randomUUID } from "node:crypto";
import {
  courses,
  type NewCourse,
  type NewTrainingAssignment,
  trainingAssignments,
} from "../../db/schema/training";
import { type DemoContext, insertRows, rand, rowsOf, type SeedStep } from "../../db/seed/context";
import type { MemberKey } from "../../db/seed/people";

type CourseSeed = Pick<
  NewCourse,
  | "title"
  | "description"
  | "category"
  | "difficulty"
  | "durationMinutes"
  | "maxParticipants"
  | "requirements"
  | "objectives"
  | "materials"
  | "status"
> & { key: string; instructor: MemberKey | null };
const COURSES = [
  {
    key: "livefire",
    title: "Live Fire Behavior & Suppression",
    category: "fire_safety",
    difficulty: "advanced",
    durationMinutes: 480,
    maxParticipants: 12,
    description:
      "Acquired-structure and burn-building evolutions: reading smoke, flow path control and coordinated interior attack.",
    requirements: "Firefighter II; current SCBA fit test",
    objectives:
      "Read smoke and flow path; coordinate ventilation with fire attack; perform transitional attack.",
    materials: "Full PPE, SCBA, IFSTA Essentials ch. 5 and 17",
    status: "published",
    instructor: "hale",
  },
  {
    key: "acls",
    title: "ACLS Refresher",
    category: "medical",
    difficulty: "intermediate",
    durationMinutes: 240,
    maxParticipants: 16,
    description:
      "AHA Advanced Cardiovascular Life Support update: megacode scenarios, rhythm recognition and post-arrest care.",
    requirements: "Current CPR; EMT or Paramedic",
    objectives: "Run a megacode as team leader; recognize and treat peri-arrest rhythms.",
    materials: "AHA ACLS Provider Manual (current edition)",
    status: "published",
    instructor: "ortega",
  },
  {
    key: "extrication",
    title: "Vehicle Extrication Techniques",
    category: "rescue",
    difficulty: "intermediate",
    durationMinutes: 360,
    maxParticipants: 10,
    description:
      "Stabilization, glass management, door pops, roof removal and dash roll on salvage vehicles.",
    requirements: "Firefighter I",
    objectives:
      "Stabilize a vehicle on its side; complete a full roof removal in under 15 minutes as a crew.",
    materials: "Hydraulic tools on Rescue 5, cribbing, struts",
    status: "published",
    instructor: "hale",
  },
  {
    key: "hazmat",
    title: "Hazmat Operations Refresher",
    category: "hazmat",
    difficulty: "intermediate",
    durationMinutes: 480,
    maxParticipants: 20,
    description:
      "Annual NFPA 470 operations-level refresher: product identification, isolation distances, defensive control and decon.",
    requirements: null,
    objectives: "Use the ERG to set isolation zones; perform gross decon; meter for LEL, O2, CO and H2S.",
    materials: "Emergency Response Guidebook, four-gas meters",
    status: "published",
    instructor: "brennan",
  },
  {
    key: "evoc",
    title: "Emergency Vehicle Operations (EVOC)",
    category: "driving",
    difficulty: "beginner",
    durationMinutes: 240,
    maxParticipants: 8,
    description:
      "Defensive driving of apparatus, intersection clearing, backing with spotters and the cone course.",
    requirements: "Valid driver's license",
    objectives: "Pass the serpentine, alley dock and diminishing-clearance cone evolutions.",
    materials: "Engine 1 or Medic 3, cone course kit",
    status: "published",
    instructor: "brennan",
  },
  {
    key: "ics200",
    title: "Incident Command System: ICS-200",
    category: "leadership",
    difficulty: "beginner",
    durationMinutes: 180,
    maxParticipants: 24,
    description:
      "ICS for single resources and initial action incidents: command transfer, span of control and briefings.",
    requirements: "ICS-100",
    objectives: "Conduct a transfer of command; build an initial ICS-201.",
    materials: "FEMA IS-200.c student manual",
    status: "published",
    instructor: "reyes",
  },
  {
    key: "scba",
    title: "SCBA Proficiency & Air Management",
    category: "equipment",
    difficulty: "beginner",
    durationMinutes: 120,
    maxParticipants: 12,
    description:
      "Donning under 60 seconds, emergency procedures, air consumption drills and RIT bottle change-outs.",
    requirements: "Current SCBA fit test",
    objectives: "Don SCBA in under 60 seconds; manage air to exit with 25% remaining.",
    materials: "MSA G1 SCBA, spare cylinders",
    status: "published",
    instructor: "hale",
  },
  {
    key: "mayday",
    title: "Radio Communications & Mayday Procedures",
    category: "communications",
    difficulty: "beginner",
    durationMinutes: 90,
    maxParticipants: 20,
    description: "Radio discipline on the county trunked system, LUNAR reports and calling a Mayday.",
    requirements: null,
    objectives: "Transmit a complete LUNAR report; operate the APX emergency button.",
    materials: "Motorola APX 6000 portables",
    status: "draft",
    instructor: null,
  },
] as const satisfies readonly CourseSeed[];
type CourseKey = (typeof COURSES)[number]["key"];

/** due: days from today; done: completed that many days ago. */
type AssignmentSeed = Pick<NewTrainingAssignment, "priority" | "status" | "notes"> & {
  member: MemberKey;
  course: CourseKey;
  due: number;
  doneDaysAgo?: number;
  by: MemberKey;
};
const ASSIGNMENTS: AssignmentSeed[] = [
  {
    member: "kim",
    course: "scba",
    due: 5,
    priority: "high",
    status: "in_progress",
    by: "hale",
    notes: "Complete before the fit test renewal.",
  },
  {
    member: "kim",
    course: "livefire",
    due: 45,
    priority: "medium",
    status: "assigned",
    by: "hale",
    notes: null,
  },
  {
    member: "kim",
    course: "evoc",
    due: -3,
    doneDaysAgo: 10,
    priority: "medium",
    status: "completed",
    by: "reyes",
    notes: null,
  },
  {
    member: "patel",
    course: "acls",
    due: 9,
    priority: "high",
    status: "assigned",
    by: "reyes",
    notes: "Required for ALS upgrade.",
  },
  {
    member: "patel",
    course: "hazmat",
    due: -4,
    priority: "medium",
    status: "overdue",
    by: "reyes",
    notes: null,
  },
  {
    member: "patel",
    course: "ics200",
    due: -15,
    doneDaysAgo: 18,
    priority: "low",
    status: "completed",
    by: "reyes",
    notes: null,
  },
  {
    member: "hale",
    course: "ics200",
    due: -20,
    doneDaysAgo: 25,
    priority: "medium",
    status: "completed",
    by: "reyes",
    notes: null,
  },
  {
    member: "hale",
    course: "extrication",
    due: 30,
    priority: "medium",
    status: "assigned",
    by: "reyes",
    notes: "Instructor refresher.",
  },
  {
    member: "ortega",
    course: "livefire",
    due: -8,
    priority: "critical",
    status: "overdue",
    by: "hale",
    notes: "Missed the last burn-building date.",
  },
  {
    member: "foster",
    course: "acls",
    due: 12,
    priority: "medium",
    status: "in_progress",
    by: "hale",
    notes: null,
  },
  {
    member: "whitaker",
    course: "extrication",
    due: 7,
    priority: "medium",
    status: "assigned",
    by: "vasquez",
    notes: null,
  },
  {
    member: "thompson",
    course: "scba",
    due: -6,
    doneDaysAgo: 9,
    priority: "medium",
    status: "completed",
    by: "vasquez",
    notes: null,
  },
  {
    member: "cho",
    course: "acls",
    due: 2,
    doneDaysAgo: 4,
    priority: "high",
    status: "completed",
    by: "vasquez",
    notes: null,
  },
  {
    member: "goldberg",
    course: "hazmat",
    due: 50,
    priority: "low",
    status: "assigned",
    by: "vasquez",
    notes: null,
  },
  {
    member: "obrien",
    course: "evoc",
    due: -2,
    priority: "high",
    status: "overdue",
    by: "brennan",
    notes: "Needed before driving Engine 1.",
  },
  {
    member: "holloway",
    course: "scba",
    due: 3,
    priority: "high",
    status: "assigned",
    by: "brennan",
    notes: null,
  },
  {
    member: "mendes",
    course: "acls",
    due: 13,
    priority: "medium",
    status: "assigned",
    by: "brennan",
    notes: null,
  },
  {
    member: "brooks",
    course: "hazmat",
    due: 60,
    priority: "low",
    status: "assigned",
    by: "brennan",
    notes: null,
  },
  {
    member: "lindqvist",
    course: "livefire",
    due: -10,
    doneDaysAgo: 12,
    priority: "medium",
    status: "completed",
    by: "reyes",
    notes: null,
  },
  {
    member: "washington",
    course: "evoc",
    due: 35,
    priority: "medium",
    status: "assigned",
    by: "reyes",
    notes: null,
  },
  {
    member: "park",
    course: "scba",
    due: 10,
    priority: "critical",
    status: "assigned",
    by: "reyes",
    notes: "Fit test expired: schedule the retest first.",
  },
];

/** Courses (with instructors) and assignments, some overdue, some completed. */
export function buildTraining(ctx: DemoContext) {
  const { agencyId, dateIn, at, idOf } = ctx;
  const courseIds = new Map<CourseKey, string>(COURSES.map((c) => [c.key, randomUUID()]));
  const courseRows: NewCourse[] = COURSES.map(({ key, instructor, ...course }) => ({
    ...course,
    agencyId,
    id: courseIds.get(key),
    instructorId: instructor ? idOf(instructor) : null,
  }));
  const assignmentRows: NewTrainingAssignment[] = ASSIGNMENTS.map((a) => ({
    agencyId,
    courseId: courseIds.get(a.course) as string,
    userId: idOf(a.member),
    assignedById: idOf(a.by),
    dueDate: dateIn(a.due),
    priority: a.priority,
    status: a.status,
    completedAt: a.doneDaysAgo === undefined ? null : at(-a.doneDaysAgo, 16, rand(0, 59)),
    notes: a.notes,
  }));
  return { courseRows, assignmentRows };
}

export const trainingSeed: SeedStep = (ctx) => {
  const { courseRows, assignmentRows } = buildTraining(ctx);
  return insertRows(rowsOf(courses, courseRows), rowsOf(trainingAssignments, assignmentRows));
};
