/** The Featured Opportunities carousel above the board. */
import { useEffect, useRef, useState } from "react";
import { useHydrated } from "~/lib/use-hydrated";
import type { CardItem } from "~/search/search-results";
import { OpportunityCard } from "./opportunity-card";
import { useT } from "~/i18n/translate";
import { OPPORTUNITY_TEXTS } from "./texts";

const TEXT = OPPORTUNITY_TEXTS.carousel;

export function FeaturedCarousel({ items }: { items: CardItem[] }) {
  const t = useT();
  const track = useRef<HTMLUListElement>(null);
  const enhanced = useHydrated();
  const hidden = useOffscreenCards(track, items.length);
  const move = (direction: 1 | -1) =>
    track.current?.scrollBy({ left: direction * track.current.clientWidth, behavior: "smooth" });
  const button = "rounded-full border border-slate-300 bg-white px-3 py-1 text-lg hover:bg-slate-50";
  // Hidden on a phone: the featured cards lead the results there (marked Featured), so they are not shown twice.
  return (
    <section aria-labelledby="featured-heading" className="mx-auto hidden max-w-6xl px-4 pb-4 sm:block">
      <div className="flex items-center justify-between">
        <h2 id="featured-heading" className="text-xl font-bold">
          {t(TEXT.heading)}
        </h2>
        {enhanced && items.length > 1 && (
          <div className="flex gap-2">
            <button
              type="button"
              className={button}
              aria-label={t(TEXT.previous)}
              onClick={() => move(-1)}
            >
              ‹
            </button>
            <button type="button" className={button} aria-label={t(TEXT.next)} onClick={() => move(1)}>
              ›
            </button>
          </div>
        )}
      </div>
      {/* 1, 2 or 3 cards per view on small, medium and large screens (§9). */}
      <ul ref={track} className="mt-3 flex snap-x snap-mandatory gap-4 overflow-x-auto pb-2">
        {items.map((item, i) => (
          <li
            key={item.id}
            data-index={i}
            // Cards scrolled out of view leave the tab order (the arrows bring them in).
            inert={hidden.has(i)}
            className="w-full shrink-0 snap-start md:w-[calc(50%-0.5rem)] lg:w-[calc((100%-2rem)/3)]"
          >
            <OpportunityCard item={item} showType place="featured" />
          </li>
        ))}
      </ul>
    </section>
  );
}

/** Which cards of the carousel track are (mostly) out of view, watched while the page is open. */
function useOffscreenCards(track: React.RefObject<HTMLUListElement | null>, count: number) {
  const [hidden, setHidden] = useState<Set<number>>(() => new Set());
  useEffect(() => {
    const root = track.current;
    if (!root || typeof IntersectionObserver === "undefined") return;
    const observer = new IntersectionObserver(
      (entries) =>
        setHidden((before) => {
          const next = new Set(before);
          for (const entry of entries) {
            const index = Number((entry.target as HTMLElement).dataset.index);
            if (entry.intersectionRatio >= 0.6) next.delete(index);
            else next.add(index);
          }
          return next;
        }),
      { root, threshold: [0, 0.6, 1] },
    );
    for (const li of Array.from(root.children)) observer.observe(li);
    return () => observer.disconnect();
  }, [track, count]);
  return hidden;
}
