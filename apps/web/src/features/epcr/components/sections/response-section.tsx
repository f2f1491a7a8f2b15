import { Fields, field, Part } from "../section-parts";

const RESPONSE = [
  field("incidentNumber", "eResponse.03", "Incident number", "text", "nv"),
  field("responseNumber", "eResponse.04", "Response number", "text", "nv"),
  field("unitNumber", "eResponse.13", "Unit number", "text", "plain"),
  field("callSign", "eResponse.14", "Unit call sign", "text", "plain"),
  field("serviceType", "eResponse.05", "Type of service requested", "code", "plain"),
  field("transportCapability", "eResponse.07", "Unit transport capability", "code", "plain"),
  field("responseMode", "eResponse.23", "Response mode to scene", "code", "plain"),
  field("responseModeDescriptors", "eResponse.24", "Response mode descriptors", "codes", "list"),
];
const DELAYS = [
  field("dispatchDelays", "eResponse.08", "Dispatch delays", "codes", "list"),
  field("responseDelays", "eResponse.09", "Response delays", "codes", "list"),
  field("sceneDelays", "eResponse.10", "Scene delays", "codes", "list"),
  field("transportDelays", "eResponse.11", "Transport delays", "codes", "list"),
  field("turnAroundDelays", "eResponse.12", "Turn-around delays", "codes", "list"),
];
const DISPATCH = [
  field("reason", "eDispatch.01", "Dispatch reason", "code", "plain"),
  field("emdPerformed", "eDispatch.02", "EMD performed", "code", "nv"),
  field("emdDeterminant", "eDispatch.03", "EMD determinant code", "text", "plain"),
  field("priority", "eDispatch.05", "Dispatch priority", "code", "plain"),
];
const TIMES = [
  field("psapCall", "eTimes.01", "PSAP call", "time", "nv"),
  field("unitNotified", "eTimes.03", "Unit notified by dispatch", "time", "plain"),
  field("enRoute", "eTimes.05", "Unit en route", "time", "nv"),
  field("onScene", "eTimes.06", "Arrived on scene", "time", "nv"),
  field("atPatient", "eTimes.07", "Arrived at patient", "time", "nv"),
  field("transferOfCare", "eTimes.08", "Transfer of care (to another EMS unit)", "time", "nv"),
  field("leftScene", "eTimes.09", "Left scene", "time", "nv"),
  field("atDestination", "eTimes.11", "Arrived at destination", "time", "nv"),
  field("destinationTransferOfCare", "eTimes.12", "Transfer of care at destination", "time", "nv"),
  field("backInService", "eTimes.13", "Back in service", "time", "plain"),
  field("canceled", "eTimes.14", "Cancelled", "time", "plain"),
];

/** eResponse, eDispatch, eTimes: the call as dispatched and its times, in the order they happen. */
export function ResponseSection() {
  return (
    <div className="grid gap-6">
      <Part title="Response">
        <Fields specs={RESPONSE} at={["response"]} />
      </Part>
      <Part title="Delays">
        <Fields specs={DELAYS} at={["response"]} />
      </Part>
      <Part title="Dispatch">
        <Fields specs={DISPATCH} at={["dispatch"]} />
      </Part>
      <Part title="Times">
        <Fields specs={TIMES} at={["times"]} />
      </Part>
    </div>
  );
}
