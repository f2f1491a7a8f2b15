import { ChevronDown } from "lucide-react";
import type * as React from "react";
import { cn } from "@/lib/utils";

type NativeSelectProps = React.ComponentProps<"select"> & {
  /** Classes for the wrapper (width, margins); `className` styles the <select> itself. */
  wrapperClassName?: string;
};

/**
 * A styled native <select>: phones show their own picker, which beats a custom listbox for touch and
 * screen readers. Every prop (id, aria-*, ref from react-hook-form's register) goes to the <select>.
 */
export function NativeSelect({ className, wrapperClassName, children, ...props }: NativeSelectProps) {
  return (
    <div className={cn("relative w-full", wrapperClassName)}>
      <select
        className={cn(
          "flex h-11 w-full cursor-pointer appearance-none rounded-md border border-input bg-card py-2 pl-3 pr-10 text-base text-foreground shadow-xs focus-visible:outline-2 focus-visible:outline-ring disabled:cursor-not-allowed disabled:opacity-60 aria-[invalid=true]:border-destructive sm:h-10 sm:text-sm",
          className,
        )}
        {...props}
      >
        {children}
      </select>
      <ChevronDown
        className="pointer-events-none absolute right-3 top-1/2 size-4 -translate-y-1/2 text-muted-foreground"
        aria-hidden="true"
      />
    </div>
  );
}
