import type { ShiftWorkflow } from "@/features/scheduling";
import { CallbackPanel } from "./components/callback-panel";
import { StartCallbackButton } from "./components/start-callback-button";

/** Call-backs on the scheduling page: the Call-back tab, and Start Call-back beside an open shift. */
export const callbacksWorkflow: ShiftWorkflow = {
  name: "callbacks",
  tab: { value: "callback", label: "Call-back", after: "trades", Panel: CallbackPanel },
  OpenShiftAction: ({ shiftId }) => <StartCallbackButton shiftId={shiftId} variant="outline" />,
};
