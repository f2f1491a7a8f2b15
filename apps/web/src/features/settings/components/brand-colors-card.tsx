import type { Agency } from "@rollcall/shared/agencies";
import { DEFAULT_PRIMARY_COLOR, DEFAULT_SECONDARY_COLOR } from "@rollcall/shared/agencies";
import { BRANDING_MESSAGES } from "@rollcall/shared/branding";
import { Lock } from "lucide-react";
import { SectionCard } from "@/components/ui/section-card";

const HEX = /^#[0-9a-f]{6}$/i;
const colorOr = (value: string, fallback: string) => (HEX.test(value) ? value.toUpperCase() : fallback);

/** Brand Colors (spec 02 §2, §9): the agency's primary and secondary colors, read-only. */
export function BrandColorsCard({ agency }: { agency: Agency }) {
  const colors = [
    {
      name: "Primary color",
      use: "Sidebar, headings and buttons",
      hex: colorOr(agency.primaryColor, DEFAULT_PRIMARY_COLOR),
    },
    {
      name: "Secondary color",
      use: "Highlights and accents",
      hex: colorOr(agency.secondaryColor, DEFAULT_SECONDARY_COLOR),
    },
  ];
  return (
    <SectionCard title="Brand Colors" description="The colors of your agency's workspace." padded>
      <ul className="grid gap-3 sm:grid-cols-2">
        {colors.map((color) => (
          <li key={color.name} className="flex min-w-0 items-center gap-3 rounded-lg border p-3">
            <span
              aria-hidden="true"
              className="size-12 shrink-0 rounded-md shadow-xs ring-1 ring-black/10 ring-inset"
              style={{ backgroundColor: color.hex }}
            />
            <div className="min-w-0">
              <p className="text-sm font-medium text-foreground">{color.name}</p>
              <p className="font-mono text-sm text-foreground">{color.hex}</p>
              <p className="truncate text-xs text-muted-foreground">{color.use}</p>
            </div>
          </li>
        ))}
      </ul>
      <div className="mt-4 flex items-start gap-3 rounded-lg border border-dashed bg-muted/40 p-3 text-sm">
        <Lock className="mt-0.5 size-4 shrink-0 text-muted-foreground" aria-hidden="true" />
        <p className="text-muted-foreground">
          <span className="font-medium text-foreground">{BRANDING_MESSAGES.enterpriseColors}</span> Contact us
          to match Rollcall to your department's colors.
        </p>
      </div>
    </SectionCard>
  );
}
