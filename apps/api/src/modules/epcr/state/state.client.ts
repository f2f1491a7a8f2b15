/**
 * A state's EMS data system, as EMS software submits to it: the NEMSIS v3 web service
 * (reference/NEMSIS_V3_core.wsdl, SOAP 1.1, document/literal), through the soap package. A patient care report
 * goes as an EMS dataset file (requestDataSchema 61), the agency's demographics as a DEM one (62), each with
 * schemaVersion 3.5.1; the state answers a statusCode (state.wsdl.ts reads what each means) and a requestHandle.
 *
 * Every call ends in one of four outcomes, and never throws:
 * - accepted: the state imported the file (its warnings and errors, if it reported some, in `messages`);
 * - processing: the state has the file and has not finished with it: ask again with the requestHandle;
 * - rejected: final. The state refused the file (XML or [FATAL]/[ERROR] Schematron findings, a duplicate,
 *   too large) or the request (user name, password, organization): the report or the settings must change;
 * - failed: nothing was decided. The state could not be reached, answered a SOAP fault or something that is not
 *   an answer, or its server failed (-20 to -22): try the same call again later.
 *
 * How the submission queue calls it (a worker like incidents/neris/neris.worker.ts, on lib/poller.ts, claiming
 * due rows across agencies; the password decrypted for the call only, never logged):
 * 1. submitData() with the export's XML. accepted or rejected: done. processing: keep the requestHandle and poll.
 *    failed: submit again after nextAttempt(tries). A retried submit whose first try did reach the state is
 *    answered -11 ("the same file is already on the server"), a rejection an officer reads as such.
 * 2. While processing: retrieveStatus() with the requestHandle, due after nextPoll(polls), until accepted or
 *    rejected; a failed poll is polled again on the same schedule (a -40 to -43 answer, the handle expired or
 *    unknown, is a rejection: the report is submitted again).
 * 3. As NERIS submissions do, it stops after a few days of failed tries and says so: an officer submits again.
 * The statusCode and messages are kept on the submission for the officer to read.
 */
import { createClientAsync } from "soap";
import { payloadRoot, withoutDeclaration } from "./state.payload";
import {
  DATA_SCHEMAS,
  outcomeOf,
  SCHEMA_VERSION,
  STATE_WSDL,
  type StateDataset,
  type StateOutcome,
  statusMeaning,
} from "./state.wsdl";

/** A state's endpoint and the agency's account there, as the state gave them. */
export type StateConnection = { endpoint: string; username: string; password: string; organization: string };

export type StateResult = {
  state: StateOutcome;
  /** The state's statusCode; null when it answered none (unreachable, a fault, or a file we did not send). */
  statusCode: number | null;
  /** The state's handle for the submission (RetrieveStatus asks with it); null when it gave none. */
  requestHandle: string | null;
  /** What the state said: the code's meaning first, then its reports' findings. */
  messages: string[];
};

/** A call has this long to answer (a large file takes the state a while to receive). */
const TIMEOUT_MS = 60_000;
/** At most this many of a report's findings are kept. */
const MOST_MESSAGES = 100;

/** The wait before the next try or poll after `attempts` of them: 30 s, doubled each time, at most an hour. */
export const nextAttempt = (attempts: number) => Math.min(30_000 * 2 ** Math.max(attempts - 1, 0), 3_600_000);
/** The wait before asking again how a file the state is processing stands: 5 s, doubled each time, at most an hour. */
export const nextPoll = (polls: number) => Math.min(5_000 * 2 ** Math.max(polls - 1, 0), 3_600_000);

const failed = (message: string, requestHandle: string | null = null): StateResult => ({
  state: "failed",
  statusCode: null,
  requestHandle,
  messages: [message],
});
const unusable = (why: string) => `The state's EMS data system gave no usable answer: ${why}`;

// --- Reading the answer -------------------------------------------------------------------------------------

type Parsed = Record<string, unknown> | string | undefined;
const list = (value: unknown): unknown[] => (value == null ? [] : Array.isArray(value) ? value : [value]);
const field = (value: unknown, key: string): unknown =>
  value && typeof value === "object" ? (value as Record<string, unknown>)[key] : undefined;

/** The text of a parsed element: a string, or every string inside it in order (the soap package's `$value`s). */
function textOf(value: unknown): string {
  if (value == null) return "";
  if (typeof value !== "object") return String(value);
  return Object.entries(value as Record<string, unknown>)
    .filter(([key]) => key !== "attributes")
    .flatMap(([, v]) => list(v).map(textOf))
    .join(" ")
    .replace(/\s+/g, " ")
    .trim();
}

/** The findings of an SVRL report (a Schematron run): each failed assertion or report with its role. */
function svrlFindings(value: unknown, into: string[]) {
  if (!value || typeof value !== "object") return;
  for (const [key, inner] of Object.entries(value as Record<string, unknown>)) {
    if (key === "failed-assert" || key === "successful-report")
      for (const finding of list(inner)) {
        const role = field(field(finding, "attributes"), "role");
        const text = textOf(field(finding, "text"));
        into.push([typeof role === "string" ? role : "", text].filter(Boolean).join(" "));
      }
    else if (key !== "attributes") for (const item of list(inner)) svrlFindings(item, into);
  }
}

