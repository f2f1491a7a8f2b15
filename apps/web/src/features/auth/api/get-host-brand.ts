import { HOST_BRAND_ELEMENT, type HostBrand } from "@rollcall/shared/branding";
import { useQuery } from "@tanstack/react-query";
import { apiRequest } from "@/lib/api";

export const hostBrandQueryKey = ["/api/brand"] as const;

/** The answer the server put in a white-labelled host's page, so its brand shows from the first paint. */
function brandInPage(): HostBrand | undefined {
  // The build prerenders the sign-in page without a document: the product's page.
  if (typeof document === "undefined") return undefined;
  const element = document.getElementById(HOST_BRAND_ELEMENT);
  if (!element?.textContent) return undefined;
  try {
    return JSON.parse(element.textContent) as HostBrand;
  } catch {
    return undefined;
  }
}

/** The brand of the agency this host name serves (white-label), or null on the product's own host names. */
export function useHostBrand() {
  return useQuery({
    queryKey: hostBrandQueryKey,
    queryFn: () => apiRequest<HostBrand>("GET", "/api/brand"),
    initialData: brandInPage,
    staleTime: Infinity,
    select: (answer) => answer.brand,
  });
}
