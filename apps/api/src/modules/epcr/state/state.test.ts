/**
 * The state web service client against the stand-in, both from the NEMSIS v3 WSDL: a submission processed then
 * accepted, the documented refusals (credentials, XML validation, a Schematron [ERROR]), the failures to try
 * again (unreachable, a SOAP fault, a server error), and the file arriving as it was sent.
 */
import fs from "node:fs";
import http from "node:http";
import type { AddressInfo } from "node:net";
import path from "node:path";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { REJECT_MARKER, STAND_IN_ACCOUNT, type StateStandIn, startStateStandIn } from "./stand-in";
import { nextAttempt, retrieveStatus, type StateConnection, submitData } from "./state.client";
import { outcomeOf, statusMeaning } from "./state.wsdl";

/** The release's samples, kept with the module's copy of the standard (nemsis/reference). */
const samples = path.resolve(import.meta.dirname, "../nemsis/reference/samples");
const sample = (name: string) => fs.readFileSync(path.join(samples, name), "utf8");

/** A small EMS dataset file of our own (with its declaration, and text beyond ASCII and needing escapes). */
const emsFile = (note = "Patient found seated, alert; said “it hurts” at 7/10 & worse <on movement>.") =>
  `<?xml version="1.0" encoding="UTF-8"?>\n` +
  `<EMSDataSet xmlns="http://www.nemsis.org" xmlns:xsi="http://www.w3.org/2001/XMLSchema-instance">\n` +
  `  <Header>\n    <DemographicGroup><dAgency.01>S01</dAgency.01><dAgency.02>S01-0001</dAgency.02></DemographicGroup>\n` +
  `    <PatientCareReport UUID="5f0c2a1e-3b1d-4c6a-9f1e-2d3c4b5a6978">\n` +
  `      <eNarrative><eNarrative.01>${note.replace(/&/g, "&amp;").replace(/</g, "&lt;").replace(/>/g, "&gt;")}</eNarrative.01></eNarrative>\n` +
  `      <eTimes><eTimes.03 xsi:nil="true" NV="7701003"/></eTimes>\n` +
  `    </PatientCareReport>\n  </Header>\n</EMSDataSet>\n`;
/** The file as the message must carry it: everything after the XML declaration. */
const afterDeclaration = (xml: string) => xml.slice(xml.indexOf("?>") + 2).trimStart();

let state: StateStandIn;
let conn: StateConnection;
beforeEach(async () => {
  state = await startStateStandIn();
  conn = { endpoint: state.url, ...STAND_IN_ACCOUNT };
});
afterEach(() => state.close());

