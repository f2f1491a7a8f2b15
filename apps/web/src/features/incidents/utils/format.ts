/** 330 → "5:30" (minutes and seconds), 4000 → "1:06:40". */
export function formatDuration(seconds: number | null): string {
  if (seconds === null) return "—";
  const total = Math.round(seconds);
  const h = Math.floor(total / 3600);
  const m = Math.floor((total % 3600) / 60);
  const s = String(total % 60).padStart(2, "0");
  return h ? `${h}:${String(m).padStart(2, "0")}:${s}` : `${m}:${s}`;
}

/** 330 → "5 min 30 s", for screen readers and hints. */
export function describeDuration(seconds: number | null): string {
  if (seconds === null) return "no data";
  const total = Math.round(seconds);
  const m = Math.floor(total / 60);
  const s = total % 60;
  return m ? `${m} min${s ? ` ${s} s` : ""}` : `${s} s`;
}

export const formatDollars = (amount: number) =>
  amount.toLocaleString("en-US", { style: "currency", currency: "USD", maximumFractionDigits: 0 });
