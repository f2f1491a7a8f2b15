import { useEffect, useState } from "react";

/** The current time, refreshed every `intervalMs`, so time-based labels (shift badges) stay right. */
export function useNow(intervalMs = 60_000) {
  const [now, setNow] = useState(() => new Date());
  useEffect(() => {
    const id = setInterval(() => setNow(new Date()), intervalMs);
    return () => clearInterval(id);
  }, [intervalMs]);
  return now;
}