describe("submitting to the state", () => {
  it("submits an EMS file: processing with a handle, then processing, then accepted", async () => {
    const submitted = await submitData(conn, { xml: emsFile(), dataset: "EMS", requestId: "sub-1" });
    expect(submitted).toMatchObject({ state: "processing", statusCode: 0 });
    expect(submitted.requestHandle).toMatch(/^[0-9a-f-]{36}$/);
    expect(submitted.messages[0]).toBe(
      "The state answered 0: The expected data processing is not yet complete",
    );
    const handle = submitted.requestHandle as string;

    const first = await retrieveStatus(conn, { requestHandle: handle });
    expect(first).toMatchObject({ state: "processing", statusCode: 0, requestHandle: handle });
    const second = await retrieveStatus(conn, { requestHandle: handle });
    expect(second).toEqual({
      state: "accepted",
      statusCode: 1,
      requestHandle: handle,
      messages: ["The state answered 1: Successful import of a file"],
    });

    expect(state.received.map((r) => [r.operation, r.answered])).toEqual([
      ["SubmitData", 0],
      ["RetrieveStatus", 0],
      ["RetrieveStatus", 1],
    ]);
    expect(state.received[0]).toMatchObject({
      username: STAND_IN_ACCOUNT.username,
      organization: STAND_IN_ACCOUNT.organization,
      requestDataSchema: 61,
      schemaVersion: "3.5.1",
      additionalInfo: "sub-1",
    });
    // The password is checked, never kept.
    expect(JSON.stringify(state.received)).not.toContain(STAND_IN_ACCOUNT.password);
  });

  it("carries the file intact: the stand-in reads back exactly what was sent, after the declaration", async () => {
    const xml = emsFile();
    await submitData(conn, { xml, dataset: "EMS" });
    expect(state.received[0].payload).toBe(afterDeclaration(xml));
    expect(state.received[0].payload).toContain("“it hurts” at 7/10 &amp; worse &lt;on movement&gt;.");
  });

  it("carries the NEMSIS release's sample files intact, EMS and DEM", async () => {
    for (const [name, dataset] of [
      ["EMSDataset-ElementsRepeat-1.xml", "EMS"],
      ["DEMDataset-ElementsRepeat-1.xml", "DEM"],
    ] as const) {
      const xml = sample(name);
      const result = await submitData(conn, { xml, dataset });
      expect(result.state, name).toBe("processing");
      expect(state.received.at(-1)?.payload, name).toBe(xml.trimStart());
    }
  });

  it("answers -1 for a wrong password and -3 for another organization, both final", async () => {
    const wrong = await submitData({ ...conn, password: "not-it" }, { xml: emsFile(), dataset: "EMS" });
    expect(wrong).toEqual({
      state: "rejected",
      statusCode: -1,
      requestHandle: null,
      messages: ["The state answered -1: Invalid username and/or password"],
    });
    const other = await submitData(
      { ...conn, organization: "ELSEWHERE" },
      { xml: emsFile(), dataset: "EMS" },
    );
    expect(other).toMatchObject({ state: "rejected", statusCode: -3 });
    expect(other.messages[0]).toBe(
      "The state answered -3: Permission denied to the client for that organization",
    );
    const status = await retrieveStatus({ ...conn, username: "nobody" }, { requestHandle: "x" });
    expect(status).toMatchObject({ state: "rejected", statusCode: -1 });
  });

  it("answers a file its rules refuse with -14 and the Schematron finding, once processed", async () => {
    const submitted = await submitData(conn, { xml: emsFile(`Marked ${REJECT_MARKER}`), dataset: "EMS" });
    expect(submitted.state).toBe("processing");
    const handle = submitted.requestHandle as string;
    await retrieveStatus(conn, { requestHandle: handle });
    const final = await retrieveStatus(conn, { requestHandle: handle });
    expect(final).toEqual({
      state: "rejected",
      statusCode: -14,
      requestHandle: handle,
      messages: [
        "The state answered -14: Failed import of a file, because of [ERROR] level Schematron rule violation",
        `[ERROR] The file holds the stand-in's rejection marker (${REJECT_MARKER}).`,
      ],
    });
  });

  it("answers -12 with the XML validation error for a file that is not the dataset named", async () => {
    const result = await submitData(conn, { xml: emsFile(), dataset: "DEM" });
    expect(result).toEqual({
      state: "rejected",
      statusCode: -12,
      requestHandle: null,
      messages: [
        "The state answered -12: Failed import of a file, because of failing XML validation",
        "The root element must be DEMDataSet in http://www.nemsis.org: Found {http://www.nemsis.org}EMSDataSet",
      ],
    });
    const foreign = await submitData(conn, { xml: "<EMSDataSet xmlns='urn:other'/>", dataset: "EMS" });
    expect(foreign).toMatchObject({ state: "rejected", statusCode: -12 });
  });

  it("answers -11 for a file the state already has (a retried submit that had arrived)", async () => {
    const xml = emsFile();
    expect((await submitData(conn, { xml, dataset: "EMS" })).state).toBe("processing");
    const again = await submitData(conn, { xml, dataset: "EMS" });
    expect(again).toMatchObject({ state: "rejected", statusCode: -11 });
  });

  it("refuses a file that is not one well-formed element without sending it", async () => {
    for (const xml of [
      "<EMSDataSet xmlns='http://www.nemsis.org'><Header></EMSDataSet>",
      "<a/><b/>",
      "plain",
    ]) {
      const result = await submitData(conn, { xml, dataset: "EMS" });
      expect(result, xml).toMatchObject({ state: "rejected", statusCode: null, requestHandle: null });
      expect(result.messages[0], xml).toMatch(/^The file (is not well-formed XML|has \d root elements)/);
    }
    // One that would close the payload early and add elements of its own to the message.
    const injected = "<x/></payloadOfXmlElement></submitPayload><requestDataSchema>62</requestDataSchema><y>";
    expect((await submitData(conn, { xml: injected, dataset: "EMS" })).state).toBe("rejected");
    expect(state.received).toEqual([]);
  });

  it("asks about a handle it never gave: -42 for one not of its form, -43 for an unknown one", async () => {
    expect(await retrieveStatus(conn, { requestHandle: "not-a-handle" })).toMatchObject({
      state: "rejected",
      statusCode: -42,
      requestHandle: "not-a-handle",
    });
    const unknown = "0b8e0a52-54c5-4fb6-9d84-2a0c71f4c1e3";
    expect(await retrieveStatus(conn, { requestHandle: unknown })).toMatchObject({
      state: "rejected",
      statusCode: -43,
    });
  });
});

