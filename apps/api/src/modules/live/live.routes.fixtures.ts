/** The live module's routes in the route table (test/fixtures.ts composes it and says how to add a route). */

/** Registered routes the table leaves out on purpose, each with why. */
export const EXCLUDED: Record<string, string> = {
  "GET /api/events":
    "a stream that stays open (Server-Sent Events): live.test.ts proves it answers 401 signed out and carries only the member's agency's changes",
};
