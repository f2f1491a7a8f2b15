import { Fields, field, Part } from "../section-parts";

const PERSON = [
  field("lastName", "ePatient.02", "Last name", "text", "nvpn"),
  field("firstName", "ePatient.03", "First name", "text", "nvpn"),
  field("middleName", "ePatient.04", "Middle name", "text", "plain"),
  field("dateOfBirth", "ePatient.17", "Date of birth", "date", "nvpn"),
  field("age", "ePatient.15", "Age", "integer", "nvpn", {
    description: "Choose Approximate beside an estimated age.",
  }),
  field("ageUnits", "ePatient.16", "Age units", "code", "nv"),
  field("sex", "ePatient.25", "Sex", "code", "nvpn"),
  field("race", "ePatient.14", "Race", "codes", "pnlist"),
  field("weightKg", "eExam.01", "Weight", "decimal", "nvpn", { unit: "kg" }),
  field("phone", "ePatient.18", "Phone", "text", "plain"),
];
const HOME = [
  field("street", "ePatient.05", "Street", "text", "plain"),
  field("city", "ePatient.06", "City (GNIS code)", "text", "plain"),
  field("county", "ePatient.07", "County (ANSI code)", "text", "nv"),
  field("state", "ePatient.08", "State (ANSI code)", "text", "nv"),
  field("zip", "ePatient.09", "ZIP code", "text", "nv"),
];

/** ePatient (and the weight, eExam.01): who the patient is, where they live. */
export function PatientSection() {
  return (
    <div className="grid gap-6">
      <Part title="Name and age">
        <Fields specs={PERSON} at={["patient"]} />
      </Part>
      <Part title="Home address">
        <Fields specs={HOME} at={["patient"]} />
      </Part>
    </div>
  );
}
