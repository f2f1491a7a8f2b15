import type { ComponentProps } from "react";
import { Input } from "@/components/ui/input";

/** An email address field: the email keyboard on phones, no capitals or spell-check; `autoComplete` may be overridden. */
export function EmailInput(props: Omit<ComponentProps<"input">, "type">) {
  return (
    <Input
      type="email"
      inputMode="email"
      autoComplete="email"
      autoCapitalize="none"
      spellCheck={false}
      {...props}
    />
  );
}
