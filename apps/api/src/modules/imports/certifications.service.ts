/**
 * Certifications from CSV (officers and admins, who write anyone's certifications): each row checked with
 * the certification form's rules, its holder found by email among the agency's current members (any other
 * address, another agency's member's too, is refused alike), then all written in one transaction or none.
 */
import {
  CERTIFICATION_IMPORT_COLUMNS,
  type CertificationImportRow,
  certificationImportRowSchema,
  IMPORT_MESSAGES,
  type ImportPreview,
} from "@rollcall/shared/imports";
import type { Transaction } from "../../db/client";
import type { AgencyScope } from "../../plugins/auth";
import { insertCertifications } from "../compliance";
import { currentMembersByEmail } from "../users";
import { allValid, type CheckedRow, checkRow, preview, readCsv, refuse } from "./import-rows";

type Holder = CertificationImportRow & { userId: string };

async function checkCertifications(tx: Transaction, scope: AgencyScope, csv: string) {
  const rows: CheckedRow<Holder>[] = readCsv(csv, CERTIFICATION_IMPORT_COLUMNS).map((row) => {
    const checked = checkRow(row, certificationImportRowSchema);
    return { ...checked, value: checked.value && { ...checked.value, userId: "" } };
  });
  const emails = [...new Set(rows.flatMap((row) => (row.value ? [row.value.email] : [])))];
  const idOf = await currentMembersByEmail(tx, scope.agencyId, emails);
  for (const row of rows) {
    if (!row.value) continue;
    const id = idOf.get(row.value.email);
    if (id) row.value.userId = id;
    else refuse(row, "email", IMPORT_MESSAGES.memberNotFound);
  }
  return rows;
}

export async function previewCertifications(scope: AgencyScope, csv: string): Promise<ImportPreview> {
  return preview(await scope.run((tx) => checkCertifications(tx, scope, csv)));
}

/** Adds every certification of the file, or none (400 with the rows' errors). */
export async function importCertifications(scope: AgencyScope, csv: string) {
  return scope.run(async (tx) => {
    const rows = allValid(await checkCertifications(tx, scope, csv));
    await insertCertifications(
      tx,
      scope.agencyId,
      rows.map(({ email: _email, ...certification }) => certification),
    );
    return { imported: rows.length };
  });
}
