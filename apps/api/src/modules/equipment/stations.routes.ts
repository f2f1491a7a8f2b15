/**
 * Stations and riding positions (the day's board): every member reads; only admins write, as for equipment.
 */
import {
  positionListSchema,
  positionsUpdateSchema,
  stationFormSchema,
  stationListSchema,
  stationSchema,
  stationUpdateSchema,
} from "@rollcall/shared/equipment";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { idParams, noContent } from "../../lib/http";
import {
  createStation,
  deleteStation,
  listPositions,
  listStations,
  replacePositions,
  updateStation,
} from "./stations.service";

export const stationsRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    "/api/stations",
    { schema: { summary: "List the stations", response: { 200: stationListSchema } } },
    async (request) => listStations(request.scope),
  );

  app.post(
    "/api/stations",
    {
      config: { access: "admin" },
      schema: { summary: "Add a station", body: stationFormSchema, response: { 201: stationSchema } },
    },
    async (request, reply) => reply.status(201).send(await createStation(request.scope, request.body)),
  );

  app.patch(
    "/api/stations/:id",
    {
      config: { access: "admin" },
      schema: {
        summary: "Edit a station",
        params: idParams,
        body: stationUpdateSchema,
        response: { 200: stationSchema },
      },
    },
    async (request) => updateStation(request.scope, request.params.id, request.body),
  );

  app.delete(
    "/api/stations/:id",
    {
      config: { access: "admin" },
      schema: {
        summary: "Delete a station (its apparatus stay, without one)",
        params: idParams,
        response: noContent("Deleted"),
      },
    },
    async (request, reply) => {
      await deleteStation(request.scope, request.params.id);
      return reply.status(204).send();
    },
  );

  app.get(
    "/api/equipment/:id/positions",
    {
      schema: {
        summary: "List an apparatus' riding positions",
        params: idParams,
        response: { 200: positionListSchema },
      },
    },
    async (request) => listPositions(request.scope, request.params.id),
  );

  app.put(
    "/api/equipment/:id/positions",
    {
      config: { access: "admin" },
      schema: {
        summary: "Replace an apparatus' riding positions, in board order",
        params: idParams,
        body: positionsUpdateSchema,
        response: { 200: positionListSchema },
      },
    },
    async (request) => replacePositions(request.scope, request.params.id, request.body),
  );
};
