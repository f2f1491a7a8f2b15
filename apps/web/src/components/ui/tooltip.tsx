import { Tooltip as TooltipPrimitive } from "radix-ui";
import type { ReactElement, ReactNode } from "react";

type TooltipProps = {
  content: ReactNode;
  /** One focusable element; it gets the tooltip as its description. */
  children: ReactElement;
};

/** A short hint on hover and keyboard focus (Radix Tooltip: Escape closes it, screen readers read it). */
export function Tooltip({ content, children }: TooltipProps) {
  return (
    <TooltipPrimitive.Provider delayDuration={200}>
      <TooltipPrimitive.Root>
        <TooltipPrimitive.Trigger asChild>{children}</TooltipPrimitive.Trigger>
        <TooltipPrimitive.Portal>
          <TooltipPrimitive.Content
            sideOffset={6}
            className="z-50 max-w-xs rounded-md bg-navy-900 px-2.5 py-1.5 text-xs font-medium text-white shadow-md transition-opacity duration-100 starting:opacity-0"
          >
            {content}
            <TooltipPrimitive.Arrow className="fill-navy-900" />
          </TooltipPrimitive.Content>
        </TooltipPrimitive.Portal>
      </TooltipPrimitive.Root>
    </TooltipPrimitive.Provider>
  );
}
