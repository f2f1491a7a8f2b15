import { type ComponentProps, createContext, type ReactNode, useContext } from "react";

type Level = 1 | 2 | 3 | 4 | 5 | 6;

/**
 * The level a heading takes where it sits: h2 under the page's h1, one deeper inside each titled part
 * (a section card, a card's content, a list card). Screen readers move by these levels, and axe's
 * heading-order asks that none is skipped, so the kit's titles take their level from here, not a fixed h3.
 */
const HeadingLevelContext = createContext<Level>(2);

export const useHeadingLevel = () => useContext(HeadingLevelContext);

/**
 * What is inside sits one level below the heading that titles it: the enclosing one, or `under` (a dialog's
 * content sits under its own h2 title, wherever on the page it was opened from).
 */
export function HeadingScope({ under, children }: { under?: Level; children: ReactNode }) {
  // The titling heading's level: by default the one of where this scope sits.
  const inherited = useHeadingLevel();
  const level = under ?? inherited;
  return (
    <HeadingLevelContext.Provider value={Math.min(level + 1, 6) as Level}>
      {children}
    </HeadingLevelContext.Provider>
  );
}

/** A heading at the level of where it sits (`level` for the rare fixed one). */
export function Heading({ level, ...props }: ComponentProps<"h2"> & { level?: Level }) {
  const inherited = useHeadingLevel();
  const Tag = `h${level ?? inherited}` as const;
  return <Tag {...props} />;
}
