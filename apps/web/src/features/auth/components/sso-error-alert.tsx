import { ssoErrorMessage } from "@rollcall/shared/auth";
import { AlertCircle } from "lucide-react";
import { useSearchParams } from "react-router";

/**
 * Why a single sign-on came back refused: the server sends the browser to /auth?sso_error=<code>
 * (with &email= when the message names the address).
 */
export function SsoErrorAlert() {
  const [params] = useSearchParams();
  const code = params.get("sso_error");
  if (!code) return null;
  return (
    <div
      role="alert"
      className="flex gap-2 rounded-lg border border-red-200 bg-red-50 p-3 text-sm text-red-900"
    >
      <AlertCircle className="mt-0.5 size-4 shrink-0 text-danger" aria-hidden="true" />
      <p>{ssoErrorMessage(code, params.get("email"))}</p>
    </div>
  );
}
