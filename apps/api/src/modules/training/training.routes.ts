/**
 * Training (spec 02 §7 "Training"): the course catalogue (every member reads, admins write), assignments
 * (admins assign and see everyone's; members see and move their own), My Training, one assignment's details
 * and the Progress tab's analytics.
 */
import {
  assignmentStatusSchema,
  assignTrainingSchema,
  courseFormSchema,
  courseSchema,
  courseUpdateSchema,
  isoHoursQuerySchema,
  isoHoursSchema,
  isoMappingSchema,
  trainingAssignmentDetailSchema,
  trainingAssignmentSchema,
  trainingProgressSchema,
} from "@rollcall/shared/training";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { z } from "zod";
import { fileAnswer, idParams, noContent, sendDownload } from "../../lib/http";
import {
  assignTraining,
  changeAssignmentStatus,
  getAssignment,
  listAssignments,
  listMyTraining,
} from "./assignments.service";
import { createCourse, deleteCourse, listCourses, updateCourse } from "./courses.service";
import { getIsoMapping, isoHours, isoHoursCsv, setIsoMapping } from "./iso-hours.service";
import { trainingProgress } from "./progress.service";

export const trainingRoutes: FastifyPluginAsyncZod = async (app) => {
  // ------------------------------------------------------------------------------------------------------
  // Courses
  // ------------------------------------------------------------------------------------------------------

  app.get(
    "/api/training/courses",
    { schema: { response: { 200: z.array(courseSchema) } } },
    async (request) => listCourses(request.scope),
  );

  app.post(
    "/api/training/courses",
    { config: { access: "admin" }, schema: { body: courseFormSchema, response: { 201: courseSchema } } },
    async (request, reply) => reply.status(201).send(await createCourse(request.scope, request.body)),
  );

  app.patch(
    "/api/training/courses/:id",
    {
      config: { access: "admin" },
      schema: { params: idParams, body: courseUpdateSchema, response: { 200: courseSchema } },
    },
    async (request) => updateCourse(request.scope, request.params.id, request.body),
  );

  app.delete(
    "/api/training/courses/:id",
    { config: { access: "admin" }, schema: { params: idParams, response: noContent("Deleted") } },
    async (request, reply) => {
      await deleteCourse(request.scope, request.params.id);
      return reply.status(204).send();
    },
  );

  // ------------------------------------------------------------------------------------------------------
  // Assignments
  // ------------------------------------------------------------------------------------------------------

  app.get(
    "/api/training/assignments",
    { schema: { response: { 200: z.array(trainingAssignmentSchema) } } },
    async (request) => listAssignments(request.scope),
  );

  app.post(
    "/api/training/assignments",
    {
      config: { access: "admin" },
      schema: { body: assignTrainingSchema, response: { 201: z.array(trainingAssignmentSchema) } },
    },
    async (request, reply) => reply.status(201).send(await assignTraining(request.scope, request.body)),
  );

  app.get(
    "/api/training/assignments/:id",
    { schema: { params: idParams, response: { 200: trainingAssignmentDetailSchema } } },
    async (request) => getAssignment(request.scope, request.params.id),
  );

  app.patch(
    "/api/training/assignments/:id",
    {
      schema: {
        params: idParams,
        body: assignmentStatusSchema,
        response: { 200: trainingAssignmentDetailSchema },
      },
    },
    async (request) => changeAssignmentStatus(request.scope, request.params.id, request.body),
  );

  app.get(
    "/api/training/my-training",
    { schema: { response: { 200: z.array(trainingAssignmentSchema) } } },
    async (request) => listMyTraining(request.scope),
  );

  app.get(
    "/api/training/progress",
    { schema: { response: { 200: trainingProgressSchema } } },
    async (request) => trainingProgress(request.scope),
  );

  // ------------------------------------------------------------------------------------------------------
  // Training hours against the ISO yearly targets; the category mapping (admins change it)
  // ------------------------------------------------------------------------------------------------------

  app.get(
    "/api/training/iso-hours",
    { schema: { querystring: isoHoursQuerySchema, response: { 200: isoHoursSchema } } },
    async (request) => isoHours(request.scope, request.query.year),
  );

  app.get(
    "/api/training/iso-hours.csv",
    {
      schema: {
        querystring: isoHoursQuerySchema,
        response: fileAnswer("csv", "The year's training hours by ISO category"),
      },
    },
    async (request, reply) => {
      const { year, body } = await isoHoursCsv(request.scope, request.query.year);
      return sendDownload(reply, `training-hours-${year}.csv`, body);
    },
  );

  app.get("/api/training/iso-mapping", { schema: { response: { 200: isoMappingSchema } } }, async (request) =>
    getIsoMapping(request.scope),
  );

  app.patch(
    "/api/training/iso-mapping",
    {
      config: { access: "admin" },
      schema: { body: isoMappingSchema.partial(), response: { 200: isoMappingSchema } },
    },
    async (request) => setIsoMapping(request.scope, request.body),
  );
};
