import type { PcrRecord } from "@rollcall/shared/epcr/api";
import type { PcrReportInput } from "@rollcall/shared/epcr/report";
import { Button } from "@/components/ui/button";
import { TitledDialog } from "@/components/ui/titled-dialog";
import { changedSections } from "../utils/changed-sections";

/**
 * Someone saved another version while the crew typed (409 stale): both, section by section, and the crew's
 * choice, as "Changes not saved" offers for the other records.
 */
export function ConflictDialog({
  mine,
  theirs,
  onChoose,
}: {
  mine: PcrReportInput;
  theirs: PcrRecord | null;
  onChoose: (choice: "mine" | "theirs") => void;
}) {
  const changed = theirs ? changedSections(mine, theirs.content) : [];
  return (
    <TitledDialog
      open={Boolean(theirs)}
      onClose={() => undefined}
      hideCloseButton
      onInteractOutside={(e) => e.preventDefault()}
      title="Someone else saved this report"
      description="Another version was saved since this device last had it. Choose which one to keep; nothing is lost until you do."
      footer={
        <>
          <Button type="button" variant="outline" onClick={() => onChoose("theirs")}>
            Keep their version
          </Button>
          <Button type="button" onClick={() => onChoose("mine")}>
            Keep mine
          </Button>
        </>
      }
    >
      <table className="w-full text-left text-sm">
        <thead className="text-xs text-muted-foreground">
          <tr>
            <th scope="col" className="py-1 pr-3 font-medium">
              Section
            </th>
            <th scope="col" className="py-1 pr-3 font-medium">
              Mine
            </th>
            <th scope="col" className="py-1 font-medium">
              Theirs
            </th>
          </tr>
        </thead>
        <tbody>
          {changed.map((c) => (
            <tr key={c.key} className="border-t align-top">
              <th scope="row" className="py-1.5 pr-3 font-medium">
                {c.label}
              </th>
              <td className="py-1.5 pr-3 break-words">{c.mine}</td>
              <td className="py-1.5 break-words">{c.theirs}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </TitledDialog>
  );
}
