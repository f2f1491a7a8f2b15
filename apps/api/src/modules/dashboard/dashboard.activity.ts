/**
 * Recent Activity in plain words, built from audit rows (action + entity type + change details).
 * The audit triggers store a created or deleted row's snapshot, and an update's changed columns as
 * { column: { from, to } }; column names are the database's (snake_case).
 */
import { EQUIPMENT_STATUS_LABELS, type EquipmentStatus } from "@rollcall/shared/equipment";

/** One entry: the writes one actor made to one entity type at one instant. */
export type ActivityGroup = {
  actor: string;
  action: string;
  entityType: string;
  /** How many distinct rows the entry covers. */
  count: number;
  /** Change details of one of the rows (for a single-row entry: that row's). */
  details: Record<string, unknown>;
  /** The entity's current name, when it still exists. */
  currentName: string | null;
  /** For training assignments: the course's title; for maintenance records: the equipment's name. */
  courseTitle: string | null;
};

type Noun = { one: string; many: string; quoted: boolean; nameOf: (row: Record<string, unknown>) => unknown };

const text = (value: unknown) => (typeof value === "string" && value.trim() ? value.trim() : null);

const NOUNS: Record<string, Noun> = {
  shifts: { one: "shift", many: "shifts", quoted: true, nameOf: (r) => r.title },
  certifications: { one: "certification", many: "certifications", quoted: false, nameOf: (r) => r.name },
  equipment: { one: "equipment", many: "equipment items", quoted: false, nameOf: (r) => r.name },
  incidents: {
    one: "incident report",
    many: "incident reports",
    quoted: false,
    nameOf: (r) => r.incident_number,
  },
  courses: { one: "course", many: "courses", quoted: true, nameOf: (r) => r.title },
  training_assignments: {
    one: "training assignment",
    many: "training assignments",
    quoted: true,
    nameOf: () => null,
  },
  maintenance_records: {
    one: "maintenance",
    many: "maintenance entries",
    quoted: false,
    nameOf: () => null,
  },
  users: {
    one: "member",
    many: "members",
    quoted: false,
    nameOf: (r) => [text(r.first_name), text(r.last_name)].filter(Boolean).join(" "),
  },
};

/** The new value of an updated column, or undefined when the update did not touch it. */
function changedTo(details: Record<string, unknown>, column: string): unknown {
  const change = details[column];
  if (change && typeof change === "object" && "to" in change) return (change as { to: unknown }).to;
  return undefined;
}

function nounFor(entityType: string): Noun {
  return (
    NOUNS[entityType] ?? {
      one: entityType.replaceAll("_", " ").replace(/s$/, ""),
      many: entityType.replaceAll("_", " "),
      quoted: false,
      nameOf: () => null,
    }
  );
}

/** A created or deleted row's name comes from its snapshot; an updated row's from its current state. */
function entityName(group: ActivityGroup, noun: Noun): string | null {
  if (group.entityType === "training_assignments" || group.entityType === "maintenance_records")
    return text(group.courseTitle);
  const snapshot = group.action === "update" ? null : text(noun.nameOf(group.details));
  return snapshot ?? text(group.currentName);
}

function named(noun: Noun, name: string | null) {
  if (!name) return `a ${noun.one}`;
  return noun.quoted ? `${noun.one} “${name}”` : `${noun.one} ${name}`;
}

const VERBS: Record<string, string> = { create: "created", update: "updated", delete: "deleted" };

/** The sentence shown in Recent Activity, starting with the actor. */
export function describeActivity(group: ActivityGroup): string {
  const { actor, action, entityType, details } = group;
  const noun = nounFor(entityType);
  const verb =
    entityType === "users"
      ? ({ create: "added", update: "updated", delete: "removed" }[action] ?? action)
      : entityType === "training_assignments" && action === "create"
        ? "assigned"
        : entityType === "maintenance_records" && action === "create"
          ? "recorded"
          : (VERBS[action] ?? action.replaceAll("_", " "));

  if (group.count > 1) return `${actor} ${verb} ${group.count} ${noun.many}`;

  const name = entityName(group, noun);
  if (action === "update") {
    if (entityType === "shifts") {
      const checkedIn = changedTo(details, "checked_in");
      if (checkedIn === true) return `${actor} checked in`;
      if (checkedIn === false && changedTo(details, "actual_end_time")) return `${actor} checked out`;
      const status = changedTo(details, "status");
      if (status === "open") return `${actor} requested coverage for ${named(noun, name)}`;
      if (status === "cancelled") return `${actor} cancelled ${named(noun, name)}`;
    }
    if (entityType === "certifications" && changedTo(details, "expiration_date") !== undefined) {
      if (changedTo(details, "status") === "active" || details.status === undefined)
        return `${actor} renewed ${named(noun, name)}`;
    }
    // Members and equipment are soft-deleted: the update that sets deleted_at is the removal.
    if ((entityType === "users" || entityType === "equipment") && changedTo(details, "deleted_at"))
      return `${actor} removed ${named(noun, name)}`;
    if (entityType === "equipment") {
      const status = changedTo(details, "status");
      if (typeof status === "string" && status in EQUIPMENT_STATUS_LABELS)
        return `${actor} marked ${named(noun, name)} ${EQUIPMENT_STATUS_LABELS[status as EquipmentStatus]}`;
    }
    if (entityType === "training_assignments" && changedTo(details, "status") === "completed")
      return `${actor} completed training${name ? ` “${name}”` : ""}`;
  }
  if (entityType === "training_assignments" && action === "create")
    return `${actor} assigned training${name ? ` “${name}”` : ""}`;
  if (entityType === "maintenance_records" && action === "create")
    return `${actor} recorded maintenance${name ? ` on ${name}` : ""}`;
  return `${actor} ${verb} ${named(noun, name)}`;
}
