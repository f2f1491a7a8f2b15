/**
 * The Reports tab's four reports, computed from the agency's data as of its today: Certification Summary
 * (per member), Expiration Report (every certification by expiry), Compliance Audit (every member against
 * every certification required of their role) and Training Gaps (the requirements members do not meet).
 * Each is a CSV; the summary and the audit are also printable PDFs (reports.pdf.ts).
 */
import {
  CERTIFICATION_STATE_LABELS,
  CERTIFICATION_STATUS_LABELS,
  type CertificationState,
  type ComplianceScore,
  certificationState,
  complianceScore,
  EVERYONE_LABEL,
  isCurrent,
  type RequiredCertification,
  type RequirementReason,
  requirementApplies,
  requirementGap,
} from "@rollcall/shared/compliance";
import { ROLE_LABELS, type Role } from "@rollcall/shared/roles";
import { and, asc, eq, isNull } from "drizzle-orm";
import { certifications } from "../../db/schema/compliance";
import { users } from "../../db/schema/users";
import { csvFile, safeText } from "../../lib/csv";
import { agencyToday } from "../../lib/dates";
import type { AgencyScope } from "../../plugins/auth";
import { loadAgencyName } from "../agencies";
import { displayDate, selectCertifications, toCertification } from "./compliance.queries";
import { loadRequirements } from "./requirements.service";

export type ReportMember = { id: string; name: string; email: string; role: Role };
export type ReportCertification = ReturnType<typeof toCertification>;

/** Per member: how many certifications, how many current, expiring soon and expired. */
export type MemberSummary = ReportMember & {
  total: number;
  current: number;
  expiring: number;
  expired: number;
  percent: number | null;
};

export type AuditStatus = "Current" | "Expiring Soon" | "Expired" | "Missing";
/** One member against one certification their role requires. */
export type AuditLine = {
  member: ReportMember;
  requirement: string;
  requiredFor: string;
  status: AuditStatus;
  /** The certification that decides the status (the longest-running current one, else the latest lapsed). */
  expirationDate: string | null;
  certificateNumber: string | null;
};

export type ReportData = {
  agencyName: string;
  today: string;
  members: ReportMember[];
  certifications: ReportCertification[];
  requirements: RequiredCertification[];
  score: ComplianceScore;
  counts: Record<CertificationState, number>;
};

export async function loadReportData(scope: AgencyScope): Promise<ReportData> {
  const today = agencyToday(scope.timeZone);
  const { agencyName, members, rows, requirements } = await scope.read(async (tx) => {
    return {
      agencyName: await loadAgencyName(tx, scope.agencyId),
      members: await tx
        .select({
          id: users.id,
          firstName: users.firstName,
          lastName: users.lastName,
          email: users.email,
          role: users.role,
        })
        .from(users)
        .where(and(eq(users.agencyId, scope.agencyId), isNull(users.deletedAt)))
        .orderBy(asc(users.lastName), asc(users.firstName)),
      rows: await selectCertifications(tx, scope.agencyId).orderBy(
        asc(certifications.expirationDate),
        asc(certifications.name),
        asc(users.lastName),
      ),
      requirements: await loadRequirements(tx, scope.agencyId),
    };
  });
  const list = rows.map((row) => toCertification(row, today));
  const counts = { active: 0, expiring: 0, expired: 0 };
  for (const c of list) counts[c.displayState]++;
  return {
    agencyName,
    today,
    members: members.map((m) => ({
      id: m.id,
      name: `${m.firstName} ${m.lastName}`.trim(),
      email: m.email,
      role: m.role,
    })),
    certifications: list,
    requirements: requirements.map((r) => ({
      id: r.id,
      name: r.name,
      role: r.role,
      createdAt: r.createdAt.toISOString(),
    })),
    score: complianceScore(list, today),
    counts,
  };
}

export function memberSummaries(data: ReportData): MemberSummary[] {
  return data.members.map((member) => {
    const held = data.certifications.filter((c) => c.userId === member.id);
    const score = complianceScore(held, data.today);
    return {
      ...member,
      total: held.length,
      current: score.current,
      expiring: held.filter((c) => c.displayState === "expiring").length,
      expired: held.filter((c) => c.displayState === "expired").length,
      percent: score.percent,
    };
  });
}

/** Per certification name (case-insensitive): holders, current, expiring soon, expired. */
export function certificationTypes(data: ReportData) {
  const types = new Map<
    string,
    { name: string; holders: Set<string>; current: number; expiring: number; expired: number }
  >();
  for (const c of data.certifications) {
    const key = c.name.toLowerCase();
    const t = types.get(key) ?? { name: c.name, holders: new Set(), current: 0, expiring: 0, expired: 0 };
    t.holders.add(c.userId);
    if (isCurrent(c, data.today)) t.current++;
    if (c.displayState === "expiring") t.expiring++;
    if (c.displayState === "expired") t.expired++;
    types.set(key, t);
  }
  return [...types.values()]
    .map((t) => ({ ...t, holders: t.holders.size }))
    .sort((a, b) => a.name.localeCompare(b.name));
}

