import type * as React from "react";
import { Heading, HeadingScope } from "@/components/ui/heading";
import { cn } from "@/lib/utils";

export function Card({ className, ...props }: React.ComponentProps<"div">) {
  return (
    <div className={cn("rounded-lg border bg-card text-card-foreground shadow-sm", className)} {...props} />
  );
}
export function CardHeader({ className, ...props }: React.ComponentProps<"div">) {
  return <div className={cn("flex flex-col gap-1.5 p-5 pb-3", className)} {...props} />;
}
/** The card's heading, at the level of where the card sits (h2 on a page, h3 in a section card). */
export function CardTitle({ className, ...props }: React.ComponentProps<"h2">) {
  return <Heading className={cn("text-base font-semibold leading-tight", className)} {...props} />;
}
export function CardDescription({ className, ...props }: React.ComponentProps<"p">) {
  return <p className={cn("text-sm text-muted-foreground", className)} {...props} />;
}
/** What the title heads: headings in it sit one level below the card's. */
export function CardContent({ className, children, ...props }: React.ComponentProps<"div">) {
  return (
    <div className={cn("p-5 pt-0", className)} {...props}>
      <HeadingScope>{children}</HeadingScope>
    </div>
  );
}
export function CardFooter({ className, ...props }: React.ComponentProps<"div">) {
  return <div className={cn("flex items-center p-5 pt-0", className)} {...props} />;
}
