import { describeDays } from "@/lib/dates";

/** "Expires in 12 days" / "Expired 9 days ago" / "Expires today". */
export function describeExpiry(days: number) {
  return days < 0 ? `Expired ${describeDays(days)}` : `Expires ${describeDays(days)}`;
}

/** 1536 → "1.5 KB". */
export function formatFileSize(bytes: number) {
  if (bytes < 1024) return `${bytes} B`;
  if (bytes < 1024 * 1024) return `${(bytes / 1024).toFixed(bytes < 10 * 1024 ? 1 : 0)} KB`;
  return `${(bytes / (1024 * 1024)).toFixed(1)} MB`;
}
