import { describe, expect, it } from "vitest";
import { fieldPaths } from "./use-form-submit";

describe("the fields a 400 may name", () => {
  it("are the form's names and, inside lists and groups, each row's own", () => {
    expect(
      fieldPaths({
        name: "",
        facilities: [{ name: "Mercy", zip: "" }, { name: "" }],
        when: new Date(),
      }),
    ).toEqual([
      "name",
      "facilities",
      "when",
      "facilities.0",
      "facilities.1",
      "facilities.0.name",
      "facilities.0.zip",
      "facilities.1.name",
    ]);
  });
});
