/**
 * The board's public face: the board at an instant (the dashboard's card may read it). Other code imports this
 * module only from here (modules/registry.ts: the layers).
 */
export { loadBoard } from "./board.service";
