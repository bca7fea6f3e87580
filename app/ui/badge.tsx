import type { ReactNode } from "react";

export function Badge({ children, className }: { children: ReactNode; className: string }) {
  return (
    <span className={`inline-flex items-center rounded-full px-2 py-0.5 text-xs font-semibold ${className}`}>
      {children}
    </span>
  );
}


/** Visually hidden text for screen readers ("Approve <title>"). */
export function Sr({ children }: { children: ReactNode }) {
  return <span className="sr-only">{children}</span>;
}
