import { type LucideIcon, SearchX } from "lucide-react";
import type { ReactNode } from "react";
import { Button } from "@/components/ui/button";
import { Card } from "@/components/ui/card";
import { EmptyState } from "@/components/ui/empty-state";
import { Heading } from "@/components/ui/heading";
import { SortHeader, type SortState } from "@/components/ui/sort-header";
import { cn } from "@/lib/utils";

type ClassFor<T> = string | ((row: T) => string | false | null | undefined);
const classOf = <T,>(value: ClassFor<T> | undefined, row: T) =>
  typeof value === "function" ? value(row) : value;

export type DataColumn<T, K extends string = string> = {
  /** The column's header text (read by screen readers as each cell's column). */
  header: ReactNode;
  /** Sorts the table by this key when its header is pressed (with the table's `sort` and `onSort`). */
  sortKey?: K;
  /** A fixed width (a Tailwind class such as "w-[15%]"): with any, the table's layout is fixed and long text wraps or truncates. */
  width?: string;
  cell: (row: T) => ReactNode;
  /** Right-aligned header and cells (numbers, actions). */
  align?: "right";
  /** Extra classes for the header and the cells (widths, padding). */
  className?: string;
  /** Extra classes for the cells alone; may depend on the row. */
  cellClassName?: ClassFor<T>;
  /** The cell names its row: a `<th scope="row">` rather than a `<td>`. */
  rowHeader?: boolean;
};

type DataTableProps<T, K extends string = string> = {
  /** The table's accessible name (a visually hidden caption). */
  caption: string;
  columns: DataColumn<T, K>[];
  /** The sort shown on the columns with a `sortKey`, and what pressing one does. */
  sort?: SortState<K>;
  onSort?: (key: K) => void;
  /** Shown in one full-width row when there are no rows. */
  empty?: ReactNode;
  /** Without the card: a table placed inside a card or section of its own. */
  framed?: boolean;
  rows: readonly T[];
  rowKey: (row: T) => string;
  rowClassName?: ClassFor<T>;
  /** The padding of every header and cell, before a column's own classes. */
  cellPadding?: string;
  /** Classes of the card around the table (e.g. "hidden md:block" when phones get a card list). */
  className?: string;
  /** Scrolls sideways when too wide (wide tables), rather than clipping to the card's corners. */
  scroll?: boolean;
  /**
   * A click anywhere on a row (a mouse shortcut: keep a button in the row for keyboards). Controls inside the
   * row stop their own clicks from reaching it.
   */
  onRowClick?: (row: T) => void;
};

/** The house table: a card, a hidden caption, the muted header row and divided rows. */
export function DataTable<T, K extends string = string>({
  caption,
  columns,
  rows,
  rowKey,
  rowClassName,
  cellPadding = "px-4 py-3",
  className,
  scroll = false,
  onRowClick,
  sort,
  onSort,
  empty,
  framed = true,
}: DataTableProps<T, K>) {
  const Frame = framed ? Card : "div";
  const fixed = columns.some((column) => column.width);
  return (
    // A scrolling table is focusable, so a keyboard can scroll it too. Relative: the header's screen-reader-only
    // labels (absolutely placed) are clipped with the rest, not left widening the page on a phone.
    <Frame
      tabIndex={scroll ? 0 : undefined}
      className={cn(
        "relative",
        scroll ? "overflow-x-auto focus-visible:outline-2 focus-visible:outline-ring" : "overflow-hidden",
        className,
      )}
    >
      <table className={cn("w-full text-left text-sm", fixed && "table-fixed")}>
        <caption className="sr-only">{caption}</caption>
        {fixed ? (
          <colgroup>
            {columns.map((column, index) => (
              // biome-ignore lint/suspicious/noArrayIndexKey: the columns are a fixed list
              <col key={index} className={column.width} />
            ))}
          </colgroup>
        ) : null}
        <thead className="border-b bg-muted/50 text-xs font-semibold uppercase tracking-wide text-muted-foreground">
          <tr>
            {columns.map((column, index) => {
              const classes = cn(column.align === "right" && "text-right", column.className);
              return column.sortKey && sort && onSort ? (
                <SortHeader
                  // biome-ignore lint/suspicious/noArrayIndexKey: the columns are a fixed list
                  key={index}
                  label={column.header}
                  sortKey={column.sortKey}
                  sort={sort}
                  onSort={onSort}
                  className={classes}
                />
              ) : (
                // biome-ignore lint/suspicious/noArrayIndexKey: the columns are a fixed list
                <th key={index} scope="col" className={cn(cellPadding, classes)}>
                  {column.header}
                </th>
              );
            })}
          </tr>
        </thead>
        <tbody className="divide-y">
          {rows.length === 0 && empty ? (
            <tr>
              <td colSpan={columns.length} className={cn(cellPadding, "text-center text-muted-foreground")}>
                {empty}
              </td>
            </tr>
          ) : null}
          {rows.map((row) => (
            <tr
              key={rowKey(row)}
              onClick={onRowClick ? () => onRowClick(row) : undefined}
              className={cn("align-middle hover:bg-muted/30", classOf(rowClassName, row))}
            >
              {columns.map((column, index) => {
                const Cell = column.rowHeader ? "th" : "td";
                return (
                  <Cell
                    // biome-ignore lint/suspicious/noArrayIndexKey: the columns are a fixed list
                    key={index}
                    scope={column.rowHeader ? "row" : undefined}
                    className={cn(
                      cellPadding,
                      column.rowHeader && "text-left font-normal",
                      column.align === "right" && "text-right",
                      column.className,
                      classOf(column.cellClassName, row),
                    )}
                  >
                    {column.cell(row)}
                  </Cell>
                );
              })}
            </tr>
          ))}
        </tbody>
      </table>
    </Frame>
  );
}

