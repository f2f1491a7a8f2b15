/**
 * White-label on the web (issue 18): the name the browser title carries and the colours the theme uses.
 * The shell provides them from the member's agency (when its plan has White-label), the sign-in screens from
 * the host's brand (GET /api/brand); everywhere else it is the product's.
 */
import { HEX_COLOR, PRODUCT_NAME } from "@rollcall/shared/branding";
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
 * Puts an agency's colours on the theme while rendered (styles.css reads --brand-primary and --brand-accent at the
 * root); null keeps the product's. A style element rather than an effect, so the dashboard the server paints
 * carries them too (decision 030) and nothing changes colour when the app takes over. The server only accepts
 * colours the theme's text stays readable on, as #rrggbb; nothing else is written into the style sheet.
 */
export function BrandColors({ colors }: { colors: BrandColors | null | undefined }) {
  const primary = colors?.primaryColor;
  const secondary = colors?.secondaryColor;
  if (!primary || !secondary || !HEX_COLOR.test(primary) || !HEX_COLOR.test(secondary)) return null;
  return <style>{`:root{--brand-primary:${primary};--brand-accent:${secondary}}`}</style>;
}
