/**
 * The DEMDataSet of NEMSIS v3.5.1: the agency (dAgency), what its levels may do (dConfiguration), its
 * vehicles from our apparatus, its personnel from our members with their certification levels, and the
 * facilities crews take patients to. States load it before they accept the agency's EMSDataSets.
 */
import { createHash } from "node:crypto";
import type { NemsisAgency, NemsisFacility } from "@rollcall/shared/epcr/report";
import { create } from "xmlbuilder2";
import { NEMSIS_SOFTWARE } from "./ems-dataset";
import { nemsisDateTime, nemsisRoot, writeGroup, type XGroup } from "./xml";

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** A stable UUID per record (its own id when that is one), so the same agency exports the same file. */
function uuidFor(...parts: string[]): string {
  if (parts.length === 1 && UUID.test(parts[0])) return parts[0].toLowerCase();
  const hex = createHash("sha256").update(parts.join("\u0000")).digest("hex");
  // RFC 4122 layout, version 5 style (name-based), variant 10xx.
  const variant = ((Number.parseInt(hex[16], 16) & 0x3) | 0x8).toString(16);
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-5${hex.slice(13, 16)}-${variant}${hex.slice(17, 20)}-${hex.slice(20, 32)}`;
}

function facilityGroups(agency: NemsisAgency): XGroup[] {
  const byType = new Map<string, NemsisFacility[]>();
  for (const f of agency.facilities) byType.set(f.type, [...(byType.get(f.type) ?? []), f]);
  return [...byType.entries()].map(([type, facilities]) => ({
    "@": { UUID: uuidFor(agency.number, "facility-type", type) },
    "dFacility.01": type,
    "dFacility.FacilityGroup": facilities.map((f) => ({
      "@": { UUID: uuidFor(agency.number, "facility", f.id) },
      "dFacility.02": f.name,
      "dFacility.03": f.code,
      "dFacility.04": f.designations,
      "dFacility.07": f.street,
      "dFacility.08": f.city,
      "dFacility.09": f.state,
      "dFacility.10": f.zip,
      "dFacility.11": f.county,
      "dFacility.15": f.phone,
    })),
  }));
}

/** The agency's DEMDataSet as XML text; `now` is the report's timeStamp. */
export function demDataSetXml(agency: NemsisAgency, now: Date = new Date()): string {
  const a = agency;
  const c = a.configuration;
  const callSigns = [...new Set(a.vehicles.map((v) => v.callSign ?? v.number))];
  const report: XGroup = {
    "@": { timeStamp: nemsisDateTime(now.toISOString().replace(/\.\d+Z$/, "Z")) },
    dRecord: {
      "dRecord.SoftwareApplicationGroup": {
        "dRecord.01": NEMSIS_SOFTWARE.creator,
        "dRecord.02": NEMSIS_SOFTWARE.name,
        "dRecord.03": NEMSIS_SOFTWARE.version,
      },
    },
    dAgency: {
      "dAgency.01": a.stateId,
      "dAgency.02": a.number,
      "dAgency.03": a.name,
      "dAgency.04": a.state,
      "dAgency.AgencyServiceGroup": a.serviceArea.map((area) => ({
        "@": { UUID: uuidFor(a.number, "service-area", area.state) },
        "dAgency.05": area.state,
        "dAgency.06": area.counties,
        "dAgency.07": area.censusTracts?.length ? area.censusTracts : undefined,
        "dAgency.08": area.zips?.length ? area.zips : undefined,
      })),
      "dAgency.09": a.serviceType,
      "dAgency.11": a.levelOfService,
      "dAgency.12": a.organizationStatus,
      "dAgency.13": a.organizationalType,
      "dAgency.14": a.taxStatus,
      "dAgency.25": a.npi,
      "dAgency.26": a.fireDepartmentId,
    },
    dConfiguration: {
      "dConfiguration.ConfigurationGroup": {
        "@": { UUID: uuidFor(a.number, "configuration", a.state) },
        "dConfiguration.01": a.state,
        "dConfiguration.ProcedureGroup": c.procedures.map((p) => ({
          "@": { UUID: uuidFor(a.number, "procedures", p.level) },
          "dConfiguration.06": p.level,
          "dConfiguration.07": p.codes,
        })),
        "dConfiguration.MedicationGroup": c.medications.map((m) => ({
          "@": { UUID: uuidFor(a.number, "medications", m.level) },
          "dConfiguration.08": m.level,
          "dConfiguration.09": m.codes.map((code) => ({ value: code, attrs: { CodeType: "9924003" } })),
        })),
        "dConfiguration.10": c.protocols,
        "dConfiguration.13": c.emd,
        "dConfiguration.16": callSigns,
      },
    },
    dVehicle: a.vehicles.length
      ? {
          "dVehicle.VehicleGroup": a.vehicles.map((v) => ({
            "@": { UUID: uuidFor(v.id) },
            "dVehicle.01": v.number,
            "dVehicle.02": v.vin,
            "dVehicle.03": v.callSign,
            "dVehicle.04": v.type,
            "dVehicle.VehicleCertificationLevelsGroup": v.crewLevels?.map((level) => ({
              "@": { UUID: uuidFor(a.number, "vehicle-level", v.id, level) },
              "dVehicle.05": level,
            })),
            "dVehicle.10": v.modelYear === undefined ? undefined : String(v.modelYear),
          })),
        }
      : undefined,
    dPersonnel: a.personnel.length
      ? {
          "dPersonnel.PersonnelGroup": a.personnel.map((m) => ({
            "@": { UUID: uuidFor(a.number, "personnel", m.id) },
            "dPersonnel.NameGroup": {
              "dPersonnel.01": m.lastName,
              "dPersonnel.02": m.firstName,
              "dPersonnel.03": m.middleName,
            },
            "dPersonnel.LicensureGroup":
              m.licenseNumber || m.licenseLevel
                ? {
                    "@": { UUID: uuidFor(a.number, "licensure", m.id) },
                    "dPersonnel.22": m.licensureState ?? a.state,
                    "dPersonnel.23": m.licenseNumber,
                    "dPersonnel.24": m.licenseLevel,
                    "dPersonnel.25": m.certifiedOn,
                  }
                : undefined,
            "dPersonnel.CertificationLevelGroup": m.practiceLevel
              ? { "@": { UUID: uuidFor(a.number, "practice", m.id) }, "dPersonnel.38": m.practiceLevel }
              : undefined,
          })),
        }
      : undefined,
    dFacility: a.facilities.length ? { dFacilityGroup: facilityGroups(a) } : undefined,
  };
  const doc = create({ version: "1.0", encoding: "UTF-8" });
  writeGroup(nemsisRoot(doc, "DEMDataSet"), "DEMDataSet", { DemographicReport: report });
  return doc.end({ prettyPrint: true });
}
