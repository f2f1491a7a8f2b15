import { Switch } from "radix-ui";

type ExemptSwitchProps = {
  /** The member's name, for the switch's accessible name ("Exempt: Jordan Kim"). */
  name: string;
  checked: boolean;
  disabled?: boolean;
  onCheckedChange: (checked: boolean) => void;
};

/** Admins: a member exempt from 7(k) overtime (Radix Switch: role="switch", Space toggles). */
export function ExemptSwitch({ name, checked, disabled, onCheckedChange }: ExemptSwitchProps) {
  return (
    <span className="inline-flex min-h-11 items-center gap-2">
      <span className="text-xs text-muted-foreground md:sr-only" aria-hidden="true">
        Exempt
      </span>
      <Switch.Root
        aria-label={`Exempt: ${name}`}
        checked={checked}
        disabled={disabled}
        onCheckedChange={onCheckedChange}
        className="relative inline-flex h-6 w-11 shrink-0 cursor-pointer items-center rounded-full border-2 border-transparent bg-input transition-colors disabled:cursor-wait disabled:opacity-60 data-[state=checked]:bg-primary"
      >
        <Switch.Thumb className="pointer-events-none block size-5 rounded-full bg-card shadow-sm ring-0 transition-transform data-[state=checked]:translate-x-5 data-[state=unchecked]:translate-x-0" />
      </Switch.Root>
    </span>
  );
}
