/**
 * Runs the stand-in of a state's NEMSIS v3 web service (apps/api/src/modules/epcr/state/stand-in.ts) by hand, for
 * development: submit to the address it prints with the account it prints, and watch each request's answer.
 *
 *   node --import tsx scripts/nemsis-stand-in.mjs [--port 8095] [--pending 2]
 *
 * --port: where it listens on 127.0.0.1 (default: a free port); --pending: how many RetrieveStatus asks answer
 * "not yet complete" (0) before the final status (default 1). A file holding "stand-in:reject" is refused (-14).
 * Ctrl-C stops it.
 */
import { parseArgs } from "node:util";
import { STAND_IN_ACCOUNT, startStateStandIn } from "../apps/api/src/modules/epcr/state/stand-in.ts";

const { values } = parseArgs({
  options: { port: { type: "string", default: "0" }, pending: { type: "string", default: "1" } },
});

const state = await startStateStandIn({
  port: Number(values.port),
  pendingPolls: Number(values.pending),
  onRequest: (r) => {
    const about =
      r.operation === "SubmitData" ? `${r.payload?.length ?? 0} characters` : (r.requestHandle ?? "");
    console.log(
      `${new Date().toISOString()} ${r.operation} ${r.username}/${r.organization} ${about} → ${r.answered}`,
    );
  },
});

console.log(`NEMSIS v3 web service stand-in at ${state.url} (WSDL: ${state.url}?wsdl)`);
console.log(
  `username ${STAND_IN_ACCOUNT.username}, password ${STAND_IN_ACCOUNT.password}, organization ${STAND_IN_ACCOUNT.organization}`,
);

for (const signal of ["SIGINT", "SIGTERM"])
  process.once(signal, () => {
    state.close().then(() => process.exit(0));
  });
