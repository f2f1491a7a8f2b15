import { Ellipsis, type LucideIcon } from "lucide-react";
import { Fragment } from "react";
import { Button } from "@/components/ui/button";
import {
  DropdownMenu,
  DropdownMenuContent,
  DropdownMenuItem,
  DropdownMenuSeparator,
  DropdownMenuTrigger,
} from "@/components/ui/dropdown-menu";

/** One item of an ActionsMenu. */
export type MenuAction = {
  label: string;
  icon: LucideIcon;
  onSelect: () => void;
  /** Red, for Delete. */
  destructive?: boolean;
  /** A line above it, setting it apart from the items before. */
  separated?: boolean;
};

type ActionsMenuProps = {
  /** The trigger's accessible name ("Actions for Engine 1"). */
  label: string;
  /** The items, in order; leave out the ones the member may not use (false and null are skipped). */
  actions: (MenuAction | false | null | undefined)[];
  /** The trigger's icon (the three dots unless given). */
  icon?: LucideIcon;
  /** The trigger's variant and classes (size, negative margins to sit in a corner). */
  variant?: "ghost" | "outline";
  className?: string;
  /** False keeps the page usable while the menu is open (a menu in a list of many). */
  modal?: boolean;
};

/** A row's or card's "..." menu: an icon button opening its actions, aligned to its end. */
export function ActionsMenu({
  label,
  actions,
  icon: Icon = Ellipsis,
  variant = "ghost",
  className,
  modal,
}: ActionsMenuProps) {
  const items = actions.filter((action): action is MenuAction => Boolean(action));
  return (
    <DropdownMenu modal={modal}>
      <DropdownMenuTrigger asChild>
        <Button variant={variant} size="icon" className={className} aria-label={label}>
          <Icon aria-hidden="true" />
        </Button>
      </DropdownMenuTrigger>
      <DropdownMenuContent align="end">
        {items.map((action, index) => (
          <Fragment key={action.label}>
            {action.separated && index > 0 ? <DropdownMenuSeparator /> : null}
            <DropdownMenuItem
              variant={action.destructive ? "destructive" : undefined}
              onSelect={action.onSelect}
            >
              <action.icon aria-hidden="true" />
              {action.label}
            </DropdownMenuItem>
          </Fragment>
        ))}
      </DropdownMenuContent>
    </DropdownMenu>
  );
}
