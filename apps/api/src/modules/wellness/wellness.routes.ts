/**
 * Wellness (spec 02 §7 "Wellness"): fitness programs (every member reads, adds and starts one; admins edit and
 * delete), the caller's own wellness records (only the owner reads and writes them; admins also list the ones
 * members shared) and the stat cards.
 */
import {
  fitnessProgramFormSchema,
  fitnessProgramSchema,
  fitnessProgramUpdateSchema,
  wellnessRecordFormSchema,
  wellnessRecordSchema,
  wellnessRecordsQuerySchema,
  wellnessRecordUpdateSchema,
  wellnessStatsSchema,
} from "@rollcall/shared/wellness";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { z } from "zod";
import { idParams, noContent } from "../../lib/http";
import { createProgram, deleteProgram, listPrograms, startProgram, updateProgram } from "./programs.service";
import { createRecord, deleteRecord, listRecords, updateRecord } from "./records.service";
import { wellnessStats } from "./stats.service";

export const wellnessRoutes: FastifyPluginAsyncZod = async (app) => {
  // ------------------------------------------------------------------------------------------------------
  // Fitness programs
  // ------------------------------------------------------------------------------------------------------

  app.get(
    "/api/fitness-programs",
    { schema: { response: { 200: z.array(fitnessProgramSchema) } } },
    async (request) => listPrograms(request.scope),
  );

  app.post(
    "/api/fitness-programs",
    { schema: { body: fitnessProgramFormSchema, response: { 201: fitnessProgramSchema } } },
    async (request, reply) => reply.status(201).send(await createProgram(request.scope, request.body)),
  );

  app.patch(
    "/api/fitness-programs/:id",
    {
      config: { access: "admin" },
      schema: { params: idParams, body: fitnessProgramUpdateSchema, response: { 200: fitnessProgramSchema } },
    },
    async (request) => updateProgram(request.scope, request.params.id, request.body),
  );

  app.delete(
    "/api/fitness-programs/:id",
    { config: { access: "admin" }, schema: { params: idParams, response: noContent("Deleted") } },
    async (request, reply) => {
      await deleteProgram(request.scope, request.params.id);
      return reply.status(204).send();
    },
  );

  app.post(
    "/api/fitness-programs/:id/start",
    { schema: { params: idParams, response: { 201: fitnessProgramSchema } } },
    async (request, reply) => reply.status(201).send(await startProgram(request.scope, request.params.id)),
  );

  // ------------------------------------------------------------------------------------------------------
  // Wellness records and stats
  // ------------------------------------------------------------------------------------------------------

  app.get(
    "/api/wellness-records",
    { schema: { querystring: wellnessRecordsQuerySchema, response: { 200: z.array(wellnessRecordSchema) } } },
    async (request) => listRecords(request.scope, request.query.scope),
  );

  app.post(
    "/api/wellness-records",
    { schema: { body: wellnessRecordFormSchema, response: { 201: wellnessRecordSchema } } },
    async (request, reply) => reply.status(201).send(await createRecord(request.scope, request.body)),
  );

  app.patch(
    "/api/wellness-records/:id",
    {
      schema: { params: idParams, body: wellnessRecordUpdateSchema, response: { 200: wellnessRecordSchema } },
    },
    async (request) => updateRecord(request.scope, request.params.id, request.body),
  );

  app.delete(
    "/api/wellness-records/:id",
    { schema: { params: idParams, response: noContent("Deleted") } },
    async (request, reply) => {
      await deleteRecord(request.scope, request.params.id);
      return reply.status(204).send();
    },
  );

  app.get("/api/wellness/stats", { schema: { response: { 200: wellnessStatsSchema } } }, async (request) =>
    wellnessStats(request.scope),
  );
};
