/**
 * The toast area of every page, fed by the root loader's flash toast
 * (remix-toast). The toast is in the server HTML, so it shows without
 * JavaScript (a CSS-only close control hides it). With JavaScript the queue of
 * the spec's toast rules apply: at most 3, newest in front, auto-close after
 * 5000 ms (paused while hovered or focused), removal 5000 ms after dismissal,
 * swipe right by 50 px to dismiss, F8 focuses the area.
 */
import {
  type PointerEvent as ReactPointerEvent,
  useCallback,
  useEffect,
  useReducer,
  useRef,
  useState,
} from "react";
import { useHydrated } from "~/lib/use-hydrated";
import { useT } from "~/i18n/translate";
import { SHELL_TEXTS } from "./texts";
import {
  type FlashToast,
  fromFlash,
  initialToasts,
  type QueuedToast,
  TOAST_HOTKEY,
  TOAST_REMOVE_DELAY_MS,
  TOAST_SWIPE_THRESHOLD_PX,
  toastReducer,
} from "./toast-queue";

/** Dispatched on `window` by a screen that no toast may cover (see closeToasts). */
const CLOSE_TOASTS_EVENT = "toasts:close";

/** Close every open toast, e.g. when one-time recovery codes appear under them. */
export function closeToasts() {
  window.dispatchEvent(new Event(CLOSE_TOASTS_EVENT));
}

export function Toaster({ toast }: { toast?: FlashToast | null }) {
  const hydrated = useHydrated();
  const t = useT();
  const [toasts, dispatch] = useReducer(toastReducer, toast, initialToasts);
  // A new flash toast (each has its own id) joins the queue: "storing information from previous renders".
  const [lastId, setLastId] = useState(toast?.id);
  if (toast && toast.id !== lastId) {
    setLastId(toast.id);
    dispatch({ type: "add", toast: fromFlash(toast) });
  }

  const removalTimers = useRef(new Map<string, ReturnType<typeof setTimeout>>());
  const dismiss = useCallback((id: string) => {
    dispatch({ type: "dismiss", id });
    if (removalTimers.current.has(id)) return;
    removalTimers.current.set(
      id,
      setTimeout(() => {
        removalTimers.current.delete(id);
        dispatch({ type: "remove", id });
      }, TOAST_REMOVE_DELAY_MS),
    );
  }, []);
  useEffect(() => {
    const timers = removalTimers.current;
    return () => timers.forEach((timer) => clearTimeout(timer));
  }, []);

  // A screen showing something that must be read now (one-time recovery codes) closes the toasts.
  // One listener for the page's life: a screen's effect may run while this one re-subscribes.
  const openIds = useRef<string[]>([]);
  useEffect(() => {
    openIds.current = toasts.filter((t) => t.open).map((t) => t.id);
  }, [toasts]);
  useEffect(() => {
    const closeAll = () => openIds.current.forEach(dismiss);
    window.addEventListener(CLOSE_TOASTS_EVENT, closeAll);
    return () => window.removeEventListener(CLOSE_TOASTS_EVENT, closeAll);
  }, [dismiss]);

  const viewport = useRef<HTMLOListElement>(null);
  useEffect(() => {
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.key === TOAST_HOTKEY) {
        event.preventDefault();
        viewport.current?.focus();
      }
    };
    document.addEventListener("keydown", onKeyDown);
    return () => document.removeEventListener("keydown", onKeyDown);
  }, []);

  // Auto-close pauses while the pointer is over the area or focus is inside it.
  const [hovered, setHovered] = useState(false);
  const [focused, setFocused] = useState(false);
  const paused = hovered || focused;

  return (
    <section aria-label={t(SHELL_TEXTS.notifications, { hotkey: TOAST_HOTKEY })}>
      <ol
        ref={viewport}
        tabIndex={-1}
        data-testid="toast-viewport"
        onPointerEnter={() => setHovered(true)}
        onPointerLeave={() => setHovered(false)}
        onFocus={() => setFocused(true)}
        onBlur={(event) => {
          if (!event.currentTarget.contains(event.relatedTarget as Node | null)) setFocused(false);
        }}
        className="pointer-events-none fixed bottom-0 right-0 z-50 flex max-h-screen w-full flex-col gap-2 p-4 outline-none focus-visible:ring-2 focus-visible:ring-brand-700 md:max-w-[420px]"
      >
        {toasts
          .filter((t) => t.open)
          .map((t) => (
            <ToastItem key={t.id} toast={t} hydrated={hydrated} paused={paused} onDismiss={dismiss} />
          ))}
      </ol>
    </section>
  );
}

