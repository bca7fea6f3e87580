/** The home-screen icons the build draws (app/offline/icons.build.ts) and the manifest lists. */
export const DEFAULT_BRAND_COLOR = "#4338ca";

export const ICONS = [
  { path: "/icons/icon-192.png", size: 192, purpose: "any" },
  { path: "/icons/icon-512.png", size: 512, purpose: "any" },
  { path: "/icons/icon-maskable-512.png", size: 512, purpose: "maskable" },
] as const;

/** iOS's home-screen icon (<link rel="apple-touch-icon">): an opaque square, which iOS rounds itself. */
export const APPLE_TOUCH_ICON = { path: "/apple-touch-icon.png", size: 180 } as const;
