import type { ApiModule } from "../../lib/module";

/** Patient care reports (ePCR) to NEMSIS v3.5.1. Its routes and tables come with the report's screens. */
export const epcrModule: ApiModule = {
  name: "epcr",
  description: "Patient care reports (ePCR) and their NEMSIS v3.5.1 exports (EMSDataSet, DEMDataSet).",
  routes: [],
};