describe("failures to try again", () => {
  it("an endpoint that does not answer is a failure, not a rejection", async () => {
    // A port just freed: nothing listens there.
    const probe = http.createServer();
    await new Promise<void>((resolve) => probe.listen(0, "127.0.0.1", resolve));
    const { port } = probe.address() as AddressInfo;
    await new Promise<void>((resolve) => probe.close(() => resolve()));

    const down = { ...conn, endpoint: `http://127.0.0.1:${port}/NemsisWsService` };
    const submitted = await submitData(down, { xml: emsFile(), dataset: "EMS" });
    expect(submitted).toEqual({
      state: "failed",
      statusCode: null,
      requestHandle: null,
      messages: ["The state's EMS data system could not be reached: could not connect (ECONNREFUSED)"],
    });
    const polled = await retrieveStatus(down, { requestHandle: "abc" });
    expect(polled).toMatchObject({ state: "failed", statusCode: null, requestHandle: "abc" });
  });

  it("a SOAP fault and the server's own errors (-20 to -22) are failures", async () => {
    state.failNext(1);
    const fault = await submitData(conn, { xml: emsFile(), dataset: "EMS" });
    expect(fault).toMatchObject({ state: "failed", statusCode: null });
    expect(fault.messages[0]).toMatch(/answered a SOAP fault \(soap:Server: The stand-in was told to fail/);

    state.failNext(1, -21);
    const busy = await submitData(conn, { xml: emsFile(), dataset: "EMS" });
    expect(busy).toMatchObject({ state: "failed", statusCode: -21 });
    expect(busy.messages[0]).toBe(
      "The state answered -21: Server error, because of database connection/operation issue",
    );

    // The same file goes through once the state is back.
    expect((await submitData(conn, { xml: emsFile(), dataset: "EMS" })).state).toBe("processing");
  });

  it("an address that answers something other than the service is a failure", async () => {
    const other = { ...conn, endpoint: state.url.replace("/NemsisWsService", "/elsewhere") };
    const result = await submitData(other, { xml: emsFile(), dataset: "EMS" });
    expect(result).toMatchObject({ state: "failed", statusCode: null });
    expect(result.messages[0]).toBe(
      "The state's EMS data system could not be reached: it answered HTTP 404, not a SOAP message",
    );
  });
});

describe("a state's own answers", () => {
  /** A service that answers every request with `body` inside a SOAP envelope, as a state's server would. */
  async function answering(body: string) {
    const server = http.createServer((req, res) => {
      req.resume().on("end", () => {
        res.writeHead(200, { "content-type": "text/xml; charset=utf-8" });
        res.end(
          `<?xml version="1.0" encoding="UTF-8"?><S:Envelope xmlns:S="http://schemas.xmlsoap.org/soap/envelope/">` +
            `<S:Body>${body}</S:Body></S:Envelope>`,
        );
      });
    });
    await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
    const { port } = server.address() as AddressInfo;
    return {
      conn: { ...conn, endpoint: `http://127.0.0.1:${port}/ws` },
      close: () => new Promise<void>((resolve) => server.close(() => resolve())),
    };
  }

  it("reads every kind of report: XML errors with their elements, Schematron warnings, custom reports", async () => {
    const svrlNs = "http://purl.oclc.org/dsdl/svrl";
    const service = await answering(
      `<ns2:SubmitDataResponse xmlns:ns2="http://ws.nemsis.org/"><ns2:requestType>SubmitData</ns2:requestType>` +
        `<ns2:requestHandle>H-77</ns2:requestHandle><ns2:statusCode>3</ns2:statusCode><ns2:reports>` +
        `<ns2:xmlValidationErrorReport><ns2:totalErrorCount>2</ns2:totalErrorCount>` +
        `<ns2:xmlError><ns2:desc>Value not in the list</ns2:desc><ns2:failedElementList>` +
        `<ns2:xmlElementInfo><ns2:elementName>eSituation.09</ns2:elementName><ns2:elementLocation>` +
        `<ns2:xpathLocation>/EMSDataSet/Header/PatientCareReport/eSituation/eSituation.09</ns2:xpathLocation>` +
        `</ns2:elementLocation></ns2:xmlElementInfo></ns2:failedElementList></ns2:xmlError>` +
        `<ns2:xmlError><ns2:desc>Invalid content</ns2:desc><ns2:xmlGeneralErrorList>` +
        `<ns2:errorMessage>cvc-complex-type.2.4.a</ns2:errorMessage></ns2:xmlGeneralErrorList></ns2:xmlError>` +
        `</ns2:xmlValidationErrorReport><ns2:schematronReport><ns2:completeSchematronReport><ns2:completeReport>` +
        `<ns2:payloadOfXmlElement><svrl:schematron-output xmlns:svrl="${svrlNs}">` +
        `<svrl:failed-assert role="[WARNING]" location="/x"><svrl:text>Patient age should be recorded.</svrl:text>` +
        `</svrl:failed-assert><svrl:failed-assert role="[WARNING]"><svrl:text>Scene GPS should be recorded.</svrl:text>` +
        `</svrl:failed-assert></svrl:schematron-output></ns2:payloadOfXmlElement></ns2:completeReport>` +
        `</ns2:completeSchematronReport></ns2:schematronReport>` +
        `<ns2:customReport><ns2:reportType>Data quality</ns2:reportType></ns2:customReport>` +
        `</ns2:reports></ns2:SubmitDataResponse>`,
    );
    try {
      expect(await submitData(service.conn, { xml: emsFile(), dataset: "EMS" })).toEqual({
        state: "accepted",
        statusCode: 3,
        requestHandle: "H-77",
        messages: [
          "The state answered 3: Successful import of a file, with [WARNING] level Schematron rule violation reported",
          "Value not in the list: eSituation.09 at /EMSDataSet/Header/PatientCareReport/eSituation/eSituation.09",
          "Invalid content: cvc-complex-type.2.4.a",
          "[WARNING] Patient age should be recorded.",
          "[WARNING] Scene GPS should be recorded.",
          "The state's Data quality report",
        ],
      });
    } finally {
      await service.close();
    }
  });

  it("an answer without a statusCode, or processing without a handle, is a failure", async () => {
    const empty = await answering(`<SubmitDataResponse xmlns="http://ws.nemsis.org/"/>`);
    const noHandle = await answering(
      `<SubmitDataResponse xmlns="http://ws.nemsis.org/"><requestType>SubmitData</requestType>` +
        `<requestHandle></requestHandle><statusCode>10</statusCode></SubmitDataResponse>`,
    );
    try {
      expect(await submitData(empty.conn, { xml: emsFile(), dataset: "EMS" })).toEqual({
        state: "failed",
        statusCode: null,
        requestHandle: null,
        messages: ["The state's EMS data system gave no usable answer: it had no statusCode"],
      });
      expect(await submitData(noHandle.conn, { xml: emsFile(), dataset: "EMS" })).toMatchObject({
        state: "failed",
        statusCode: null,
      });
    } finally {
      await Promise.all([empty.close(), noHandle.close()]);
    }
  });
});

describe("the status codes, as the WSDL documents them", () => {
  it("reads each code's meaning from the WSDL's annotations", () => {
    expect(statusMeaning(-13)).toBe(
      "Failed import of a file, because of [FATAL] level Schematron rule violation",
    );
    expect(statusMeaning(10)).toBe("File has passed validation, processing is not yet complete");
    expect(statusMeaning(-40)).toMatch(
      /^Status for the requested requestHandle is not available: it could be/,
    );
    expect(statusMeaning(150)).toMatch(/^State or Vendor specific success returning code/);
    expect(statusMeaning(-150)).toMatch(/^State or Vendor specific error returning code/);
    // The data schema numbers are not status codes.
    expect(statusMeaning(61)).toBe("A code the NEMSIS v3 web service does not define");
  });

  it("reads each documented code as one of the four outcomes", () => {
    const outcomes = {
      processing: [0, 10],
      accepted: [1, 2, 3, 4, 5, 6, 150],
      rejected: [-1, -2, -3, -4, -5, -11, -12, -13, -14, -15, -16, -30, -40, -41, -42, -43, -150],
      failed: [-20, -21, -22, -50],
    };
    for (const [outcome, codes] of Object.entries(outcomes))
      expect(
        codes.filter((code) => outcomeOf(code) !== outcome),
        outcome,
      ).toEqual([]);
  });
});

describe("nextAttempt", () => {
  it("waits 30 s after the first try, doubling, at most an hour", () => {
    expect([1, 2, 3, 4, 5, 6, 7, 8, 9, 50].map(nextAttempt)).toEqual([
      30_000, 60_000, 120_000, 240_000, 480_000, 960_000, 1_920_000, 3_600_000, 3_600_000, 3_600_000,
    ]);
    expect(nextAttempt(0)).toBe(30_000);
  });
});
