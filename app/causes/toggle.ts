/** The cause chips' links (decision 272): kept apart from the filter's schema so the board's page loads no zod. */

/** The chosen causes with `slug` added or taken away. */
export function toggleCause(chosen: readonly string[] | undefined, slug: string): string[] {
  const list = chosen ?? [];
  return list.includes(slug) ? list.filter((c) => c !== slug) : [...list, slug];
}
