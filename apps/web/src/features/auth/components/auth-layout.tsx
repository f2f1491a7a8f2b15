import type { HostBrand } from "@rollcall/shared/branding";
import { CalendarDays, ChartColumn, Clock, ShieldCheck } from "lucide-react";
import { type ReactNode, useEffect, useState } from "react";
import { Link } from "react-router";
import { Card } from "@/components/ui/card";
import { BrandColors } from "@/lib/brand";
import { useHostBrand } from "../api/get-host-brand";

const FEATURES = [
  { label: "Scheduling", icon: CalendarDays },
  { label: "Time Clock", icon: Clock },
  { label: "Compliance", icon: ShieldCheck },
  { label: "Reports", icon: ChartColumn },
] as const;

/**
 * Product name, tagline and (optionally) the four-item feature strip shown above the auth card. On a host name
 * the installation serves a white-labelled agency on, that agency's logo, name and colours instead.
 */
export function AuthHeader({ showFeatures = true }: { showFeatures?: boolean }) {
  const { data: brand } = useHostBrand();
  useEffect(() => {
    if (brand) document.title = brand.name;
  }, [brand]);
  if (brand)
    return (
      <>
        <BrandColors colors={brand} />
        <AgencyAuthHeader brand={brand} />
      </>
    );
  return (
    <header className="text-center">
      <h1 className="text-3xl font-bold tracking-tight text-white sm:text-4xl">
        <Link
          to="/"
          className="inline-flex flex-col items-center gap-3 rounded-lg focus-visible:outline-accent sm:gap-4"
        >
          <img
            src="/logo.svg"
            alt=""
            width={56}
            height={56}
            className="size-14 rounded-2xl shadow-lg shadow-black/30 ring-1 ring-white/25"
          />
          Rollcall
        </Link>
      </h1>
      <p className="mt-2 text-sm font-medium text-navy-100 sm:text-base">
        Emergency Services Management Platform
      </p>
      {showFeatures ? (
        <ul className="mt-5 grid grid-cols-4 gap-2 sm:gap-3">
          {FEATURES.map(({ label, icon: Icon }) => (
            <li
              key={label}
              className="flex flex-col items-center gap-1.5 rounded-lg bg-white/[0.06] px-1 py-2.5 ring-1 ring-white/10"
            >
              <Icon className="size-5 text-accent" aria-hidden="true" />
              <span className="text-xs font-medium text-white/90">{label}</span>
            </li>
          ))}
        </ul>
      ) : null}
    </header>
  );
}

function AgencyAuthHeader({ brand }: { brand: NonNullable<HostBrand["brand"]> }) {
  const [logoFailed, setLogoFailed] = useState(false);
  const logo = brand.logoUrl && !logoFailed ? brand.logoUrl : null;
  return (
    <header className="text-center">
      <h1 className="flex flex-col items-center gap-3 text-3xl font-bold tracking-tight text-white sm:gap-4 sm:text-4xl">
        {logo ? (
          <img
            src={logo}
            alt=""
            width={72}
            height={72}
            onError={() => setLogoFailed(true)}
            className="size-18 rounded-2xl bg-white object-contain p-1.5 shadow-lg shadow-black/30"
          />
        ) : null}
        <span className="text-balance">{brand.name}</span>
      </h1>
      <p className="mt-2 text-sm font-medium text-navy-100 sm:text-base">
        Sign in to your agency's workspace
      </p>
    </header>
  );
}

/** Navy full-screen backdrop with the brand header and, in a centred column, the screen's card. */
export function AuthLayout({
  children,
  showFeatures = true,
}: {
  children: ReactNode;
  showFeatures?: boolean;
}) {
  return (
    <div className="relative isolate min-h-dvh overflow-hidden bg-navy-900">
      {/* Decorative: a soft sky-blue glow and a faint dot grid, so the page is not a flat slab of navy. */}
      <div
        aria-hidden="true"
        className="pointer-events-none absolute inset-0 -z-10 bg-[radial-gradient(ellipse_70%_45%_at_50%_-5%,rgba(0,191,255,0.28),transparent_70%),linear-gradient(180deg,var(--color-navy-900)_0%,var(--color-navy-800)_55%,var(--color-primary)_100%)]"
      />
      <div
        aria-hidden="true"
        className="pointer-events-none absolute inset-0 -z-10 bg-[radial-gradient(rgba(255,255,255,0.07)_1px,transparent_1px)] [background-size:22px_22px] [mask-image:linear-gradient(180deg,black,transparent_75%)]"
      />
      <div className="mx-auto flex min-h-dvh w-full max-w-md flex-col justify-center px-4 py-8 sm:py-10">
        <AuthHeader showFeatures={showFeatures} />
        <main className="mt-6 sm:mt-7">
          <Card className="rounded-xl border-0 p-5 shadow-2xl shadow-black/30 sm:p-7">{children}</Card>
        </main>
      </div>
    </div>
  );
}
