/**
 * Settings → NEMSIS (admins): the agency's state ids and codes the DEMDataSet and EMSDataSet carry, and the state
 * web service the reports are submitted to. The password is sealed (lib/secret-box.ts) and never answered.
 */
import {
  type NemsisSettings,
  type NemsisSettingsUpdate,
  nemsisSettingsMissing,
  type nemsisSettingsUpdateSchema,
} from "@rollcall/shared/epcr/settings";
import { eq } from "drizzle-orm";
import type { z } from "zod";
import type { Transaction } from "../../../db/client";
import { nemsisSettings } from "../../../db/schema/epcr-settings";
import type { Env } from "../../../env";
import { installationSecret, SecretBox } from "../../../lib/secret-box";
import type { AgencyScope } from "../../../plugins/auth";

type Row = typeof nemsisSettings.$inferSelect;

/** The box the state web service's password is sealed in. */
export const nemsisSecretBox = (env: Pick<Env, "SECRET_KEY" | "dataDir">) =>
  new SecretBox(installationSecret(env), "nemsis-state-password");

export async function loadNemsisSettingsRow(tx: Transaction, agencyId: string): Promise<Row | null> {
  const [row] = await tx.select().from(nemsisSettings).where(eq(nemsisSettings.agencyId, agencyId));
  return row ?? null;
}

/** The row as Settings → NEMSIS answers it, with what the exports lack and whether reports can be sent. */
export function toSettings(row: Row | null): NemsisSettings {
  const s = {
    stateId: row?.stateId ?? null,
    agencyNumber: row?.agencyNumber ?? null,
    stateCode: row?.stateCode ?? null,
    counties: row?.counties ?? [],
    serviceType: row?.serviceType ?? null,
    levelOfService: row?.levelOfService ?? null,
    organizationStatus: row?.organizationStatus ?? null,
    organizationalType: row?.organizationalType ?? null,
    taxStatus: row?.taxStatus ?? null,
    emd: row?.emd ?? null,
    protocols: row?.protocols ?? [],
    npi: row?.npi ?? null,
    fireDepartmentId: row?.fireDepartmentId ?? null,
    endpoint: row?.endpoint ?? null,
    username: row?.username ?? null,
    organization: row?.organization ?? null,
    hasPassword: !!row?.secret,
    submitOnClose: row?.submitOnClose ?? false,
  };
  return {
    ...s,
    missingForExport: nemsisSettingsMissing(s),
    canSubmit: !!(s.endpoint && s.username && s.organization && s.hasPassword),
  };
}

export const getNemsisSettings = (scope: AgencyScope) =>
  scope.run(async (tx) => toSettings(await loadNemsisSettingsRow(tx, scope.agencyId)));

/** PUT /api/pcr/settings: the fields given replace what is stored; the password sealed, "" removing it. */
export async function updateNemsisSettings(
  scope: AgencyScope,
  env: Env,
  v: z.output<typeof nemsisSettingsUpdateSchema> & NemsisSettingsUpdate,
): Promise<NemsisSettings> {
  const { password, ...fields } = v;
  const changes: Partial<typeof nemsisSettings.$inferInsert> = Object.fromEntries(
    Object.entries(fields).filter(([, value]) => value !== undefined),
  );
  if (password !== undefined) changes.secret = password === "" ? null : nemsisSecretBox(env).seal(password);
  return scope.run(async (tx) => {
    if (!Object.keys(changes).length) return toSettings(await loadNemsisSettingsRow(tx, scope.agencyId));
    const [saved] = await tx
      .insert(nemsisSettings)
      .values({ agencyId: scope.agencyId, ...changes })
      .onConflictDoUpdate({ target: nemsisSettings.agencyId, set: { ...changes, updatedAt: new Date() } })
      .returning();
    return toSettings(saved);
  });
}
