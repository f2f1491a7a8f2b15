import { ArrowLeft, MapPinOff } from "lucide-react";
import { Link } from "react-router";
import { Button } from "@/components/ui/button";
import { useDocumentTitle } from "@/lib/brand";
import { useUser } from "@/lib/session";

function NotFoundContent({ signedIn }: { signedIn: boolean }) {
  return (
    <div className="mx-auto flex max-w-md flex-col items-center text-center">
      <div className="mb-6 flex size-16 items-center justify-center rounded-full bg-navy-100 text-primary ring-8 ring-navy-50">
        <MapPinOff className="size-7" aria-hidden="true" />
      </div>
      <h1 className="text-2xl font-semibold tracking-tight text-foreground sm:text-3xl">
        404 Page Not Found
      </h1>
      {/* The spec's developer hint, for developers only: a member never sees it (a production build). */}
      {import.meta.env.DEV ? (
        <p className="mt-3 text-sm text-muted-foreground">Did you forget to add the page to the router?</p>
      ) : (
        <p className="mt-3 text-sm text-muted-foreground">This page does not exist or has moved.</p>
      )}
      <Button asChild className="mt-8">
        <Link to="/">
          <ArrowLeft aria-hidden="true" />
          {signedIn ? "Back to Dashboard" : "Back to Home"}
        </Link>
      </Button>
    </div>
  );
}

/**
 * Any unknown path. Signed in it renders inside the app shell (which already provides <main>);
 * signed out it stands alone with the product's logo and its own <main>.
 */
export function NotFoundPage() {
  const { user } = useUser();
  useDocumentTitle("404 Page Not Found");

  if (user) {
    return (
      <div className="flex min-h-[60vh] items-center justify-center py-12">
        <NotFoundContent signedIn />
      </div>
    );
  }

  return (
    <div className="flex min-h-dvh flex-col bg-background">
      <header className="border-b bg-card">
        <div className="mx-auto flex h-16 max-w-7xl items-center px-4 sm:px-6 lg:px-8">
          <Link
            to="/"
            className="flex min-h-11 items-center gap-2.5 rounded-md font-semibold text-foreground"
          >
            <img src="/logo.svg" alt="" width={32} height={32} className="size-8" />
            Rollcall
          </Link>
        </div>
      </header>
      <main id="main" className="flex flex-1 items-center justify-center px-4 py-16">
        <NotFoundContent signedIn={false} />
      </main>
    </div>
  );
}
