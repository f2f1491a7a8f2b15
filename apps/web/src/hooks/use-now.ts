import { useEffect, useState } from "react";

/**
 * The current time in epoch milliseconds, rendered again every `intervalMs`: every second for a running clock,
 * every minute for labels that turn with time (a shift becoming "On Duty").
 */
export function useNow(intervalMs = 1000) {
  const [now, setNow] = useState(() => Date.now());
  useEffect(() => {
    const id = setInterval(() => setNow(Date.now()), intervalMs);
    return () => clearInterval(id);
  }, [intervalMs]);
  return now;
}
