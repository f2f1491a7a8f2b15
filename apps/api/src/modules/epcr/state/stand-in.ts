/**
 * A state's EMS data system for the tests and for development (scripts/nemsis-stand-in.mjs runs one by hand):
 * the NEMSIS v3 web service served from the same WSDL with the same soap package (soap.listen on a node:http
 * server), on 127.0.0.1. It answers as a state does, with the WSDL's codes:
 *
 * - SubmitData: -1 for a wrong user name or password, -3 for another organization, -4 for a data schema other
 *   than 61 (EMS) or 62 (DEM) or a schemaVersion other than 3.5.1, -12 (XML validation) for a file whose root
 *   element is not the NEMSIS dataset the data schema names, -11 for a file it already has; otherwise 0 (not
 *   yet complete) with a new requestHandle.
 * - RetrieveStatus: 0 for the first `pendingPolls` asks about a handle, then 1 (imported), or -14 with an SVRL
 *   report of one [ERROR] finding for a file `reject` refuses (by default one holding REJECT_MARKER); -42 for a
 *   handle not of its form, -43 for one it never gave.
 * - QueryLimit: its limit, 10 MB (51).
 *
 *   const state = await startStateStandIn();   // { url, received, failNext, close }
 *   state.failNext(1);                         // the next request answers a SOAP fault (HTTP 500)
 *   state.failNext(1, -21);                    // ... or answers statusCode -21
 */
import { createHash, randomUUID } from "node:crypto";
import fs from "node:fs";
import http from "node:http";
import type { AddressInfo } from "node:net";
import { listen } from "soap";
import { elementContent, payloadRoot } from "./state.payload";
import { DATA_SCHEMAS, NEMSIS_NAMESPACE, SCHEMA_VERSION, STATE_WSDL, WS_NAMESPACE } from "./state.wsdl";

/** A file holding this text is refused by the stand-in's default rules, once processed. */
export const REJECT_MARKER = "stand-in:reject";

export type StandInAccount = { username: string; password: string; organization: string };

export type StandInRequest = {
  operation: "SubmitData" | "RetrieveStatus" | "QueryLimit";
  username: string;
  organization: string;
  requestDataSchema?: number;
  schemaVersion?: string;
  additionalInfo?: string;
  requestHandle?: string;
  /** The file exactly as the message carried it. */
  payload?: string;
  /** What the stand-in answered. */
  answered: number | "fault";
};

export type StateStandIn = {
  /** The service's endpoint address (its WSDL at `?wsdl`). */
  url: string;
  /** Every request, in order; never the password. */
  received: StandInRequest[];
  /** The next `n` requests answer a SOAP fault (HTTP 500), or `statusCode` when given. */
  failNext(n: number, statusCode?: number): void;
  close(): Promise<void>;
};

export type StateStandInOptions = {
  /** 0 (the default): a free port. */
  port?: number;
  account?: StandInAccount;
  /** How many RetrieveStatus asks about a submission answer 0 before its final status (default 1). */
  pendingPolls?: number;
  /** The finding for which the state's rules refuse a file, or undefined to import it. */
  reject?: (payload: string) => string | undefined;
  /** Told of each request once answered (the development script logs them). */
  onRequest?: (request: StandInRequest) => void;
};

export const STAND_IN_ACCOUNT: StandInAccount = {
  username: "rollcall-test",
  password: "stand-in-secret",
  organization: "RC-TEST",
};

const HANDLE = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/;

const escapeText = (text: string) => text.replace(/&/g, "&amp;").replace(/</g, "&lt;").replace(/>/g, "&gt;");

/** A Schematron run's report (SVRL) with one [ERROR] finding, as a state returns it. */
const svrl = (finding: string) =>
  `<svrl:schematron-output xmlns:svrl="http://purl.oclc.org/dsdl/svrl" title="State rules">` +
  `<svrl:failed-assert id="standIn_e001" role="[ERROR]" location="/*[1]">` +
  `<svrl:text>${escapeText(finding)}</svrl:text></svrl:failed-assert></svrl:schematron-output>`;

const defaultReject = (payload: string) =>
  payload.includes(REJECT_MARKER)
    ? `The file holds the stand-in's rejection marker (${REJECT_MARKER}).`
    : undefined;

type Args = Record<string, unknown>;
const str = (value: unknown) => (typeof value === "string" ? value : "");

