/**
 * POST /api/cad/incidents in the API reference: its body is the NERIS schema's DispatchPayload itself, with
 * the definitions it refers to, added to the reference's components under "Neris…" names (the module's
 * `openapiSchemas`), and an example a CAD would send.
 */
import { nerisSchemaDefinitions } from "./neris.validate";

const PREFIX = "Neris";
const componentRef = (name: string) => `#/components/schemas/${PREFIX}${name}`;

/** The definitions DispatchPayload reaches, its references rewritten to the components. */
function reachable(root: string): Record<string, object> {
  const out: Record<string, object> = {};
  const rewrite = (node: unknown, found: string[]): unknown => {
    if (Array.isArray(node)) return node.map((n) => rewrite(n, found));
    if (!node || typeof node !== "object") return node;
    return Object.fromEntries(
      Object.entries(node).map(([key, value]) => {
        if (key === "$ref" && typeof value === "string" && value.startsWith("#/$defs/")) {
          const name = value.slice("#/$defs/".length);
          found.push(name);
          return [key, componentRef(name)];
        }
        return [key, rewrite(value, found)];
      }),
    );
  };
  const queue = [root];
  while (queue.length) {
    const name = queue.shift() as string;
    if (out[`${PREFIX}${name}`]) continue;
    const found: string[] = [];
    out[`${PREFIX}${name}`] = rewrite(nerisSchemaDefinitions[name], found) as object;
    queue.push(...found);
  }
  return out;
}

export const CAD_OPENAPI_SCHEMAS = reachable("DispatchPayload");

/** A structure fire as a CAD sends it: two units of the department and one from the next town. */
export const CAD_DISPATCH_EXAMPLE = {
  incident_number: "FD24027000-2026-004512",
  center_id: "1234",
  determinant_code: "69-D-6",
  incident_code: "STRF1",
  automatic_alarm: false,
  call_arrival: "2026-03-14T21:14:02-05:00",
  call_answered: "2026-03-14T21:14:09-05:00",
  call_create: "2026-03-14T21:14:40-05:00",
  incident_clear: "2026-03-14T23:02:00-05:00",
  disposition: "Fire extinguished",
  location: {
    number: 1420,
    street_prefix_direction: "N",
    street: "Fairfax",
    street_postfix: "AVENUE",
    incorporated_municipality: "Springfield",
    state: "VA",
    postal_code: "22150",
    country: "US",
  },
  comments: [
    { timestamp: "2026-03-14T21:15:10-05:00", comment: "Caller reports smoke from the second floor" },
  ],
  unit_responses: [
    {
      reported_unit_id: "Engine 1",
      staffing: 4,
      dispatch: "2026-03-14T21:15:05-05:00",
      enroute_to_scene: "2026-03-14T21:16:12-05:00",
      on_scene: "2026-03-14T21:21:48-05:00",
      unit_clear: "2026-03-14T22:58:30-05:00",
    },
    {
      reported_unit_id: "Ladder 2",
      staffing: 3,
      dispatch: "2026-03-14T21:15:05-05:00",
      enroute_to_scene: "2026-03-14T21:16:40-05:00",
      on_scene: "2026-03-14T21:23:05-05:00",
      unit_clear: "2026-03-14T23:01:10-05:00",
    },
    {
      reported_unit_id: "M7",
      dispatch: "2026-03-14T21:17:30-05:00",
      enroute_to_scene: "2026-03-14T21:18:02-05:00",
      canceled_enroute: "2026-03-14T21:24:00-05:00",
    },
  ],
};
