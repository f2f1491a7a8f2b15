/**
 * Members from CSV (admins): each row checked with the invite form's rules, an email repeated in the file,
 * one taken by any account (lib/accounts) and the rows past the plan's user limit refused; the import creates
 * them all through the users module's invite path (temporary passwords, one transaction) or none.
 */
import {
  IMPORT_MESSAGES,
  type ImportPreview,
  MEMBER_IMPORT_COLUMNS,
  type MemberImportRow,
  memberImportRowSchema,
} from "@rollcall/shared/imports";
import { USER_MESSAGES } from "@rollcall/shared/users";
import { agencyToday } from "../../lib/dates";
import type { AgencyScope } from "../../plugins/auth";
import { keepUnverifiedPhones } from "../alerting";
import { inviteMembers, memberSeatsLeft } from "../users";
import { allValid, type CheckedRow, checkRow, preview, readCsv, refuse, refuseRepeats } from "./import-rows";

async function checkMembers(scope: AgencyScope, csv: string): Promise<CheckedRow<MemberImportRow>[]> {
  const today = agencyToday(scope.timeZone);
  const rows = readCsv(csv, MEMBER_IMPORT_COLUMNS).map((row) => checkRow(row, memberImportRowSchema));
  for (const row of rows)
    if (row.value?.hireDate && row.value.hireDate > today)
      refuse(row, "hireDate", IMPORT_MESSAGES.hireDateFuture);
  refuseRepeats(rows, (v) => v.email, "email", IMPORT_MESSAGES.duplicateEmail);
  const taken = await scope.accounts.emailsInUse(rows.flatMap((row) => (row.value ? [row.value.email] : [])));
  for (const row of rows)
    if (row.value && taken.has(row.value.email)) refuse(row, "email", USER_MESSAGES.emailTaken);
  const seats = await scope.run((tx) => memberSeatsLeft(tx, scope.agencyId));
  if (seats) {
    let counted = 0;
    for (const row of rows) if (row.value && ++counted > seats.left) refuse(row, "row", seats.message);
  }
  return rows;
}

export async function previewMembers(scope: AgencyScope, csv: string): Promise<ImportPreview> {
  return preview(await checkMembers(scope, csv));
}

/** Creates every member of the file, or none (400 with the rows' errors). Their invitations are the caller's. */
export async function importMembers(scope: AgencyScope, csv: string) {
  const members = allValid(await checkMembers(scope, csv));
  const phones = new Map(members.flatMap((m) => (m.phone ? [[m.email, m.phone] as const] : [])));
  return inviteMembers(scope, members, (tx, created) =>
    keepUnverifiedPhones(
      tx,
      scope.agencyId,
      created.flatMap((user) => {
        const phone = phones.get(user.email);
        return phone ? [{ userId: user.id, phone }] : [];
      }),
    ),
  );
}