export async function startStateStandIn(options: StateStandInOptions = {}): Promise<StateStandIn> {
  const account = options.account ?? STAND_IN_ACCOUNT;
  const pendingPolls = options.pendingPolls ?? 1;
  const reject = options.reject ?? defaultReject;
  const received: StandInRequest[] = [];
  const forced: (number | "fault")[] = [];
  const submissions = new Map<string, { polls: number; finding: string | undefined }>();
  const files = new Set<string>();
  const messages = new WeakMap<object, string>();

  const settle = (entry: StandInRequest, answered: StandInRequest["answered"]) => {
    entry.answered = answered;
    options.onRequest?.(entry);
  };
  /** Records the request and gives the forced answer, if one is due. */
  const arrive = (request: Omit<StandInRequest, "answered">) => {
    const entry: StandInRequest = { ...request, answered: 0 };
    received.push(entry);
    const next = forced.shift();
    if (next === "fault") {
      settle(entry, "fault");
      throw {
        Fault: { faultcode: "soap:Server", faultstring: "The stand-in was told to fail", statusCode: 500 },
      };
    }
    return { entry, forcedCode: next };
  };
  const denied = (args: Args) => {
    if (args.username !== account.username || args.password !== account.password) return -1;
    if (args.organization !== account.organization) return -3;
    return null;
  };
  const who = (args: Args) => ({ username: str(args.username), organization: str(args.organization) });

  /** An answer: the statusCode, with the handle and reports it gives. */
  type Answer = { code: number; handle?: string; report?: Record<string, unknown> };
  const coded = (code: number | null | undefined): Answer | null => (code == null ? null : { code });

  function submitData(args: Args, entry: StandInRequest, message: string): Answer {
    const dataset = Object.values(DATA_SCHEMAS).find((d) => d.code === entry.requestDataSchema);
    if (args.requestType !== "SubmitData" || !dataset || entry.schemaVersion !== SCHEMA_VERSION)
      return { code: -4 };
    const payload = elementContent(message, WS_NAMESPACE, "payloadOfXmlElement") ?? "";
    entry.payload = payload;
    const checked = payloadRoot(payload);
    const root = "root" in checked ? checked.root : null;
    if (!root || root.namespace !== NEMSIS_NAMESPACE || root.element !== dataset.root) {
      const found = root ? `{${root.namespace}}${root.element}` : "error" in checked ? checked.error : "";
      const xmlError = {
        desc: `The root element must be ${dataset.root} in ${NEMSIS_NAMESPACE}`,
        xmlGeneralErrorList: { errorMessage: `Found ${found}` },
      };
      return { code: -12, report: { xmlValidationErrorReport: { totalErrorCount: 1, xmlError } } };
    }
    const hash = createHash("sha256").update(payload).digest("hex");
    if (files.has(hash)) return { code: -11 };
    files.add(hash);
    const handle = randomUUID();
    submissions.set(handle, { polls: 0, finding: reject(payload) });
    return { code: 0, handle };
  }

  function retrieveStatus(args: Args, handle: string): Answer {
    if (args.requestType !== "RetrieveStatus") return { code: -4 };
    if (!HANDLE.test(handle)) return { code: -42 };
    const submission = submissions.get(handle);
    if (!submission) return { code: -43 };
    submission.polls++;
    if (submission.polls <= pendingPolls) return { code: 0 };
    const xmlValidationErrorReport = { totalErrorCount: 0 };
    if (!submission.finding) return { code: 1, report: { xmlValidationErrorReport } };
    const completeReport = { payloadOfXmlElement: { $xml: svrl(submission.finding) } };
    return {
      code: -14,
      report: {
        xmlValidationErrorReport,
        schematronReport: { completeSchematronReport: { completeReport } },
      },
    };
  }

  const services = {
    NemsisWsService: {
      NemsisWsPort: {
        SubmitData(args: Args, _cb: unknown, _headers: unknown, req: object) {
          const { entry, forcedCode } = arrive({
            operation: "SubmitData",
            ...who(args),
            requestDataSchema: Number(args.requestDataSchema),
            schemaVersion: str(args.schemaVersion),
            additionalInfo: str(args.additionalInfo),
          });
          const answer =
            coded(forcedCode ?? denied(args)) ?? submitData(args, entry, messages.get(req) ?? "");
          settle(entry, answer.code);
          return {
            requestType: "SubmitData",
            requestHandle: answer.handle ?? "",
            statusCode: answer.code,
            ...(answer.report && { reports: answer.report }),
          };
        },
        RetrieveStatus(args: Args) {
          const requestHandle = str(args.requestHandle);
          const { entry, forcedCode } = arrive({ operation: "RetrieveStatus", ...who(args), requestHandle });
          const answer = coded(forcedCode ?? denied(args)) ?? retrieveStatus(args, requestHandle);
          settle(entry, answer.code);
          return {
            requestType: "RetrieveStatus",
            statusCode: answer.code,
            requestHandle,
            originalRequestType: "SubmitData",
            ...(answer.report && { retrieveResult: { retrieveSubmitStatus: answer.report } }),
          };
        },
        QueryLimit(args: Args) {
          const { entry, forcedCode } = arrive({ operation: "QueryLimit", ...who(args) });
          const code = forcedCode ?? (denied(args) === null ? 51 : -51);
          settle(entry, code);
          return { requestType: "QueryLimit", limit: code === 51 ? 10_240 : -1, statusCode: code };
        },
      },
    },
  };

  const server = http.createServer((_req, res) => {
    res.statusCode = 404;
    res.end();
  });
  await new Promise<void>((resolve, reject) => {
    const soapServer = listen(server, {
      path: "/NemsisWsService",
      services,
      xml: fs.readFileSync(STATE_WSDL, "utf8"),
      callback: (err: unknown) => (err ? reject(err) : resolve()),
    });
    // The whole message, kept by request so SubmitData reads its file as it was sent.
    soapServer.log = (type, data, req) => {
      if (type === "received" && typeof data === "string") messages.set(req, data);
    };
  });
  await new Promise<void>((resolve) => server.listen(options.port ?? 0, "127.0.0.1", resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}/NemsisWsService`,
    received,
    failNext(n, statusCode) {
      for (let i = 0; i < n; i++) forced.push(statusCode ?? "fault");
    },
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}
