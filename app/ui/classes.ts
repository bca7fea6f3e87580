/** Class names shared by the back office's buttons and tables (no business meaning). */
export const buttonClass = {
  primary:
    "inline-flex items-center justify-center gap-1 rounded-md bg-brand-700 px-3 py-2 text-sm font-semibold text-white hover:bg-brand-800 disabled:cursor-not-allowed disabled:opacity-60",
  secondary:
    "inline-flex items-center justify-center gap-1 rounded-md border border-slate-300 bg-white px-3 py-2 text-sm font-medium text-slate-800 hover:bg-slate-50 disabled:cursor-not-allowed disabled:opacity-60",
  danger:
    "inline-flex items-center justify-center gap-1 rounded-md border border-red-300 bg-white px-3 py-2 text-sm font-medium text-red-800 hover:bg-red-50 disabled:cursor-not-allowed disabled:opacity-60",
  dangerSolid:
    "inline-flex items-center justify-center gap-1 rounded-md bg-red-700 px-3 py-2 text-sm font-semibold text-white hover:bg-red-800 disabled:opacity-60",
  success:
    "inline-flex items-center justify-center gap-1 rounded-md bg-green-700 px-3 py-2 text-sm font-semibold text-white hover:bg-green-800 disabled:opacity-60",
} as const;


// Class names of the content, settings, SEO and import screens.
export const btn =
  "inline-flex items-center justify-center gap-1 rounded-md border border-slate-300 bg-white px-3 py-1.5 text-sm font-medium text-slate-800 hover:bg-slate-50 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-700";
export const btnPrimary =
  "inline-flex items-center justify-center gap-1 rounded-md bg-brand-700 px-4 py-2 text-sm font-semibold text-white hover:bg-brand-800 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-700 disabled:opacity-60";
export const btnDanger =
  "inline-flex items-center justify-center gap-1 rounded-md bg-red-700 px-4 py-2 text-sm font-semibold text-white hover:bg-red-800 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-red-700";
export const input =
  "mt-1 block w-full rounded-md border border-slate-400 px-3 py-2 text-sm aria-[invalid=true]:border-red-600";
export const table = "min-w-full divide-y divide-slate-200 text-left text-sm";
export const th = "px-3 py-2 font-semibold text-slate-700";
export const td = "px-3 py-2 align-top";
