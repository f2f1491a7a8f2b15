import { describe, expect, it } from "vitest";
import {
  loginSchema,
  registerSchema,
  resetConfirmSchema,
  resetPasswordFormSchema,
  resetRequestSchema,
  safeNext,
} from "./auth";

const messages = (result: {
  success: boolean;
  error?: { issues: Array<{ path: PropertyKey[]; message: string }> };
}) => Object.fromEntries((result.error?.issues ?? []).map((i) => [i.path.join("."), i.message]));

describe("the spec's validation messages (shared by forms and server)", () => {
  it("sign-in", () => {
    expect(messages(loginSchema.safeParse({ email: "x", password: "" }))).toEqual({
      email: "Please enter a valid email address",
      password: "Password is required",
    });
    expect(loginSchema.parse({ email: " Chief@Example.ORG ", password: "p" }).email).toBe(
      "chief@example.org",
    );
  });

  it("sign-up", () => {
    expect(
      messages(
        registerSchema.safeParse({
          email: "",
          password: "1234567",
          firstName: "",
          lastName: "",
          agencyName: "x",
          agencyType: "",
        }),
      ),
    ).toEqual({
      email: "Please enter a valid email address",
      password: "Password must be at least 8 characters",
      firstName: "First name is required",
      lastName: "Last name is required",
      agencyName: "Agency name must be at least 2 characters",
      agencyType: "Please select an agency type",
    });
    expect(
      registerSchema.safeParse({
        email: "a@b.co",
        password: "12345678",
        firstName: "A",
        lastName: "B",
        agencyName: "AB",
        agencyType: "police",
      }).success,
    ).toBe(true);
  });

  it("password reset request and confirmation", () => {
    expect(messages(resetRequestSchema.safeParse({ email: "nope" }))).toEqual({
      email: "Please enter a valid email address",
    });
    expect(messages(resetConfirmSchema.safeParse({ token: "t", newPassword: "short" }))).toEqual({
      newPassword: "Password must be at least 8 characters",
    });
    expect(
      messages(resetPasswordFormSchema.safeParse({ newPassword: "short", confirmPassword: "short" })),
    ).toEqual({
      newPassword: "Password must be at least 8 characters",
      confirmPassword: "Password must be at least 8 characters",
    });
    expect(
      messages(
        resetPasswordFormSchema.safeParse({ newPassword: "long enough 1", confirmPassword: "long enough 2" }),
      ),
    ).toEqual({
      confirmPassword: "Passwords don't match",
    });
  });
});

describe("safeNext: the return path after sign-in", () => {
  const ORIGIN = "https://rollcall.example";
  it.each([
    "/.//evil.example",
    "/..//evil.example/phish",
    "/%2e%2e//evil.example",
    "/./\\evil.example",
    "/.\t//evil.example",
    "/x/../\\/evil.example",
  ])("never answers a path the browser reads as another host (%j)", (next) => {
    expect(safeNext(next, ORIGIN)).toBe("/");
  });

  it("keeps a path of this site, dot segments resolved", () => {
    expect(safeNext("/users/./42?tab=roles", ORIGIN)).toBe("/users/42?tab=roles");
  });
});
