import type { LucideIcon } from "lucide-react";
import type { ComponentProps, ReactNode } from "react";
import { cn } from "@/lib/utils";

/** A centred outcome on the auth card (reset complete, agency suspended): icon, title, text, one action. */
export function AuthNotice({
  icon: Icon,
  tone,
  title,
  text,
  action,
  className,
  ...props
}: {
  icon: LucideIcon;
  tone: "success" | "danger";
  title: string;
  text: ReactNode;
  action: ReactNode;
} & ComponentProps<"div">) {
  return (
    <div className={cn("grid justify-items-center gap-4 text-center", className)} {...props}>
      <span
        className={cn(
          "inline-flex size-14 items-center justify-center rounded-full",
          tone === "success" ? "bg-green-100" : "bg-red-100",
        )}
      >
        <Icon
          className={cn("size-7", tone === "success" ? "text-success" : "text-danger")}
          aria-hidden="true"
        />
      </span>
      <div className="grid gap-1.5">
        <h2 className="text-xl font-semibold tracking-tight">{title}</h2>
        <p className="text-sm text-muted-foreground">{text}</p>
      </div>
      {action}
    </div>
  );
}
