/**
 * `Save-Data: on` (Android's data saver, some browsers): pages leave out organisation
 * logos. The page cache keys on it and public pages say `Vary: Save-Data`.
 */
import { createContext } from "react";

export const SAVE_DATA_HEADER = "Save-Data";

export function wantsSavedData(value: string | null | undefined): boolean {
  return value?.trim().toLowerCase() === "on";
}

/** True while rendering for a visitor who asked to save data. */
export const SaveDataContext = createContext(false);
