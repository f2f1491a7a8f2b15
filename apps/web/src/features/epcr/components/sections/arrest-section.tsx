import { Fields, field, Part } from "../section-parts";

const ARREST = [
  field("status", "eArrest.01", "Cardiac arrest", "code", "nv"),
  field("arrestAt", "eArrest.14", "Time of arrest", "time", "nvpn"),
  field("etiology", "eArrest.02", "Etiology", "code", "nv"),
  field("witnessedBy", "eArrest.04", "Witnessed by", "codes", "list"),
  field("aedPriorUse", "eArrest.07", "AED use before EMS arrival", "code", "nv"),
  field("firstRhythm", "eArrest.11", "First monitored rhythm", "code", "nv"),
];
const RESUSCITATION = [
  field("resuscitationAttempted", "eArrest.03", "Resuscitation attempted by EMS", "codes", "list"),
  field("cprTypes", "eArrest.09", "Type of CPR", "codes", "list"),
  field("initialCprAt", "eArrest.19", "CPR started", "time", "plain"),
  field("whoInitiatedCpr", "eArrest.20", "Who first started CPR", "code", "nv"),
  field("whoAppliedAed", "eArrest.21", "Who first applied the AED", "code", "nv"),
  field("whoDefibrillated", "eArrest.22", "Who first defibrillated", "code", "nv"),
  field("hypothermia", "eArrest.10", "Therapeutic hypothermia", "code", "plain"),
];
const OUTCOME = [
  field("rosc", "eArrest.12", "Return of spontaneous circulation", "codes", "list"),
  field("resuscitationDiscontinuedAt", "eArrest.15", "Resuscitation discontinued at", "time", "nv"),
  field("discontinuedReason", "eArrest.16", "Reason discontinued", "code", "nv"),
  field("rhythmAtDestination", "eArrest.17", "Rhythm at destination", "codes", "list"),
  field("endOfEvent", "eArrest.18", "End of the arrest event", "code", "nv"),
];

/** eArrest: shown once Scene & Situation records an arrest. */
export function ArrestSection() {
  return (
    <div className="grid gap-6">
      <Part title="The arrest">
        <Fields specs={ARREST} at={["arrest"]} />
      </Part>
      <Part title="Resuscitation">
        <Fields specs={RESUSCITATION} at={["arrest"]} />
      </Part>
      <Part title="Outcome">
        <Fields specs={OUTCOME} at={["arrest"]} />
      </Part>
    </div>
  );
}
