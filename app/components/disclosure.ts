/**
 * Progressive enhancement for a `<details>` used as a dropdown or mobile menu.
 * Without JavaScript the browser opens and closes it natively (and a chosen
 * link loads a new page, where it starts closed). With JavaScript it also
 * closes on a click or focus outside, on Escape (focus returns to the
 * summary), when a link inside is chosen and after every navigation. The
 * browser tells assistive technology whether it is open: an aria-expanded on
 * a <summary> would be invalid HTML (decision 327).
 */
import { type MouseEvent, type SyntheticEvent, useCallback, useEffect, useRef, useState } from "react";
import { useLocation } from "react-router";

export function useDetailsMenu() {
  const ref = useRef<HTMLDetailsElement>(null);
  const [open, setOpen] = useState(false);
  const location = useLocation();

  const close = useCallback((returnFocus = false) => {
    const details = ref.current;
    if (!details?.open) return;
    details.open = false;
    if (returnFocus) details.querySelector("summary")?.focus();
  }, []);

  useEffect(() => {
    if (!open) return;
    const onPointerDown = (event: PointerEvent) => {
      if (!ref.current?.contains(event.target as Node)) close();
    };
    const onFocusIn = (event: FocusEvent) => {
      if (!ref.current?.contains(event.target as Node)) close();
    };
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.key === "Escape") {
        event.preventDefault();
        close(ref.current?.contains(document.activeElement) ?? false);
      }
    };
    document.addEventListener("pointerdown", onPointerDown);
    document.addEventListener("focusin", onFocusIn);
    document.addEventListener("keydown", onKeyDown);
    return () => {
      document.removeEventListener("pointerdown", onPointerDown);
      document.removeEventListener("focusin", onFocusIn);
      document.removeEventListener("keydown", onKeyDown);
    };
  }, [open, close]);

  // A client-side navigation keeps the header mounted: close the menu. Not when React first takes the page:
  // on a page hydrated at the first tap (decision 463) that tap may just have opened this menu.
  const shownKey = useRef(location.key);
  useEffect(() => {
    if (shownKey.current === location.key) return;
    shownKey.current = location.key;
    close();
  }, [location.key, close]);

  const detailsProps = {
    ref,
    onToggle: (event: SyntheticEvent<HTMLDetailsElement>) => setOpen(event.currentTarget.open),
    // Choosing a link inside closes the menu (a form inside closes on the navigation it causes).
    onClick: (event: MouseEvent<HTMLDetailsElement>) => {
      if ((event.target as Element).closest("a[href]")) close();
    },
  };
  return { detailsProps, open };
}
