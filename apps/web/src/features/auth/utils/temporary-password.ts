/**
 * The temporary password a member just signed in with, kept in memory only (never in storage) so the
 * set-password screen can prove it to the server without asking for it again. Gone on reload, in which
 * case the screen asks for it.
 */
let kept: { userId: string; password: string } | null = null;

export function keepTemporaryPassword(userId: string, password: string) {
  kept = { userId, password };
}

export function keptTemporaryPassword(userId: string): string | null {
  return kept && kept.userId === userId ? kept.password : null;
}

export function forgetTemporaryPassword() {
  kept = null;
}
