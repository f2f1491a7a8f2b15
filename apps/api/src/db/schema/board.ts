import { sql } from "drizzle-orm";
import { check, date, index, pgTable, timestamp, uuid } from "drizzle-orm/pg-core";
import { agencyFk, agencyPk, createdAt, tz } from "./_helpers";
import { agencyKey } from "./agencies";
import { apparatusPositions, equipment, stations } from "./equipment";
import { memberFk } from "./users";

/**
 * One move an officer made on the day's board: a member into a seat, between apparatus, or moved up to another
 * station for [start, end). The shifts carry the result; this is the day's history of who moved whom.
 */
export const boardMoves = pgTable(
  "board_moves",
  {
    ...agencyKey(),
    // The agency-local day the move's start falls on: the history the board shows for a date.
    day: date("day", { mode: "string" }).notNull(),
    actorId: uuid("actor_id"),
    userId: uuid("user_id").notNull(),
    // The shift that now holds the member for [start, end); no FK: a later edit may delete it.
    shiftId: uuid("shift_id"),
    fromStationId: uuid("from_station_id"),
    fromEquipmentId: uuid("from_equipment_id"),
    fromPositionId: uuid("from_position_id"),
    toStationId: uuid("to_station_id"),
    toEquipmentId: uuid("to_equipment_id"),
    toPositionId: uuid("to_position_id"),
    startTime: timestamp("start_time", tz).notNull(),
    endTime: timestamp("end_time", tz).notNull(),
    createdAt: createdAt(),
  },
  (t) => [
    agencyPk("board_moves_pkey", t),
    memberFk("board_moves_actor_fk", t.agencyId, t.actorId),
    memberFk("board_moves_user_fk", t.agencyId, t.userId),
    agencyFk("board_moves_from_station_fk", t.agencyId, t.fromStationId, stations),
    agencyFk("board_moves_from_equipment_fk", t.agencyId, t.fromEquipmentId, equipment),
    agencyFk("board_moves_from_position_fk", t.agencyId, t.fromPositionId, apparatusPositions),
    agencyFk("board_moves_to_station_fk", t.agencyId, t.toStationId, stations),
    agencyFk("board_moves_to_equipment_fk", t.agencyId, t.toEquipmentId, equipment),
    agencyFk("board_moves_to_position_fk", t.agencyId, t.toPositionId, apparatusPositions),
    index("board_moves_agency_day_idx").on(t.agencyId, t.day, t.createdAt),
    check("board_moves_time_order_check", sql`${t.endTime} > ${t.startTime}`),
  ],
);

export type BoardMove = typeof boardMoves.$inferSelect;
