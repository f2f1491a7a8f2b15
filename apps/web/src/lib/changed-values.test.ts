/** What an edit form sends: only the fields the member changed, each as the form's resolver made it. */
import { describe, expect, it } from "vitest";
import { changedValues } from "./changed-values";

describe("changedValues", () => {
  const initial = { name: "Engine 1", location: "", responderIds: ["a", "b"], cost: "12.50" };

  it("sends nothing when the member changed nothing, or only spaces around a text or a list's order", () => {
    const raw = { name: " Engine 1 ", location: "", responderIds: ["b", "a"], cost: "12.50" };
    expect(changedValues(raw, initial, raw)).toEqual({});
  });

  it("sends each changed field's resolved value, a cleared field included, and leaves the others out", () => {
    const raw = { name: "Engine 2", location: "", responderIds: ["a"], cost: "" };
    const resolved = { name: "Engine 2", location: null, responderIds: ["a"], cost: null };
    expect(changedValues(raw, initial, resolved)).toEqual({
      name: "Engine 2",
      responderIds: ["a"],
      cost: null,
    });
  });
});
