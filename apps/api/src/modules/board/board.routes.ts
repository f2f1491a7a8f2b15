/**
 * The day's board. Any member reads the board (the agency's roster at an instant) and their own day; officers
 * and admins move members, read the day's moves and the candidates for a seat, and download the daily roster
 * (it lists the day's leave). Another agency's ids answer 404.
 */
import {
  boardCandidateListSchema,
  boardCandidatesQuerySchema,
  boardDayQuerySchema,
  boardMoveListSchema,
  boardMoveRecordSchema,
  boardMoveSchema,
  boardQuerySchema,
  boardSchema,
  myDaySchema,
} from "@rollcall/shared/board";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { agencyToday } from "../../lib/dates";
import { fileAnswer, sendDownload } from "../../lib/http";
import { getBoard, listMoves, myDay } from "./board.service";
import { listCandidates, makeMove } from "./moves.service";
import { loadRoster, rosterCsv, rosterPdf } from "./roster.pdf";

export const boardRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    "/api/board",
    {
      schema: {
        summary: "The board at an instant: stations, apparatus and their seats, filled from the schedule",
        querystring: boardQuerySchema,
        response: { 200: boardSchema },
      },
    },
    async (request) => getBoard(request.scope, request.query.at),
  );

  app.get(
    "/api/board/my-day",
    {
      schema: {
        summary: "My schedule: my shifts today with seat and crew, then my next shifts",
        response: { 200: myDaySchema },
      },
    },
    async (request) => myDay(request.scope),
  );

  app.post(
    "/api/board/moves",
    {
      config: { access: "manager" },
      schema: {
        summary: "Move a member into a seat or onto a station for a shift or a part of it",
        body: boardMoveSchema,
        response: { 201: boardMoveRecordSchema },
      },
    },
    async (request, reply) => reply.status(201).send(await makeMove(request.scope, request.body)),
  );

  app.get(
    "/api/board/history",
    {
      config: { access: "manager" },
      schema: {
        summary: "The day's moves on the board, newest first",
        querystring: boardDayQuerySchema,
        response: { 200: boardMoveListSchema },
      },
    },
    async (request) => listMoves(request.scope, request.query.date),
  );

  app.get(
    "/api/board/candidates",
    {
      config: { access: "manager" },
      schema: {
        summary: "Who could take a seat or a station at an instant, and why not",
        querystring: boardCandidatesQuerySchema,
        response: { 200: boardCandidateListSchema },
      },
    },
    async (request) => listCandidates(request.scope, request.query),
  );

  for (const format of ["pdf", "csv"] as const)
    app.get(
      `/api/board/roster.${format}`,
      {
        config: { access: "manager" },
        schema: {
          summary: `The daily roster (${format.toUpperCase()})`,
          querystring: boardDayQuerySchema,
          response: fileAnswer(
            format,
            `The day's roster by station, unit and position (${format.toUpperCase()})`,
          ),
        },
      },
      async (request, reply) => {
        const scope = request.scope;
        const date = request.query.date ?? agencyToday(scope.timeZone);
        const roster = await scope.read((tx) => loadRoster(tx, scope, date));
        const body = format === "pdf" ? await rosterPdf(roster) : rosterCsv(roster);
        return sendDownload(reply, `roster-${date}.${format}`, body);
      },
    );
};
