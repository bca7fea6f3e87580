import { useSyncExternalStore } from "react";

/**
 * Whether the page may show its enhanced version: true at once, except on a page React hydrated at the
 * visitor's first tap, where it waits until that tap is over (app/entry.client.tsx): the enhanced version
 * may move what is under the finger (the stipend field of /submit folds away), and the tap must land
 * where it was aimed (docs/decisions/463-hydrate-at-the-first-interaction.md).
 */
let enhanced = true;
const listeners = new Set<() => void>();

/** Keeps the enhanced version back until `over` settles (the entry, before it hydrates at an interaction). */
export function holdEnhancedUntil(over: Promise<void>) {
  enhanced = false;
  void over.then(() => {
    enhanced = true;
    for (const listener of listeners) listener();
  });
}

const subscribe = (listener: () => void) => {
  listeners.add(listener);
  return () => void listeners.delete(listener);
};

/**
 * False in the server HTML and during hydration, true once React runs in the
 * browser: lets a component swap a no-JS fallback for its enhanced version
 * without a hydration mismatch.
 */
export function useHydrated() {
  return useSyncExternalStore(
    subscribe,
    () => enhanced,
    () => false,
  );
}