const variantClasses: Record<QueuedToast["variant"], string> = {
  default: "border-slate-200 bg-white text-slate-900",
  success: "border-emerald-600 border-l-4 bg-white text-slate-900",
  destructive: "border-red-700 bg-red-700 text-white",
};

function ToastItem({
  toast,
  hydrated,
  paused,
  onDismiss,
}: {
  toast: QueuedToast;
  hydrated: boolean;
  paused: boolean;
  onDismiss: (id: string) => void;
}) {
  const { id, duration } = toast;
  const t = useT();

  // Auto-close, keeping the time left across pauses.
  const remaining = useRef(duration);
  useEffect(() => {
    if (!hydrated || paused) return;
    const started = Date.now();
    const timer = setTimeout(() => onDismiss(id), remaining.current);
    return () => {
      clearTimeout(timer);
      remaining.current = Math.max(0, remaining.current - (Date.now() - started));
    };
  }, [hydrated, paused, id, onDismiss]);

  // Swipe right to dismiss.
  const swipe = useRef<{ pointerId: number; startX: number; dx: number } | null>(null);
  const [offset, setOffset] = useState(0);
  const onPointerDown = (event: ReactPointerEvent<HTMLLIElement>) => {
    if ((event.target as Element).closest("button, a, label, input")) return;
    swipe.current = { pointerId: event.pointerId, startX: event.clientX, dx: 0 };
    event.currentTarget.setPointerCapture(event.pointerId);
  };
  const onPointerMove = (event: ReactPointerEvent<HTMLLIElement>) => {
    const s = swipe.current;
    if (!s || s.pointerId !== event.pointerId) return;
    s.dx = Math.max(0, event.clientX - s.startX);
    setOffset(s.dx);
  };
  const endSwipe = (event: ReactPointerEvent<HTMLLIElement>) => {
    const s = swipe.current;
    if (!s || s.pointerId !== event.pointerId) return;
    swipe.current = null;
    setOffset(0);
    if (event.type === "pointerup" && s.dx >= TOAST_SWIPE_THRESHOLD_PX) onDismiss(id);
  };

  const destructive = toast.variant === "destructive";
  const closeClasses = `flex h-7 w-7 shrink-0 cursor-pointer items-center justify-center rounded text-lg leading-none ${
    destructive ? "text-white hover:bg-red-800" : "text-slate-600 hover:bg-slate-100"
  }`;
  return (
    <li
      onPointerDown={onPointerDown}
      onPointerMove={onPointerMove}
      onPointerUp={endSwipe}
      onPointerCancel={endSwipe}
      style={offset ? { transform: `translateX(${offset}px)`, opacity: Math.max(0.3, 1 - offset / 200) } : undefined}
      className="pointer-events-auto w-full touch-pan-y select-none has-checked:hidden"
    >
      <div
        role={destructive ? "alert" : "status"}
        aria-atomic="true"
        data-variant={toast.variant}
        className={`flex items-start gap-3 rounded-md border p-4 pr-3 shadow-lg ${variantClasses[toast.variant]}`}
      >
        <div className="min-w-0 flex-1">
          <p className="text-sm font-semibold">{toast.title}</p>
          {toast.description ? <p className="mt-1 text-sm opacity-90">{toast.description}</p> : null}
        </div>
        {hydrated ? (
          <button type="button" onClick={() => onDismiss(id)} aria-label={t(SHELL_TEXTS.closeNotification)} className={closeClasses}>
            <span aria-hidden="true">×</span>
          </button>
        ) : (
          // Without JavaScript: a checkbox hides the toast through CSS (`has-checked:hidden` above).
          <>
            <input id={`toast-close-${id}`} type="checkbox" className="peer sr-only" />
            <label
              htmlFor={`toast-close-${id}`}
              className={`${closeClasses} peer-focus-visible:outline-2 peer-focus-visible:outline-current`}
            >
              <span aria-hidden="true">×</span>
              <span className="sr-only">{t(SHELL_TEXTS.closeNotification)}</span>
            </label>
          </>
        )}
      </div>
    </li>
  );
}
