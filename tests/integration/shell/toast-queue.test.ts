import { describe, expect, it } from "vitest";
import {
  fromFlash,
  initialToasts,
  type QueuedToast,
  TOAST_DURATION_MS,
  TOAST_HOTKEY,
  TOAST_LIMIT,
  TOAST_REMOVE_DELAY_MS,
  TOAST_SWIPE_THRESHOLD_PX,
  toastReducer,
} from "../../../app/components/toast-queue";

const toast = (id: string, open = true): QueuedToast => ({
  id,
  title: `Toast ${id}`,
  variant: "default",
  duration: TOAST_DURATION_MS,
  open,
});

describe("toast queue", () => {
  it("uses the spec's constants", () => {
    expect(TOAST_LIMIT).toBe(3);
    expect(TOAST_DURATION_MS).toBe(5000);
    expect(TOAST_REMOVE_DELAY_MS).toBe(5000);
    expect(TOAST_SWIPE_THRESHOLD_PX).toBe(50);
    expect(TOAST_HOTKEY).toBe("F8");
  });

  it("puts the newest toast in front and drops the oldest beyond three", () => {
    let state: QueuedToast[] = [];
    for (const id of ["a", "b", "c", "d"]) state = toastReducer(state, { type: "add", toast: toast(id) });
    expect(state.map((t) => t.id)).toEqual(["d", "c", "b"]);
  });

  it("drops an already dismissed toast before a visible one", () => {
    let state = [toast("c"), toast("b", false), toast("a")];
    state = toastReducer(state, { type: "add", toast: toast("d") });
    expect(state.map((t) => t.id)).toEqual(["d", "c", "a"]);
  });

  it("adds the same toast only once", () => {
    const state = toastReducer([toast("a")], { type: "add", toast: toast("a") });
    expect(state).toHaveLength(1);
  });

  it("shows a message already on screen once, and again once the first has closed", () => {
    const saved = (id: string): QueuedToast => ({ ...toast(id), title: "Content page created successfully" });
    let state = toastReducer([saved("a")], { type: "add", toast: saved("b") });
    expect(state.map((t) => t.id)).toEqual(["a"]);
    state = toastReducer(state, { type: "dismiss", id: "a" });
    state = toastReducer(state, { type: "add", toast: saved("c") });
    expect(state.filter((t) => t.open).map((t) => t.id)).toEqual(["c"]);
  });

  it("hides a dismissed toast, then removes it", () => {
    let state = [toast("b"), toast("a")];
    state = toastReducer(state, { type: "dismiss", id: "a" });
    expect(state.find((t) => t.id === "a")?.open).toBe(false);
    expect(state.find((t) => t.id === "b")?.open).toBe(true);
    state = toastReducer(state, { type: "remove", id: "a" });
    expect(state.map((t) => t.id)).toEqual(["b"]);
  });

  it("maps flash toasts: errors are destructive, the duration defaults to 5000 ms", () => {
    expect(fromFlash({ id: "1", message: "Login failed", type: "error" })).toMatchObject({
      title: "Login failed",
      variant: "destructive",
      duration: 5000,
      open: true,
    });
    expect(fromFlash({ id: "2", message: "Saved", description: "d", type: "success", duration: 900 })).toMatchObject({
      variant: "success",
      description: "d",
      duration: 900,
    });
    expect(fromFlash({ id: "3", message: "FYI", type: "info" }).variant).toBe("default");
    expect(initialToasts(null)).toEqual([]);
    expect(initialToasts({ id: "4", message: "Hi", type: "warning" })).toHaveLength(1);
  });
});
