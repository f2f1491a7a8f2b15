import { Label } from "@/components/ui/label";
import { nowIso } from "../../utils/now";
import { getIn } from "../../utils/set-in";
import { useReportForm } from "../report-form";
import { Entries, Fields, field } from "../section-parts";
import { SignatureCanvas } from "../signature-canvas";

/** eOther.12: a new signature starts as the crew's primary care provider's; the crew changes who signs. */
const PRIMARY_PROVIDER = "4512003";

const SIGNER = [
  field("signerType", "eOther.12", "Who signs", "code", "plain"),
  field("reasons", "eOther.13", "Reason", "codes", "array"),
  field("firstName", "eOther.21", "First name", "text", "plain"),
  field("lastName", "eOther.20", "Last name", "text", "plain"),
  field("status", "eOther.15", "Signature status", "code", "plain"),
];

/** eOther: the patient's or their representative's, the crew's and the receiving staff's signatures. */
export function SignaturesSection() {
  const form = useReportForm();
  return (
    <Entries path={["signatures"]} noun="Signature" fresh={() => ({ signerType: PRIMARY_PROVIDER })}>
      {(i) => (
        <div className="grid gap-4">
          <Fields specs={SIGNER} at={["signatures", i]} index={i} />
          <div className="grid gap-1.5">
            <Label asChild>
              <span>Signature</span>
            </Label>
            <SignatureCanvas
              label={`Signature ${i + 1}`}
              image={getIn(form.content, ["signatures", i, "image"]) as string | undefined}
              readOnly={form.readOnly}
              onChange={(next) => {
                form.set(["signatures", i, "image"], next);
                form.set(["signatures", i, "signedAt"], next ? nowIso() : undefined);
              }}
            />
          </div>
        </div>
      )}
    </Entries>
  );
}
