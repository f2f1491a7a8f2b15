import { Search } from "lucide-react";
import { useId } from "react";
import { cn } from "@/lib/utils";
import { Input } from "./input";
import { Label } from "./label";

type SearchFieldProps = {
  label: string;
  value: string;
  onChange: (value: string) => void;
  placeholder?: string;
  className?: string;
};

/** A labelled search box with its icon: the filter bar of every list screen. */
export function SearchField({ label, value, onChange, placeholder, className }: SearchFieldProps) {
  const id = useId();
  return (
    <div className={cn("grid flex-1 gap-1.5", className)}>
      <Label htmlFor={id}>{label}</Label>
      <div className="relative">
        <Search
          className="pointer-events-none absolute left-3 top-1/2 size-4 -translate-y-1/2 text-muted-foreground"
          aria-hidden="true"
        />
        <Input
          id={id}
          type="search"
          value={value}
          onChange={(event) => onChange(event.target.value)}
          placeholder={placeholder}
          className="pl-9"
        />
      </div>
    </div>
  );
}
