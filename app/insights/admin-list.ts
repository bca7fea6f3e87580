/** "25%" of views that led to an apply click, or "–" without views. */
export function applyRate(views: number, applyClicks: number): string {
  return views > 0 ? `${Math.round((applyClicks / views) * 100)}%` : "–";
}
