/** The back office's badges for a listing's status, type and featured flag. */
import { Badge } from "~/ui/badge";
import { typeLabel } from "~/opportunities/constants";
import { STATUS_LABELS, statusBadgeClass } from "./transitions";

export function StatusBadge({ status }: { status: string }) {
  return <Badge className={statusBadgeClass(status)}>{STATUS_LABELS[status] ?? status}</Badge>;
}

export function TypeBadge({ type }: { type: string }) {
  return <Badge className="bg-brand-100 text-brand-800">{typeLabel(type)}</Badge>;
}

export function FeaturedBadge() {
  return <Badge className="bg-yellow-100 text-yellow-900">Featured</Badge>;
}
