import { QueryClientProvider } from "@tanstack/react-query";
import { lazy, type ReactNode, Suspense, useEffect, useState } from "react";
import { BrowserRouter } from "react-router";
import { queryClient } from "@/lib/query-client";
import { SlotFillsContext } from "@/lib/slots";
import { moduleFills } from "./modules";

// Radix Toast is not part of the app's first load: it is fetched once the first screen has painted (an effect
// runs after the paint), and a toast raised before it arrives waits in the store (hooks/use-toast.ts).
const Toaster = lazy(() => import("@/components/ui/toaster").then((m) => ({ default: m.Toaster })));

export function AppProviders({ children }: { children: ReactNode }) {
  const [painted, setPainted] = useState(false);
  useEffect(() => setPainted(true), []);
  return (
    <QueryClientProvider client={queryClient}>
      <SlotFillsContext value={moduleFills}>
        <BrowserRouter>{children}</BrowserRouter>
      </SlotFillsContext>
      {painted && (
        <Suspense fallback={null}>
          <Toaster />
        </Suspense>
      )}
    </QueryClientProvider>
  );
}
