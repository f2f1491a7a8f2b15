/**
 * The test's today. Test agencies keep UTC (the sign-up default), so it is theirs: yyyy-MM-dd. A live binding,
 * read again by each test file: Vitest's workers keep their loaded modules from file to file (isolate: false),
 * so a value fixed at the worker's first import would name yesterday in a file that starts after midnight.
 * setup-file.ts moves it before each file.
 */
export let testToday = new Date().toISOString().slice(0, 10);

export function refreshTestToday() {
  testToday = new Date().toISOString().slice(0, 10);
}
