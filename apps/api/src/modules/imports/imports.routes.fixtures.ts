/** The imports module's routes in the route table (test/fixtures.ts composes it and says how to add a route). */
import type { Catalogue } from "../../test/fixtures";
import { isoDay, type RouteSpec } from "../../test/route-spec";

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
};
