/**
 * The agency as the NEMSIS exports describe it (NemsisAgency, packages/shared/src/epcr/report.ts), read from what
 * Rollcall already holds: Settings → NEMSIS (dAgency's ids and codes, the protocols, EMD), the apparatus
 * (dVehicle), the members with an EMS certification (dPersonnel, their level read from its name by
 * epcr/levels.ts) and the facilities crews take patients to (dFacility). What the settings still lack is
 * answered as labels instead of an agency: no file is made without what the state requires.
 */

import { emsLevelOf } from "@rollcall/shared/epcr/levels";
import { type NemsisAgency, nemsisAgencySchema } from "@rollcall/shared/epcr/report";
import { EMS_MEDICATIONS, EMS_PROCEDURES } from "@rollcall/shared/epcr/starter-codes";
import type { EquipmentType } from "@rollcall/shared/equipment";
import { VEHICLE_TYPES } from "@rollcall/shared/equipment";
import { and, asc, eq, inArray, isNull, ne } from "drizzle-orm";
import type { Transaction } from "../../../db/client";
import { agencies } from "../../../db/schema/agencies";
import { certifications } from "../../../db/schema/compliance";
import { pcrFacilities } from "../../../db/schema/epcr";
import { equipment } from "../../../db/schema/equipment";
import { users } from "../../../db/schema/users";
import { loadNemsisSettingsRow, toSettings } from "../settings/settings.service";

/** dVehicle.04 Vehicle Type of our apparatus types. */
const VEHICLE_TYPE: Record<(typeof VEHICLE_TYPES)[number], string> = {
  ambulance: "1404001",
  engine: "1404007",
  ladder: "1404007",
  tanker: "1404007",
  brush: "1404007",
  rescue: "1404019",
  command: "1404017",
  boat: "1404025",
};
const VIN = /^[A-HJ-NPR-Z0-9]{17}$/;

export type AgencyForExport = { agency: NemsisAgency; missing: [] } | { agency: null; missing: string[] };

