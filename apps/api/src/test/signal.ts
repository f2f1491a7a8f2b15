/**
 * A one-shot signal between two concurrent parts of a test (one holds a transaction open until the other lets it
 * go): `await s.sent` waits, `s.send()` releases. Promise.withResolvers() once Node 22 is the floor.
 */
export function signal() {
  let send = () => {};
  const sent = new Promise<void>((resolve) => {
    send = resolve;
  });
  return { send, sent };
}
