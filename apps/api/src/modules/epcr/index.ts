/**
 * The ePCR module's public face: the NEMSIS v3.5.1 writers and the standard's validators (XSD, national
 * Schematron), for the export routes and a pre-flight check. Other code imports this module only from here.
 */
export { demDataSetXml } from "./nemsis/dem-dataset";
export { type EmsExportReport, emsDataSetXml, NEMSIS_SOFTWARE } from "./nemsis/ems-dataset";
export {
  isBlocking,
  type NemsisDataSet,
  type SchematronFinding,
  schematron,
  schematronMany,
  validateXsd,
  type XsdResult,
} from "./nemsis/validate";
