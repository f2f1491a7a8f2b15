/** Demo certifications, the required ones, and their documents. */
import { randomUUID } from "node:crypto";
import { certifications, type NewCertification, requiredCertifications } from "../../db/schema/compliance";
import { DAY, type DemoContext, digits, isoDate, rand, type SeedStep } from "../../db/seed/context";
import { type MemberKey, type MemberSeed, ROSTER } from "../../db/seed/people";
import { FONT, pdfBuffer, reportDocument } from "../../lib/pdf";
import type { FileStorage } from "../../lib/storage";

type CertName =
  | "CPR"
  | "EMT"
  | "Paramedic"
  | "Firefighter II"
  | "SCBA Fit Test"
  | "Fire Officer I"
  | "Driver/Operator";
const CERT_TYPES: Record<CertName, { org: string; validityDays: number; number: (year: number) => string }> =
  {
    CPR: { org: "American Heart Association", validityDays: 730, number: () => `AHA-${digits(10)}` },
    EMT: { org: "NREMT", validityDays: 730, number: () => `E${digits(7)}` },
    Paramedic: { org: "NREMT", validityDays: 730, number: () => `P${digits(6)}` },
    "Firefighter II": {
      org: "State Fire Marshal",
      validityDays: 1825,
      number: (y) => `SFM-FF2-${y}-${digits(4)}`,
    },
    "SCBA Fit Test": { org: "State Fire Marshal", validityDays: 365, number: (y) => `FIT-${y}-${digits(5)}` },
    "Fire Officer I": {
      org: "State Fire Marshal",
      validityDays: 1825,
      number: (y) => `SFM-FO1-${y}-${digits(4)}`,
    },
    // NFPA 1002 apparatus driver/operator: who may drive an engine or ladder (the board's driver seats).
    "Driver/Operator": {
      org: "State Fire Marshal",
      validityDays: 1825,
      number: (y) => `SFM-DO-${y}-${digits(4)}`,
    },
  };

/** Certifications pinned near today: expiring within 30 days (positive) or expired (negative). */
const CERT_PINNED: ReadonlyArray<{ member: MemberKey; cert: CertName; expiresInDays: number }> = [
  { member: "kim", cert: "SCBA Fit Test", expiresInDays: 12 },
  { member: "patel", cert: "CPR", expiresInDays: 21 },
  { member: "mendes", cert: "EMT", expiresInDays: 6 },
  { member: "whitaker", cert: "CPR", expiresInDays: 27 },
  { member: "obrien", cert: "CPR", expiresInDays: -9 },
  { member: "park", cert: "SCBA Fit Test", expiresInDays: -40 },
];

function certsOf(m: MemberSeed): CertName[] {
  const list: CertName[] = ["CPR"];
  if (m.medical) list.push(m.medical);
  if (m.role !== "emt") list.push("Firefighter II", "SCBA Fit Test");
  if (m.role === "officer" || m.role === "admin") list.push("Fire Officer I");
  if (m.role === "officer" || m.role === "firefighter") list.push("Driver/Operator");
  return list;
}

/** Every member's certifications (some pinned near expiry) and the agency's required ones. */
export function buildCertifications(ctx: DemoContext) {
  const { agencyId, day, dateIn, idOf } = ctx;
  const certRows: NewCertification[] = [];
  for (const m of ROSTER) {
    for (const cert of certsOf(m)) {
      const type = CERT_TYPES[cert];
      const pinned = CERT_PINNED.find((p) => p.member === m.key && p.cert === cert);
      const expiresIn = pinned ? pinned.expiresInDays : rand(45, type.validityDays - 30);
      const issued = day(expiresIn) - type.validityDays * DAY;
      certRows.push({
        agencyId,
        id: randomUUID(),
        userId: idOf(m.key as MemberKey),
        name: cert,
        issuingOrganization: type.org,
        issueDate: isoDate(issued),
        expirationDate: dateIn(expiresIn),
        certificateNumber: type.number(new Date(issued).getUTCFullYear()),
        status: expiresIn < 0 ? "expired" : "active",
      });
    }
  }
  const requiredCertRows = [
    { agencyId, name: "CPR", role: null },
    { agencyId, name: "EMT", role: "emt" as const },
    { agencyId, name: "SCBA Fit Test", role: "firefighter" as const },
  ];
  return { certRows, requiredCertRows };
}

/** A one-page certificate card, as a member's scan would be: what the certification row says. */
async function certificatePdf(cert: NewCertification, holder: string): Promise<Buffer> {
  const doc = await reportDocument(`${cert.name} certificate`, cert.issuingOrganization ?? "");
  doc
    .font(FONT.bold)
    .fontSize(20)
    .text(cert.issuingOrganization ?? "", { align: "center" });
  doc.moveDown();
  doc.font(FONT.regular).fontSize(14).text("This certifies that", { align: "center" });
  doc.font(FONT.bold).fontSize(22).text(holder, { align: "center" });
  doc.font(FONT.regular).fontSize(14).text(`holds the ${cert.name} certification`, { align: "center" });
  doc.moveDown();
  doc.fontSize(11).text(`Certificate number ${cert.certificateNumber ?? ""}`, { align: "center" });
  doc.text(`Issued ${cert.issueDate} · Expires ${cert.expirationDate}`, { align: "center" });
  return pdfBuffer(doc);
}

/**
 * Stores a scanned certificate for most certifications, the way an upload does (lib/storage.ts, key under
 * certifications/<agency>/<certification>/, the row naming the file); a few are left without one, as members
 * upload theirs over time. Returns the keys written, for the caller to remove if the seed rolls back.
 */
export async function attachCertificateDocuments(
  ctx: DemoContext,
  storage: FileStorage,
  certRows: NewCertification[],
): Promise<string[]> {
  const keys: string[] = [];
  for (const [index, cert] of certRows.entries()) {
    if (index % 7 === 6) continue;
    const holder = ROSTER.find((m) => m.id === cert.userId);
    const holderName = holder ? `${holder.first} ${holder.last}` : "";
    const key = `certifications/${ctx.agencyId}/${cert.id}/${randomUUID()}`;
    const { size } = await storage.put(key, await certificatePdf(cert, holderName), "application/pdf");
    keys.push(key);
    Object.assign(cert, {
      documentKey: key,
      documentName: `${cert.name} - ${holderName}.pdf`,
      documentContentType: "application/pdf",
      documentSize: size,
    });
  }
  return keys;
}

/** With the seed's file storage, most certifications are written with their scanned certificate. */
export const complianceSeed: SeedStep = (ctx) => {
  const { certRows, requiredCertRows } = buildCertifications(ctx);
  return async ({ tx, storage, stored }) => {
    if (storage) stored.push(...(await attachCertificateDocuments(ctx, storage, certRows)));
    await tx.insert(certifications).values(certRows);
    await tx.insert(requiredCertifications).values(requiredCertRows);
  };
};
