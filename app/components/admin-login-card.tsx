import { Form } from "react-router";

/** Shown at /admin without an admin session (admin-back-office.md §2). */
export function AdminLoginCard({ message }: { message?: string }) {
  return (
    <main id="main" className="mx-auto max-w-sm px-4 py-16">
      <div className="rounded-lg border border-slate-200 bg-white p-6 shadow-sm">
        <h1 className="text-xl font-bold">Admin sign in</h1>
        {message ? (
          <p role="alert" className="mt-3 rounded bg-red-50 p-2 text-sm text-red-800">
            {message}
          </p>
        ) : null}
        <Form method="post" action="/login" className="mt-4 space-y-4">
          <input type="hidden" name="redirectTo" value="/admin" />
          <input type="hidden" name="intent" value="admin" />
          <div>
            <label htmlFor="admin-username" className="block text-sm font-medium">
              Username
            </label>
            <input
              id="admin-username"
              name="username"
              autoComplete="username"
              className="mt-1 w-full rounded-md border border-slate-300 px-3 py-2"
            />
          </div>
          <div>
            <label htmlFor="admin-password" className="block text-sm font-medium">
              Password
            </label>
            <input
              id="admin-password"
              name="password"
              type="password"
              autoComplete="current-password"
              className="mt-1 w-full rounded-md border border-slate-300 px-3 py-2"
            />
          </div>
          <button type="submit" className="w-full rounded-md bg-brand-700 px-4 py-2 font-semibold text-white">
            Sign In
          </button>
        </Form>
      </div>
    </main>
  );
}