type CardListProps<T> = {
  /** The list's accessible name (the table's caption, so both read the same). */
  label: string;
  rows: readonly T[];
  rowKey: (row: T) => string;
  /** Each card's accessible name. */
  itemLabel: (row: T) => string;
  children: (row: T) => ReactNode;
  /** Classes of the list (e.g. "md:hidden"). */
  className?: string;
  cardClassName?: ClassFor<T>;
};

/** The phone layout of a table: one card per row, each an article named after its row. */
export function CardList<T>({
  label,
  rows,
  rowKey,
  itemLabel,
  children,
  className,
  cardClassName,
}: CardListProps<T>) {
  return (
    <ul className={cn("grid gap-3", className)} aria-label={label}>
      {rows.map((row) => (
        <li key={rowKey(row)}>
          <Card className={cn("p-4", classOf(cardClassName, row))}>
            <article aria-label={itemLabel(row)} className="grid gap-3">
              {children(row)}
            </article>
          </Card>
        </li>
      ))}
    </ul>
  );
}

type ResponsiveTableProps<T, K extends string = string> = DataTableProps<T, K> & {
  /** Each phone card's accessible name. */
  itemLabel: (row: T) => string;
  /** A row as a phone's card. */
  children: (row: T) => ReactNode;
  cardClassName?: ClassFor<T>;
  /** Classes of the phone's list (say, its padding inside a section card). */
  listClassName?: string;
};

/**
 * Every list screen's rows: the table from md up, the same rows as cards on a phone, both under one name
 * (the table's caption is the list's label), so the breakpoint and the naming are decided here once.
 */
export function ResponsiveTable<T, K extends string = string>({
  itemLabel,
  children,
  cardClassName,
  listClassName,
  className,
  ...table
}: ResponsiveTableProps<T, K>) {
  return (
    <>
      <DataTable {...table} className={cn("hidden md:block", className)} />
      <CardList
        label={table.caption}
        rows={table.rows}
        rowKey={table.rowKey}
        itemLabel={itemLabel}
        className={cn("md:hidden", listClassName)}
        cardClassName={cardClassName}
      >
        {children}
      </CardList>
    </>
  );
}

/** A card's heading row: title, a line under it, and a badge on the right. */
export function CardListHeading({
  title,
  subtitle,
  badge,
}: {
  title: ReactNode;
  subtitle?: ReactNode;
  badge?: ReactNode;
}) {
  return (
    <div className="flex items-start justify-between gap-3">
      <div className="min-w-0">
        <Heading className="font-semibold text-foreground">{title}</Heading>
        {subtitle ? <p className="text-sm text-muted-foreground">{subtitle}</p> : null}
      </div>
      {badge}
    </div>
  );
}

/** One term of a card's details: a small muted label over its value(s). */
export function CardDetail({
  label,
  children,
  className,
}: {
  label: string;
  children: ReactNode;
  className?: string;
}) {
  return (
    <div className={cn("min-w-0", className)}>
      <dt className="text-xs text-muted-foreground">{label}</dt>
      {children}
    </div>
  );
}

/** The two-column details list of a card (more columns from sm up with `className`). */
export function CardDetails({ children, className }: { children: ReactNode; className?: string }) {
  return <dl className={cn("grid grid-cols-2 gap-x-4 gap-y-2 text-sm", className)}>{children}</dl>;
}

/** "Showing 3 of 12 items", announced as the filters change. */
export function ShowingCount({ shown, total, noun }: { shown: number; total: number; noun: string }) {
  return (
    <p className="text-sm text-muted-foreground" aria-live="polite">
      Showing {shown} of {total} {noun}
    </p>
  );
}

/** The empty state of a filtered list: the spec's text, a hint, and "Clear filters". */
export function NoMatches({
  title,
  description,
  onClear,
  action,
  icon = SearchX,
}: {
  title: ReactNode;
  description?: ReactNode;
  /** Leave out when there is no filter to clear. */
  onClear?: () => void;
  /** The action when there is no filter to clear (say, the create button). */
  action?: ReactNode;
  icon?: LucideIcon;
}) {
  return (
    <Card>
      <EmptyState
        icon={icon}
        title={title}
        description={description}
        action={
          onClear ? (
            <Button variant="outline" onClick={onClear}>
              Clear filters
            </Button>
          ) : (
            action
          )
        }
      />
    </Card>
  );
}
