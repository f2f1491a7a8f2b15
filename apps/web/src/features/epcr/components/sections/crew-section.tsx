import { useReportForm } from "../report-form";
import { Entries, Fields, field } from "../section-parts";

/** eCrew: who was on the call, at what level and in which role; and who writes the report (eOther.08). */
export function CrewSection() {
  const { crew } = useReportForm();
  const options = crew.map((m) => ({ value: m.id, label: m.name }));
  const member = [
    field("memberId", "eCrew.01", "Member", "code", "plain", { options }),
    field("level", "eCrew.02", "Level", "code", "plain"),
    field("roles", "eCrew.03", "Roles", "codes", "array"),
  ];
  return (
    <div className="grid gap-6">
      <Entries path={["crew"]} noun="Crew member" fresh={() => ({})}>
        {(i) => <Fields specs={member} at={["crew", i]} index={i} />}
      </Entries>
      <Fields
        specs={[field("reportWriterId", "eOther.08", "Report written by", "code", "plain", { options })]}
      />
    </div>
  );
}
