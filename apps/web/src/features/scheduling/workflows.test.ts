import { describe, expect, it } from "vitest";
import { tabOrder } from "./workflows";

const own = ["week", "open", "staffing", "leave", "flsa"];

describe("the scheduling page's tabs with the workflows'", () => {
  it("places each workflow's tab after the one it names, whatever the order of the module list", () => {
    const trades = { value: "trades", after: "leave" };
    const callback = { value: "callback", after: "trades" };
    const expected = ["week", "open", "staffing", "leave", "trades", "callback", "flsa"];
    expect(tabOrder(own, [trades, callback])).toEqual(expected);
    expect(tabOrder(own, [callback, trades])).toEqual(expected);
  });

  it("puts a tab whose place is missing last", () => {
    expect(tabOrder(own, [{ value: "log", after: "nowhere" }])).toEqual([...own, "log"]);
  });
});
