import type { ReactElement } from "react";
import { type LoginActionData, LoginForm } from "./login-form";

/**
 * Shown at /admin without an admin session, and by
 * /login when the card's own submission failed without JavaScript. It posts to
 * /login with intent=admin: only admins are signed in through it.
 *
 * The /admin guard's 401 reaches the root error boundary, which finds the card in
 * the admin layout's `handle` rather than importing it: its code stays in the
 * admin chunk, off the public pages (docs/decisions/175).
 */
export function AdminLoginCard({ message, actionData }: { message?: string; actionData?: LoginActionData }) {
  const data: LoginActionData | undefined =
    actionData ?? (message ? { failure: { title: "Login failed", message } } : undefined);
  return (
    <main id="main" tabIndex={-1} className="mx-auto max-w-sm px-4 py-16">
      <div className="rounded-lg border border-slate-200 bg-white p-6 shadow-sm">
        <h1 className="text-xl font-bold">Admin sign in</h1>
        <p className="mt-1 text-sm text-slate-600">Sign in with an administrator account.</p>
        <div className="mt-4">
          <LoginForm variant="admin" redirectTo="/admin" actionData={data} />
        </div>
      </div>
    </main>
  );
}

/** What the admin layout route's `handle` carries for the root error boundary. */
export interface AdminSignInHandle {
  adminSignIn: (message?: string) => ReactElement;
}
