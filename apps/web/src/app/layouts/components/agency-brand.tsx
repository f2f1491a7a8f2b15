import type { Agency } from "@rollcall/shared/agencies";
import { useState } from "react";
import { cn } from "@/lib/utils";

const PRODUCT_LOGO = "/logo.svg";

/** The agency's logo and name at the top of the sidebar; the product's own logo and name as fallback. */
export function AgencyBrand({ agency, isLoading }: { agency: Agency | undefined; isLoading: boolean }) {
  // A logo URL that fails to load falls back to the product logo instead of a broken image.
  const [failedUrl, setFailedUrl] = useState<string | null>(null);
  const logoUrl = agency?.logoUrl && agency.logoUrl !== failedUrl ? agency.logoUrl : null;
  const name = agency?.name || "Rollcall";

  if (isLoading) {
    return (
      <div className="flex min-w-0 items-center gap-3" aria-hidden="true">
        <div className="size-10 shrink-0 animate-pulse rounded-lg bg-white/15" />
        <div className="h-3.5 w-32 animate-pulse rounded bg-white/15" />
      </div>
    );
  }

  return (
    <div className="flex min-w-0 items-center gap-3">
      <img
        src={logoUrl ?? PRODUCT_LOGO}
        alt=""
        width={40}
        height={40}
        onError={() => setFailedUrl(logoUrl)}
        className={cn(
          "size-10 shrink-0 rounded-lg object-contain",
          logoUrl ? "bg-white p-1" : "ring-1 ring-white/20",
        )}
      />
      {/* Two lines so most agency names show in full within the 4rem brand row. */}
      <p
        className="line-clamp-2 min-w-0 text-sm font-semibold leading-tight break-words text-white"
        title={name}
      >
        {name}
      </p>
    </div>
  );
}
