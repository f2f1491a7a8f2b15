/**
 * White-label on the web (issue 18): the name the browser title carries and the colours the theme uses.
 * The shell provides them from the member's agency (when its plan has White-label), the sign-in screens from
 * the host's brand (GET /api/brand); everywhere else it is the product's.
 */
import { PRODUCT_NAME } from "@rollcall/shared/branding";
import { createContext, useContext, useEffect } from "react";

const BrandName = createContext<string>(PRODUCT_NAME);

/** Names the workspace below it (the browser title's suffix). */
export const BrandNameProvider = BrandName.Provider;

/** The name the workspace is under: the agency's own when white-labelled, else "Rollcall". */
export const useBrandName = () => useContext(BrandName);

/** The browser tab's title: the screen, then the brand. */
export function useDocumentTitle(title: string) {
  const brand = useBrandName();
  useEffect(() => {
    document.title = title ? `${title} · ${brand}` : brand;
  }, [title, brand]);
}

type BrandColors = { primaryColor: string; secondaryColor: string };

/**
 * Puts an agency's colours on the theme while mounted (styles.css reads --brand-primary and --brand-accent);
 * null keeps the product's. The server only accepts colours the theme's text stays readable on.
 */
export function useBrandColors(colors: BrandColors | null | undefined) {
  const primary = colors?.primaryColor;
  const secondary = colors?.secondaryColor;
  useEffect(() => {
    if (!primary || !secondary) return;
    const style = document.documentElement.style;
    style.setProperty("--brand-primary", primary);
    style.setProperty("--brand-accent", secondary);
    return () => {
      style.removeProperty("--brand-primary");
      style.removeProperty("--brand-accent");
    };
  }, [primary, secondary]);
}
