/**
 * How the person at the screen runs one of the operator's tools: through the release's launcher
 * when the process was started by it (it sets IMPACT_CAREERS_LAUNCHER), otherwise through npm.
 * A release has no npm, so its texts must name its own launcher (docs/decisions/313).
 */
export function toolCommand(tool: string, args = "", env: Record<string, string | undefined> = process.env): string {
  const launcher = env.IMPACT_CAREERS_LAUNCHER;
  if (launcher) return [launcher, tool, args].filter(Boolean).join(" ");
  return args ? `npm run ${tool} -- ${args}` : `npm run ${tool}`;
}
