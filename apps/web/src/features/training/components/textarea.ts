/** The look of the kit's Input, for multi-line fields (the kit has no textarea of its own). */
export const TEXTAREA_CLASS =
  "w-full rounded-md border border-input bg-card px-3 py-2 text-base text-foreground shadow-xs placeholder:text-muted-foreground focus-visible:outline-2 focus-visible:outline-ring aria-[invalid=true]:border-destructive sm:text-sm";
