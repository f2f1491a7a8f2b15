import { Tabs, TabsContent, TabsList, TabsTrigger } from "@/components/ui/tabs";
import { usePrerenderedHandover } from "@/lib/prerendered";
import { AuthLayout } from "./components/auth-layout";
import { SignInForm } from "./components/sign-in-form";
import { SignUpForm } from "./components/sign-up-form";

/** /auth: sign in (default tab) or create an account together with a new agency. */
export function AuthPage() {
  // The build prerenders this page (src/prerender.tsx): the app's first render takes the markup's place.
  usePrerenderedHandover();
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
