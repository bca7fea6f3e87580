/**
 * A capability's words as message ids with English defaults (docs/decisions/280).
 * `defineTexts("shell", { header: { about: "About" } })` gives
 * `{ header: { about: { id: "shell.header.about", message: "About" } } }`: the English
 * text stays in the capability's texts.ts, the Hindi one in app/i18n/hi.ts, under the id.
 * Messages are ICU: "{name}" for a value, "{count, plural, one {…} other {…}}" for plurals.
 */
export interface Msg {
  readonly id: string;
  /** The English text (ICU). */
  readonly message: string;
}

interface TextTree {
  readonly [key: string]: string | TextTree;
}

export type Texts<T> = { readonly [K in keyof T]: T[K] extends string ? Msg : Texts<T[K]> };

export function defineTexts<const T extends TextTree>(prefix: string, tree: T): Texts<T> {
  return Object.fromEntries(
    Object.entries(tree).map(([key, value]) => [
      key,
      typeof value === "string" ? { id: `${prefix}.${key}`, message: value } : defineTexts(`${prefix}.${key}`, value),
    ]),
  ) as Texts<T>;
}

/** Every message of a texts tree, by id. */
export function flattenTexts(tree: object, into: Record<string, string> = {}): Record<string, string> {
  for (const value of Object.values(tree)) {
    if (isMsg(value)) into[value.id] = value.message;
    else flattenTexts(value as object, into);
  }
  return into;
}

function isMsg(value: unknown): value is Msg {
  return typeof value === "object" && value !== null && typeof (value as Msg).id === "string" && typeof (value as Msg).message === "string";
}

/** A texts tree written out in one language: each message becomes its text. */
export type WrittenTexts<T> = { readonly [K in keyof T]: T[K] extends Msg ? string : WrittenTexts<T[K]> };

/**
 * A texts tree written out by a loader (`t` is the page's translator), so that the words reach
 * the browser in the page's data and not in its JavaScript or catalogue (decisions 267, 287).
 * `values` fill the placeholders: pass `{ name: "{name}" }` to keep one for the component.
 */
export function writeTexts<T extends object>(tree: T, t: (msg: Msg, values?: Record<string, string>) => string, values?: Record<string, string>): WrittenTexts<T> {
  return Object.fromEntries(
    Object.entries(tree).map(([key, value]) => [key, isMsg(value) ? t(value, values) : writeTexts(value as object, t, values)]),
  ) as WrittenTexts<T>;
}
