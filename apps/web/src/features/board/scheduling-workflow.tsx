import { BOARD_MESSAGES } from "@rollcall/shared/board";
import type { ShiftWorkflow } from "@/features/scheduling";
import { BoardPanel } from "./components/board-panel";
import { MySchedulePanel } from "./components/my-schedule-panel";

/** The board's tabs on the scheduling page: My schedule first (a phone opens on it), Board for officers. */
export const boardWorkflow: ShiftWorkflow = {
  name: "board",
  tab: [
    {
      value: "mine",
      label: BOARD_MESSAGES.mySchedule,
      after: "week",
      Panel: MySchedulePanel,
      phoneDefault: true,
      ownScreen: true,
    },
    {
      value: "board",
      label: BOARD_MESSAGES.title,
      after: "mine",
      Panel: BoardPanel,
      managersOnly: true,
      ownScreen: true,
    },
  ],
};