/** The findings of a SubmitDataReport: server errors, XML validation errors, Schematron findings, custom reports. */
function reportMessages(report: unknown): string[] {
  const found: string[] = [];
  const serverError = textOf(field(field(report, "serverErrorReport"), "serverErrorMessage"));
  if (serverError) found.push(serverError);
  for (const error of list(field(field(report, "xmlValidationErrorReport"), "xmlError"))) {
    const details = [
      ...list(field(field(error, "xmlGeneralErrorList"), "errorMessage")).map(textOf),
      ...list(field(field(error, "failedElementList"), "xmlElementInfo")).map((info) => {
        const location = field(info, "elementLocation");
        const where = textOf(field(location, "xpathLocation")) || textOf(field(location, "line"));
        return [textOf(field(info, "elementName")), where && `at ${where}`].filter(Boolean).join(" ");
      }),
    ].filter(Boolean);
    found.push([textOf(field(error, "desc")), details.join("; ")].filter(Boolean).join(": "));
  }
  for (const complete of list(field(field(report, "schematronReport"), "completeSchematronReport")))
    for (const payload of list(field(complete, "completeReport")))
      svrlFindings(field(payload, "payloadOfXmlElement"), found);
  for (const custom of list(field(report, "customReport"))) {
    const type = textOf(field(custom, "reportType"));
    if (type) found.push(`The state's ${type} report`);
  }
  const kept = found.filter(Boolean);
  if (kept.length <= MOST_MESSAGES) return kept;
  return [...kept.slice(0, MOST_MESSAGES), `and ${kept.length - MOST_MESSAGES} more`];
}

/** A SubmitData or RetrieveStatus response as a result. */
function resultOf(answer: Parsed, sentHandle: string | null): StateResult {
  const raw = field(answer, "statusCode");
  const statusCode = typeof raw === "string" || typeof raw === "number" ? Number(raw) : Number.NaN;
  if (!Number.isInteger(statusCode)) return failed(unusable("it had no statusCode"), sentHandle);
  const handle = textOf(field(answer, "requestHandle")) || sentHandle;
  const report = field(answer, "reports") ?? field(field(answer, "retrieveResult"), "retrieveSubmitStatus");
  const result: StateResult = {
    state: outcomeOf(statusCode),
    statusCode,
    requestHandle: handle,
    messages: [`The state answered ${statusCode}: ${statusMeaning(statusCode)}`, ...reportMessages(report)],
  };
  if (result.state === "processing" && !handle)
    return failed(unusable("it is processing the file but gave no requestHandle to ask about it"));
  return result;
}

/** Why a call reached no answer, in words an officer can read. */
function unreachableReason(error: unknown): string {
  const e = (error ?? {}) as {
    code?: unknown;
    message?: unknown;
    root?: unknown;
    response?: { status?: unknown };
  };
  const message = typeof e.message === "string" ? e.message.slice(0, 300) : "";
  if (field(field(field(e.root, "Envelope"), "Body"), "Fault"))
    return `it answered a SOAP fault (${message})`;
  if (e.code === "ECONNABORTED" || e.code === "ETIMEDOUT")
    return `no answer within ${TIMEOUT_MS / 1000} seconds`;
  if (typeof e.code === "string") return `could not connect (${e.code})`;
  if (typeof e.response?.status === "number")
    return `it answered HTTP ${e.response.status}, not a SOAP message`;
  return `could not connect (${message || "no reason given"})`;
}

async function call(
  conn: StateConnection,
  operation: "SubmitData" | "RetrieveStatus",
  args: Record<string, unknown>,
  sentHandle: string | null,
): Promise<StateResult> {
  try {
    // The WSDL is parsed once (the soap package keeps it); each call has its own client for its endpoint.
    const client = await createClientAsync(STATE_WSDL, { endpoint: conn.endpoint });
    const method = client[`${operation}Async`] as (
      a: unknown,
      o: unknown,
    ) => Promise<[Parsed, string, unknown, string]>;
    // No redirects: the credentials go to the address the state gave, nowhere else.
    const [answer] = await method.call(client, args, { timeout: TIMEOUT_MS, maxRedirects: 0 });
    return resultOf(answer, sentHandle);
  } catch (error) {
    return failed(
      `The state's EMS data system could not be reached: ${unreachableReason(error)}`,
      sentHandle,
    );
  }
}

/** The account part every request starts with (the WSDL's PrivilegeGroup). */
const account = (conn: StateConnection) => ({
  username: conn.username,
  password: conn.password,
  organization: conn.organization,
});

/**
 * Submits one NEMSIS file (an EMS or DEM dataset, as the export wrote it, declaration included or not).
 * `requestId`, our own reference for the submission, goes as additionalInfo for the state's support to find it.
 * A file that is not one well-formed element is rejected here, unsent.
 */
export async function submitData(
  conn: StateConnection,
  input: { xml: string; dataset: StateDataset; requestId?: string },
): Promise<StateResult> {
  const file = withoutDeclaration(input.xml);
  const checked = payloadRoot(file);
  if ("error" in checked)
    return { state: "rejected", statusCode: null, requestHandle: null, messages: [checked.error] };
  return call(
    conn,
    "SubmitData",
    {
      ...account(conn),
      requestType: "SubmitData",
      // The soap package puts `$xml` in the message as it is: the file's own element, namespaces and all.
      submitPayload: { payloadOfXmlElement: { $xml: file } },
      requestDataSchema: DATA_SCHEMAS[input.dataset].code,
      schemaVersion: SCHEMA_VERSION,
      additionalInfo: input.requestId ?? "",
    },
    null,
  );
}

/** Asks the state how a submission it answered `requestHandle` for stands. */
export async function retrieveStatus(
  conn: StateConnection,
  input: { requestHandle: string },
): Promise<StateResult> {
  return call(
    conn,
    "RetrieveStatus",
    {
      ...account(conn),
      requestType: "RetrieveStatus",
      requestHandle: input.requestHandle,
      originalRequestType: "SubmitData",
      additionalInfo: "",
    },
    input.requestHandle,
  );
}
