/**
 * Where to go after sign-in: the page that asked for it (`/auth?next=/assets/…`), only a path on this site
 * (never "//host", "/\host" or a full URL, so a crafted link cannot send a member elsewhere), else "/".
 */
export function safeNext(next: string | null | undefined): string {
  return next?.startsWith("/") && !next.startsWith("//") && !next.startsWith("/\\") ? next : "/";
}

/** The `next` of the current address, checked. */
export function nextFromLocation(): string {
  return safeNext(new URLSearchParams(window.location.search).get("next"));
}
