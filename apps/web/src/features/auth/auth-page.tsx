import { UserPlus } from "lucide-react";
import { Tabs, TabsContent, TabsList, TabsTrigger } from "@/components/ui/tabs";
import { usePrerenderedHandover } from "@/lib/prerendered";
import { useHostBrand } from "./api/get-host-brand";
import { AuthLayout } from "./components/auth-layout";
import { SignInForm } from "./components/sign-in-form";
import { SignUpForm } from "./components/sign-up-form";

/**
 * /auth: sign in (default tab) or create an account together with a new agency. On a white-labelled agency's
 * own host name only sign-in: its members join by invitation, and signing up there would found a second agency.
 */
export function AuthPage() {
  // The build prerenders this page (src/prerender.tsx): the app's first render takes the markup's place.
  usePrerenderedHandover();
  const { data: brand } = useHostBrand();
  if (brand)
    return (
      <AuthLayout>
        <div className="grid gap-5">
          <SignInForm />
          <p className="flex items-start gap-2.5 border-t pt-5 text-sm text-muted-foreground">
            <UserPlus className="mt-0.5 size-4 shrink-0" aria-hidden="true" />
            <span>New to {brand.name}? Ask your department's administrator for an invitation.</span>
          </p>
        </div>
      </AuthLayout>
    );
  return (
    <AuthLayout>
      <Tabs defaultValue="login" className="gap-6">
        <TabsList className="grid w-full grid-cols-2">
          <TabsTrigger value="login">Sign In</TabsTrigger>
          <TabsTrigger value="register">Sign Up</TabsTrigger>
        </TabsList>
        <TabsContent value="login">
          <SignInForm />
        </TabsContent>
        <TabsContent value="register">
          <SignUpForm />
        </TabsContent>
      </Tabs>
    </AuthLayout>
  );
}
