import { safeNext as safeNextOn } from "@rollcall/shared/auth";
/** Where to go after sign-in, only on this site (shared `safeNext`), judged against this page's origin. */
export function safeNext(next: string | null | undefined, origin = window.location.origin): string {
  return safeNextOn(next, origin);
}

/** The `next` of the current address, checked. */
export function nextFromLocation(): string {
  return safeNext(new URLSearchParams(window.location.search).get("next"));
}
