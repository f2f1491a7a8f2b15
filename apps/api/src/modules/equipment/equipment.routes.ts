/**
 * Equipment (spec 02 §7 "Equipment"): the list, one item with its maintenance history, add / edit / delete,
 * recording a completed maintenance, the QR code and printable label of an item, and the Reports tab's CSV
 * and PDF files. Every member reads; only admins write (403 "Admin access required").
 */
import {
  EQUIPMENT_REPORTS,
  type EquipmentReport,
  type EquipmentReportFormat,
  equipmentDetailSchema,
  equipmentFormSchema,
  equipmentSchema,
  equipmentUpdateSchema,
  maintenanceCompletionSchema,
} from "@rollcall/shared/equipment";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { z } from "zod";
import { fileAnswer, idParams, noContent, sendDownload } from "../../lib/http";
import { itemUrl } from "./equipment.queries";
import {
  completeMaintenance,
  createEquipment,
  deleteEquipment,
  type EquipmentDeps,
  getEquipment,
  labelSubject,
  listEquipment,
  updateEquipment,
} from "./equipment.service";
import { labelPdf, qrSvg } from "./labels";
import { costsPdf, inventoryPdf, maintenancePdf, readinessPdf } from "./reports.pdf";
import {
  costsCsv,
  inventoryCsv,
  loadReportData,
  maintenanceCsv,
  type ReportData,
  readinessCsv,
} from "./reports.service";

const REPORT_BUILDERS: Record<
  EquipmentReport,
  Record<EquipmentReportFormat, (data: ReportData) => string | Promise<Buffer>>
> = {
  inventory: { csv: inventoryCsv, pdf: inventoryPdf },
  maintenance: { csv: maintenanceCsv, pdf: maintenancePdf },
  readiness: { csv: readinessCsv, pdf: readinessPdf },
  costs: { csv: costsCsv, pdf: costsPdf },
};

/** "Engine 1" → "engine-1", for label file names. */
const slug = (name: string) =>
  name
    .toLowerCase()
    .normalize("NFKD")
    .replace(/[^a-z0-9]+/g, "-")
    .replace(/^-+|-+$/g, "") || "equipment";

export const equipmentRoutes: FastifyPluginAsyncZod = async (app) => {
  const deps: EquipmentDeps = { publicUrl: app.env.publicUrl };

  app.get("/api/equipment", { schema: { response: { 200: z.array(equipmentSchema) } } }, async (request) =>
    listEquipment(request.scope, deps),
  );

  app.get(
    "/api/equipment/:id",
    { schema: { params: idParams, response: { 200: equipmentDetailSchema } } },
    async (request) => getEquipment(request.scope, request.params.id, deps),
  );

  app.post(
    "/api/equipment",
    {
      config: { access: "admin" },
      schema: { body: equipmentFormSchema, response: { 201: equipmentSchema } },
    },
    async (request, reply) =>
      reply.status(201).send(await createEquipment(request.scope, request.body, deps)),
  );

  app.patch(
    "/api/equipment/:id",
    {
      config: { access: "admin" },
      schema: { params: idParams, body: equipmentUpdateSchema, response: { 200: equipmentSchema } },
    },
    async (request) => updateEquipment(request.scope, request.params.id, request.body, deps),
  );

  app.delete(
    "/api/equipment/:id",
    { config: { access: "admin" }, schema: { params: idParams, response: noContent("Deleted") } },
    async (request, reply) => {
      await deleteEquipment(request.scope, request.params.id);
      return reply.status(204).send();
    },
  );

  app.post(
    "/api/equipment/:id/maintenance",
    {
      config: { access: "admin" },
      schema: {
        params: idParams,
        body: maintenanceCompletionSchema,
        response: { 201: equipmentDetailSchema },
      },
    },
    async (request, reply) =>
      reply.status(201).send(await completeMaintenance(request.scope, request.params.id, request.body, deps)),
  );

  // ------------------------------------------------------------------------------------------------------
  // QR code and label
  // ------------------------------------------------------------------------------------------------------

  app.get(
    "/api/equipment/:id/qr.svg",
    { schema: { params: idParams, response: fileAnswer("image/svg+xml", "The QR code of the item's page") } },
    async (request, reply) => {
      const { item } = await labelSubject(request.scope, request.params.id);
      return reply
        .header("Content-Type", "image/svg+xml; charset=utf-8")
        .header("Cache-Control", "private, no-store")
        .send(await qrSvg(itemUrl(deps.publicUrl, item.id)));
    },
  );

  app.get(
    "/api/equipment/:id/label.pdf",
    {
      schema: {
        params: idParams,
        response: fileAnswer("pdf", "The item's printable label with its QR code"),
      },
    },
    async (request, reply) => {
      const { item, agencyName } = await labelSubject(request.scope, request.params.id);
      const pdf = await labelPdf(item, itemUrl(deps.publicUrl, item.id), agencyName);
      return sendDownload(reply, `label-${slug(item.name)}.pdf`, pdf);
    },
  );

  // ------------------------------------------------------------------------------------------------------
  // Reports: GET /api/equipment/reports/{inventory|maintenance|readiness|costs}.{csv|pdf}
  // ------------------------------------------------------------------------------------------------------

  for (const report of Object.keys(REPORT_BUILDERS) as EquipmentReport[]) {
    for (const format of Object.keys(REPORT_BUILDERS[report]) as EquipmentReportFormat[]) {
      const build = REPORT_BUILDERS[report][format];
      app.get(
        `/api/equipment/reports/${report}.${format}`,
        { schema: { response: fileAnswer(format, `The ${report} report (${format.toUpperCase()})`) } },
        async (request, reply) => {
          const data = await loadReportData(request.scope, deps);
          const body = await build(data);
          return sendDownload(reply, `${EQUIPMENT_REPORTS[report].fileName}-${data.today}.${format}`, body);
        },
      );
    }
  }
};