/** The agency's NEMSIS facts, or what is missing for them ("Agency number", "An apparatus"). */
export async function loadNemsisAgency(tx: Transaction, agencyId: string): Promise<AgencyForExport> {
  const settings = await loadNemsisSettingsRow(tx, agencyId);
  const [agency] = await tx.select({ name: agencies.name }).from(agencies).where(eq(agencies.id, agencyId));
  const apparatus = await tx
    .select({ id: equipment.id, name: equipment.name, type: equipment.type, serial: equipment.serialNumber })
    .from(equipment)
    .where(
      and(
        eq(equipment.agencyId, agencyId),
        isNull(equipment.deletedAt),
        inArray(equipment.type, VEHICLE_TYPES as unknown as EquipmentType[]),
      ),
    )
    .orderBy(asc(equipment.name));
  const certs = await tx
    .select({
      userId: certifications.userId,
      name: certifications.name,
      number: certifications.certificateNumber,
      issued: certifications.issueDate,
      firstName: users.firstName,
      lastName: users.lastName,
    })
    .from(certifications)
    .innerJoin(users, and(eq(users.agencyId, certifications.agencyId), eq(users.id, certifications.userId)))
    .where(
      and(
        eq(certifications.agencyId, agencyId),
        ne(certifications.status, "expired"),
        isNull(users.deletedAt),
      ),
    )
    .orderBy(asc(users.lastName), asc(users.firstName));
  const facilities = await tx
    .select()
    .from(pcrFacilities)
    .where(eq(pcrFacilities.agencyId, agencyId))
    .orderBy(asc(pcrFacilities.name));

  const s = settings;
  const missing = [...toSettings(s).missingForExport];
  if (apparatus.length === 0) missing.push(NO_APPARATUS);
  if (!s || missing.length) return { agency: null, missing };

  // Each member once, at the highest EMS level their certifications name (the licence of that one).
  const byMember = new Map<string, typeof certs>();
  for (const c of certs) byMember.set(c.userId, [...(byMember.get(c.userId) ?? []), c]);
  // Checked with the rest by nemsisAgencySchema below.
  const personnel: Record<string, unknown>[] = [];
  for (const [userId, held] of byMember) {
    const level = emsLevelOf(held.map((c) => c.name));
    const first = held[0];
    if (!level || !first.firstName?.trim() || !first.lastName?.trim()) continue;
    const licence = held.find((c) => emsLevelOf([c.name])?.memberLevel === level.memberLevel);
    personnel.push({
      id: userId,
      lastName: first.lastName.trim().slice(0, 60),
      firstName: first.firstName.trim().slice(0, 50),
      licensureState: s.stateCode ?? undefined,
      licenseNumber: licence?.number?.trim().slice(0, 50) || undefined,
      licenseLevel: level.memberLevel,
      certifiedOn: licence?.issued ?? undefined,
      practiceLevel: level.memberLevel,
    });
  }
  // dConfiguration.06: the levels the agency's personnel hold (its level of service when none is on file).
  const levels = [
    ...new Set(
      [...byMember.values()].flatMap((held) => emsLevelOf(held.map((c) => c.name))?.stateLevel ?? []),
    ),
  ];
  if (levels.length === 0) levels.push(s.levelOfService as string);

  const candidate = {
    stateId: s.stateId,
    number: s.agencyNumber,
    name: agency?.name.slice(0, 100),
    state: s.stateCode,
    serviceArea: [{ state: s.stateCode, counties: s.counties }],
    serviceType: s.serviceType,
    levelOfService: s.levelOfService,
    organizationStatus: s.organizationStatus,
    organizationalType: s.organizationalType,
    taxStatus: s.taxStatus,
    npi: s.npi ?? undefined,
    fireDepartmentId: s.fireDepartmentId ?? undefined,
    configuration: {
      // What the agency's pick lists offer (starter-codes.ts), for each level it staffs.
      procedures: levels.map((level) => ({ level, codes: EMS_PROCEDURES.map((p) => p.value) })),
      medications: levels.map((level) => ({ level, codes: EMS_MEDICATIONS.map((m) => m.value) })),
      protocols: s.protocols,
      emd: s.emd,
    },
    vehicles: apparatus.map((a) => ({
      id: a.id,
      number: a.name.slice(0, 25),
      callSign: a.name.slice(0, 50),
      type: VEHICLE_TYPE[a.type as keyof typeof VEHICLE_TYPE],
      vin: a.serial && VIN.test(a.serial.toUpperCase()) ? a.serial.toUpperCase() : undefined,
    })),
    personnel,
    facilities: facilities.map((f) => ({
      id: f.id,
      type: f.type,
      name: f.name.slice(0, 100),
      code: f.code ?? undefined,
      street: f.address ?? undefined,
      // The XSD wants codes here (GNIS, ANSI, ZIP): a city or state typed as a name stays out.
      city: f.city && /^[0-9]{1,10}$/.test(f.city) ? f.city : undefined,
      state: f.state && /^[0-9]{2}$/.test(f.state) ? f.state : s.stateCode,
      zip: f.zip && /^[0-9]{5}(-[0-9]{4})?$/.test(f.zip) ? f.zip : undefined,
      phone: nemsisPhone(f.phone),
    })),
  };
  const parsed = nemsisAgencySchema.safeParse(candidate);
  if (!parsed.success)
    return {
      agency: null,
      missing: [...new Set(parsed.error.issues.map((i) => i.path.slice(0, 2).join(" ")))],
    };
  return { agency: parsed.data, missing: [] };
}

/** A North American number as the XSD's PhoneNumber writes it (555-555-0123); anything else stays out. */
export function nemsisPhone(phone: string | null): string | undefined {
  const digits = (phone ?? "").replace(/\D/g, "").replace(/^1(?=\d{10}$)/, "");
  const m = /^([2-9]\d\d)([2-9]\d\d)(\d{4})$/.exec(digits);
  return m ? `${m[1]}-${m[2]}-${m[3]}` : undefined;
}

export const NO_APPARATUS = "An apparatus (a vehicle the reports name)";
