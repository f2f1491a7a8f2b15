/**
 * The API reference as real clients read it (issue 42): GET /api/openapi.json passes Redocly's recommended rules
 * with no error, and a client generated from it with openapi-typescript types the success answer of every
 * operation (the CSV, PDF, ZIP and NERIS downloads, the 204s and the sign-in redirects included), so none is
 * `never`. The generated types are checked by TypeScript itself, as a client's build would.
 */
import { createConfig, lintFromString } from "@redocly/openapi-core";
import openapiTS, { astToString } from "openapi-typescript";
import ts from "typescript";
import { beforeAll, describe, expect, it } from "vitest";
import { testApp } from "../test/world";

const { t } = testApp();

type Operation = {
  operationId?: string;
  summary?: string;
  security?: unknown[];
  responses: Record<string, { content?: Record<string, unknown>; headers?: Record<string, unknown> }>;
};
type Document = { paths: Record<string, Record<string, Operation>> };

let source = "";
let doc: Document;
beforeAll(async () => {
  const res = await t.app.inject({ method: "GET", url: "/api/openapi.json" });
  expect(res.statusCode).toBe(200);
  source = res.body;
  doc = res.json();
});

const operations = () =>
  Object.entries(doc.paths).flatMap(([path, ops]) =>
    Object.entries(ops).map(([method, op]) => ({ key: `${method.toUpperCase()} ${path}`, op })),
  );
const byKey = (key: string) => {
  const found = operations().find((entry) => entry.key === key);
  if (!found) throw new Error(`${key} is not in the document`);
  return found.op;
};

describe("Redocly's recommended rules", () => {
  it("find no error in the served document", async () => {
    const config = await createConfig({ extends: ["recommended"] });
    const problems = await lintFromString({ source, absoluteRef: "openapi.json", config });
    const errors = problems
      .filter((problem) => problem.severity === "error")
      .map((problem) => `${problem.ruleId} ${problem.location[0]?.pointer}: ${problem.message}`);
    expect(errors).toEqual([]);
  });

  it("see every public operation (the auth plugin's access) without security, and no other", () => {
    for (const key of [
      "GET /api/calendar/{file}",
      "POST /api/stripe/webhook",
      "POST /api/alerting/twilio/status",
      "POST /api/alerting/twilio/sms",
      "POST /api/login",
      "POST /api/register",
      "POST /api/password-reset-request",
    ])
      expect(byKey(key).security, key).toEqual([]);
    expect(byKey("GET /api/shifts").security, "a member's route keeps the API's security").toBeUndefined();
  });

  it("name the keys of an object keyed by an enum (z.record(z.enum(...)))", () => {
    const answer = byKey("GET /api/profile/alerting").responses["200"].content?.["application/json"] as {
      schema: { properties: { channels: { properties?: object; required: string[] } } };
    };
    const channels = answer.schema.properties.channels;
    expect(Object.keys(channels.properties ?? {})).toEqual(channels.required);
    expect(channels.required).toContain("mass_alert");
  });

  it("give every operation a summary and a unique operationId", () => {
    const all = operations();
    expect(all.filter(({ op }) => !op.summary).map(({ key }) => key)).toEqual([]);
    const ids = all.map(({ op }) => op.operationId);
    expect(new Set(ids).size).toBe(all.length);
    expect(byKey("GET /api/shifts").summary).toBe("List shifts");
    expect(byKey("GET /api/payroll.csv").summary).toBe("Download payroll (CSV)");
    expect(byKey("POST /api/shifts/{id}/pick-up").summary).toBe("Shift: pick up");
    // A route's own summary wins.
    expect(byKey("POST /api/login").summary).toBe("Sign in with email and password");
  });
});

/** The generated client, and TypeScript's view of it. */
async function generatedClient() {
  const generated = astToString(await openapiTS(source));
  // A client's own code, asking what each operation's success answer is (in the same file: no module lookup).
  const probe = `
    type Success<O> = O extends { responses: infer R }
      ? { [K in keyof R]: K extends 200 | 201 | 202 | 204 | 302 | 303 ? R[K] : never }[keyof R]
      : never;
    export type Operations = keyof operations;
    export type NeverAnswered = {
      [K in keyof operations]: [Success<operations[K]>] extends [never] ? K : never;
    }[keyof operations];
    export type PayrollCsv = operations["getPayrollCsv"]["responses"][200]["content"]["text/csv"];
    export type IncidentPdf = operations["getIncidentsByIdPdf"]["responses"][200]["content"]["application/pdf"];
    export type AgencyZip =
      operations["getExportAgencyDataZip"]["responses"][200]["content"]["application/zip"];
    export type DeletedMember = operations["deleteUsersById"]["responses"][204];
    export type SignInRedirect = operations["getLogin"]["responses"][302]["headers"]["Location"];
  `;
  const name = "/client/api.ts";
  const options: ts.CompilerOptions = {
    strict: true,
    noEmit: true,
    target: ts.ScriptTarget.ES2022,
    lib: ["lib.es2022.d.ts"],
    types: [],
  };
  const host = ts.createCompilerHost(options);
  const getSource = host.getSourceFile.bind(host);
  host.getSourceFile = (file, version) =>
    file === name ? ts.createSourceFile(file, generated + probe, version) : getSource(file, version);
  const program = ts.createProgram([name], options, host);
  const checker = program.getTypeChecker();
  const probeFile = program.getSourceFile(name);
  if (!probeFile) throw new Error("the client did not load");
  const aliasType = (alias: string) => {
    const node = probeFile.statements.find(
      (statement): statement is ts.TypeAliasDeclaration =>
        ts.isTypeAliasDeclaration(statement) && statement.name.text === alias,
    );
    if (!node) throw new Error(alias);
    return checker.getTypeAtLocation(node.name);
  };
  const typeOf = (alias: string) =>
    checker.typeToString(aliasType(alias), undefined, ts.TypeFormatFlags.NoTruncation);
  const count = (alias: string) => {
    const type = aliasType(alias);
    return type.isUnion() ? type.types.length : 1;
  };
  return { typeOf, count };
}

describe("a client generated with openapi-typescript", () => {
  it("types the success answer of every operation: downloads as text or bytes, 204 and redirects too", async () => {
    const client = await generatedClient();
    // The probe reads the real operations (not an `any` of a failed generation).
    expect(client.count("Operations")).toBe(operations().length);
    expect(client.typeOf("NeverAnswered"), "operations whose success a client types `never`").toBe("never");
    expect(client.typeOf("PayrollCsv")).toBe("string");
    expect(client.typeOf("IncidentPdf")).toBe("string");
    expect(client.typeOf("AgencyZip")).toBe("string");
    expect(client.typeOf("DeletedMember")).toContain("content?: undefined");
    expect(client.typeOf("SignInRedirect")).toMatch(/^string\b/);
  });
});