export const requiredForLabel = (role: Role | null) => (role ? ROLE_LABELS[role] : EVERYONE_LABEL);

/** Every member against every requirement of their role (one line per distinct certification name). */
export function auditLines(data: ReportData): AuditLine[] {
  const lines: AuditLine[] = [];
  for (const member of data.members) {
    const seen = new Set<string>();
    for (const requirement of data.requirements) {
      const key = requirement.name.toLowerCase();
      if (!requirementApplies(requirement, member.role) || seen.has(key)) continue;
      seen.add(key);
      const held = data.certifications.filter((c) => c.userId === member.id && c.name.toLowerCase() === key);
      const gap = requirementGap(held, data.today, data.today);
      const current = held
        .filter((c) => isCurrent(c, data.today))
        .sort((a, b) => b.expirationDate.localeCompare(a.expirationDate))[0];
      const deciding =
        current ??
        held
          .filter((c) => gap?.expirationDate && c.expirationDate === gap.expirationDate)
          .sort((a, b) => b.expirationDate.localeCompare(a.expirationDate))[0];
      const status: AuditStatus = gap
        ? gap.reason === "missing"
          ? "Missing"
          : "Expired"
        : certificationState(current?.expirationDate ?? data.today, data.today) === "expiring"
          ? "Expiring Soon"
          : "Current";
      lines.push({
        member,
        requirement: requirement.name,
        requiredFor: requiredForLabel(requirement.role),
        status,
        expirationDate: deciding?.expirationDate ?? null,
        certificateNumber: deciding?.certificateNumber ?? null,
      });
    }
  }
  return lines;
}

/** Training Gaps: members missing a required certification (none active and unexpired with that name). */
export function trainingGaps(data: ReportData) {
  return auditLines(data)
    .filter((line) => line.status === "Missing" || line.status === "Expired")
    .map((line) => ({
      ...line,
      reason: (line.status === "Missing" ? "missing" : "expired") as RequirementReason,
    }));
}

// ---------------------------------------------------------------------------------------------------------
// CSV
// ---------------------------------------------------------------------------------------------------------

export function summaryCsv(data: ReportData) {
  return csvFile(
    [
      "Team Member",
      "Email",
      "Role",
      "Certifications",
      "Current",
      "Expiring Soon",
      "Expired",
      "Compliance (%)",
    ],
    memberSummaries(data).map((m) => [
      safeText(m.name),
      safeText(m.email),
      ROLE_LABELS[m.role],
      m.total,
      m.current,
      m.expiring,
      m.expired,
      m.percent,
    ]),
  );
}

export function expirationCsv(data: ReportData) {
  return csvFile(
    [
      "Expiration Date",
      "Days Until Expiration",
      "State",
      "Certification",
      "Team Member",
      "Role",
      "Issuing Organization",
      "Certificate Number",
      "Issue Date",
      "Stored Status",
      "Document",
    ],
    data.certifications.map((c) => [
      c.expirationDate,
      c.daysUntilExpiration,
      CERTIFICATION_STATE_LABELS[c.displayState],
      safeText(c.name),
      safeText(c.holderName),
      ROLE_LABELS[c.user.role],
      safeText(c.issuingOrganization),
      safeText(c.certificateNumber),
      c.issueDate,
      CERTIFICATION_STATUS_LABELS[c.status],
      c.documentUrl ? "Yes" : "No",
    ]),
  );
}

export function auditCsv(data: ReportData) {
  return csvFile(
    [
      "Team Member",
      "Role",
      "Required Certification",
      "Required For",
      "Status",
      "Expiration Date",
      "Certificate Number",
    ],
    auditLines(data).map((line) => [
      safeText(line.member.name),
      ROLE_LABELS[line.member.role],
      safeText(line.requirement),
      line.requiredFor,
      line.status,
      line.expirationDate,
      safeText(line.certificateNumber),
    ]),
  );
}

export function gapsCsv(data: ReportData) {
  return csvFile(
    [
      "Team Member",
      "Email",
      "Role",
      "Missing Certification",
      "Required For",
      "Reason",
      "Last Expiration Date",
    ],
    trainingGaps(data).map((gap) => [
      safeText(gap.member.name),
      safeText(gap.member.email),
      ROLE_LABELS[gap.member.role],
      safeText(gap.requirement),
      gap.requiredFor,
      gap.reason === "missing"
        ? "Not on record"
        : `Expired on ${displayDate(gap.expirationDate ?? data.today)}`,
      gap.expirationDate,
    ]),
  );
}
