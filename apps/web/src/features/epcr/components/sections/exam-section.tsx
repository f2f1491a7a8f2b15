import { nowIso } from "../../utils/now";
import { Entries, Fields, field } from "../section-parts";

const ASSESSMENT = [
  field("assessedAt", "eExam.03", "Assessed at", "time", "plain"),
  field("skin", "eExam.04", "Skin", "codes", "array"),
  field("head", "eExam.05", "Head", "codes", "array"),
  field("neck", "eExam.07", "Neck", "codes", "array"),
  field("chest", "eExam.25", "Chest", "codes", "array"),
  field("heart", "eExam.09", "Heart", "codes", "array"),
  field("lungs", "eExam.23", "Lungs", "codes", "array"),
  field("abdomen", "eExam.11", "Abdomen", "codes", "array"),
  field("mentalStatus", "eExam.19", "Mental status", "codes", "array"),
  field("neurological", "eExam.20", "Neurological", "codes", "array"),
];

/** eExam: the length-based tape, and each assessment's findings by body part. */
export function ExamSection() {
  return (
    <div className="grid gap-6">
      <Fields
        specs={[field("lengthBasedTape", "eExam.02", "Length-based tape (pediatric)", "code", "nvpn")]}
        at={["exam"]}
      />
      <Entries path={["exam", "assessments"]} noun="Assessment" fresh={() => ({ assessedAt: nowIso() })}>
        {(i) => <Fields specs={ASSESSMENT} at={["exam", "assessments", i]} index={i} />}
      </Entries>
    </div>
  );
}
