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
