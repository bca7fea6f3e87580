/**
 * The notification queue behind the toast area, with the spec's constants.
 * Pure, so it is unit-tested without a browser.
 */

/** At most this many toasts at once; the newest goes in front, the oldest is dropped. */
export const TOAST_LIMIT = 3;
/** A toast closes by itself after this long (unless the toast sets its own duration). */
export const TOAST_DURATION_MS = 5000;
/** A dismissed toast stays in the queue (hidden) this long, then is removed. */
export const TOAST_REMOVE_DELAY_MS = 5000;
/** Swiping a toast to the right by at least this many pixels dismisses it. */
export const TOAST_SWIPE_THRESHOLD_PX = 50;
/** This key moves focus to the toast area. */
export const TOAST_HOTKEY = "F8";

export type ToastVariant = "default" | "success" | "destructive";

export interface QueuedToast {
  id: string;
  title: string;
  description?: string;
  variant: ToastVariant;
  duration: number;
  open: boolean;
}

/** A toast as remix-toast's flash carries it, plus the id the root loader adds. */
export interface FlashToast {
  id: string;
  message: string;
  description?: string;
  duration?: number;
  type: "success" | "error" | "info" | "warning";
}

export type ToastAction =
  | { type: "add"; toast: QueuedToast }
  | { type: "dismiss"; id: string }
  | { type: "remove"; id: string };

export function fromFlash(toast: FlashToast): QueuedToast {
  return {
    id: toast.id,
    title: toast.message,
    description: toast.description,
    variant: toast.type === "error" ? "destructive" : toast.type === "success" ? "success" : "default",
    duration: toast.duration ?? TOAST_DURATION_MS,
    open: true,
  };
}

export function toastReducer(state: QueuedToast[], action: ToastAction): QueuedToast[] {
  switch (action.type) {
    case "add": {
      if (state.some((t) => t.id === action.toast.id)) return state;
      // The same message already on screen (a flash read by two overlapping requests) is not shown twice.
      if (state.some((t) => t.open && sameMessage(t, action.toast))) return state;
      const next = [action.toast, ...state];
      // Over the limit: drop an already dismissed toast first, else the oldest one.
      while (next.length > TOAST_LIMIT) {
        const closed = next.findLastIndex((t) => !t.open);
        next.splice(closed >= 0 ? closed : next.length - 1, 1);
      }
      return next;
    }
    case "dismiss":
      return state.map((t) => (t.id === action.id && t.open ? { ...t, open: false } : t));
    case "remove":
      return state.filter((t) => t.id !== action.id);
  }
}

function sameMessage(a: QueuedToast, b: QueuedToast) {
  return a.title === b.title && a.description === b.description && a.variant === b.variant;
}

export function initialToasts(toast: FlashToast | undefined | null): QueuedToast[] {
  return toast ? [fromFlash(toast)] : [];
}
