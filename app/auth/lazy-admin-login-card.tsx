/**
 * The admin sign-in card for the root error boundary, without putting its code on
 * every public page: the browser loads it only when /admin shows it. The server
 * has it loaded before rendering (entry.server.tsx), so its HTML is complete
 * without JavaScript.
 */
import { type ComponentProps, Suspense, use } from "react";
import type * as CardModuleNamespace from "./admin-login-card";

type CardModule = typeof CardModuleNamespace;
type TrackedPromise = Promise<CardModule>;

let card: TrackedPromise | undefined;
/** Loads the card's code; entry.server awaits it before rendering, so the server never suspends on it. */
export function loadCard(): TrackedPromise {
  if (!card) {
    const promise: TrackedPromise = import("./admin-login-card");
    // React's `use` reads a settled promise's value at once instead of suspending.
    void promise.then((module) => Object.assign(promise, { status: "fulfilled", value: module }));
    card = promise;
  }
  return card;
}

function Card(props: ComponentProps<CardModule["AdminLoginCard"]>) {
  const { AdminLoginCard } = use<CardModule>(loadCard());
  return <AdminLoginCard {...props} />;
}

export function LazyAdminLoginCard(props: ComponentProps<CardModule["AdminLoginCard"]>) {
  return (
    <Suspense fallback={null}>
      <Card {...props} />
    </Suspense>
  );
}
