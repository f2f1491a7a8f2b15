import { FormField } from "@/components/ui/form-field";
import { Textarea } from "@/components/ui/textarea";
import { useField } from "../report-form";

/** eNarrative.01: the crew's account of the call, in their words. */
export function NarrativeSection() {
  const field = useField(["narrative"]);
  return (
    <FormField label="Narrative" id="pcr-eNarrative-01">
      <Textarea
        rows={14}
        disabled={field.readOnly}
        value={typeof field.value === "string" ? field.value : ""}
        onChange={(e) => field.set(e.target.value === "" ? undefined : e.target.value)}
      />
    </FormField>
  );
}
