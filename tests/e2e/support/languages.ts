/**
 * The words a page in one of the board's languages shows, read from that language's catalogue
 * (app/i18n/locales/{code}.po) and filled in by Lingui as the page does: journeys written once for
 * every language (decision 330).
 */
import { setupI18n } from "@lingui/core";
import type { Page } from "@playwright/test";
import { compileMessage } from "@lingui/message-utils/compileMessage";
import { readCatalogue } from "../../../app/i18n/po";

/** `say("bn")("alerts.managePage.title")`: the message in the language, with its values. */
export function sayIn(code: string) {
  const messages = Object.fromEntries(Object.entries(readCatalogue(code)).map(([id, message]) => [id, compileMessage(message)]));
  const i18n = setupI18n({ locale: code, messages: { [code]: messages } });
  return (id: string, values?: Record<string, string | number>) => {
    if (!(id in messages)) throw new Error(`${code}: no message ${id}`);
    return i18n._(id, values);
  };
}

/** Text for a RegExp, its special characters escaped. */
export const escaped = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");

/**
 * How many of `letters` the page's body font draws differently: a font without the script draws
 * every letter as the same missing-glyph box, so a script drawn by the system's fonts gives them all.
 */
export function distinctGlyphs(page: Page, letters: readonly string[]): Promise<number> {
  return page.evaluate((texts) => {
    const font = getComputedStyle(document.body).font;
    const draw = (text: string) => {
      const canvas = document.createElement("canvas");
      canvas.width = 80;
      canvas.height = 40;
      const context = canvas.getContext("2d")!;
      context.font = font;
      context.fillText(text, 10, 30);
      return canvas.toDataURL();
    };
    return new Set(texts.map(draw)).size;
  }, [...letters]);
}
