/**
 * One schema for the site-setting form, its action and the JSON API.
 * The key is fixed after creation, so
 * the edit schema is built for the row's key.
 */
import { z } from "zod";
import { plainText } from "~/lib/text-schema";
import { SITE_SETTING_TYPES } from "../../db/schema";
import { isUrlOrPath, URL_OR_PATH_MESSAGE } from "~/content/url-rules";
import { knownSiteSetting, LOCALIZED_SETTING_KEYS, WHOLE_NUMBER_SETTING_KEYS } from "./known-keys";
import { LOCALES } from "~/i18n/locales";

export const SITE_SETTING_MESSAGES = {
  key: "Key must be at least 3 characters",
  keyFormat: "Use letters, digits, underscores, dots or dashes",
  keyTaken: "A setting with this key already exists",
  keyFixed: "The key cannot be changed",
  value: "Value is required",
  label: "Label must be at least 3 characters",
  color: "Enter a colour as #rrggbb",
  email: "Enter a valid email address",
  wholeNumber: "Enter a whole number, 1 or more",
} as const;

const valueField = plainText({ error: SITE_SETTING_MESSAGES.value }).min(1, SITE_SETTING_MESSAGES.value).max(20_000, "Keep the value under 20,000 characters");

const fields = {
  value: valueField,
  type: z.enum(SITE_SETTING_TYPES, { error: "Choose text, image, html or color" }),
  label: plainText({ error: SITE_SETTING_MESSAGES.label }).trim().min(3, SITE_SETTING_MESSAGES.label).max(100, "Keep the label under 100 characters"),
  description: plainText()
    .trim()
    .max(500, "Keep the description under 500 characters")
    .nullish()
    .transform((v) => v || undefined),
};

const keyField = plainText({ error: SITE_SETTING_MESSAGES.key })
  .trim()
  .min(3, SITE_SETTING_MESSAGES.key)
  .max(64, "Keep the key under 64 characters")
  .regex(/^[A-Za-z0-9_.-]+$/, SITE_SETTING_MESSAGES.keyFormat);

type Checked = { key: string; type: string; value: string };

/** Rules by type and by known key; issues are reported on `value` or `type`. */
function checkValue({ key, type, value }: Checked, ctx: z.RefinementCtx) {
  const known = knownSiteSetting(key);
  if (known && known.type !== type) {
    ctx.addIssue({ code: "custom", path: ["type"], message: `The ${key} setting must be of type ${known.type}` });
  }
  if (type === "image" && !isUrlOrPath(value.trim())) {
    ctx.addIssue({ code: "custom", path: ["value"], message: URL_OR_PATH_MESSAGE });
  }
  if (type === "color" && !/^#[0-9a-fA-F]{6}$/.test(value.trim())) {
    ctx.addIssue({ code: "custom", path: ["value"], message: SITE_SETTING_MESSAGES.color });
  }
  if (WHOLE_NUMBER_SETTING_KEYS.has(key) && !/^[1-9]\d{0,4}$/.test(value.trim())) {
    ctx.addIssue({ code: "custom", path: ["value"], message: SITE_SETTING_MESSAGES.wholeNumber });
  }
  if (key === "support_email" && !z.email().safeParse(value.trim()).success) {
    ctx.addIssue({ code: "custom", path: ["value"], message: SITE_SETTING_MESSAGES.email });
  }
  if (type === "text" && value.trim() === "") {
    ctx.addIssue({ code: "custom", path: ["value"], message: SITE_SETTING_MESSAGES.value });
  }
}

export const siteSettingCreateSchema = z.object({ key: keyField, ...fields }).superRefine((v, ctx) => checkValue(v, ctx));

/** Edit: the key comes from the stored row; a different key in the input is refused. */
export function siteSettingUpdateSchema(key: string) {
  return z
    .object({
      key: plainText().optional(),
      ...fields,
    })
    .superRefine((v, ctx) => {
      if (v.key !== undefined && v.key.trim() !== key) {
        ctx.addIssue({ code: "custom", path: ["key"], message: SITE_SETTING_MESSAGES.keyFixed });
      }
      checkValue({ key, type: v.type, value: v.value }, ctx);
    })
    .transform(({ key: _key, ...rest }) => rest);
}

export type SiteSettingInput = z.output<typeof siteSettingCreateSchema>;
export type SiteSettingUpdate = z.output<ReturnType<typeof siteSettingUpdateSchema>>;

/**
 * One visitor's setting in every language (app/settings/in-languages.server.ts): `key` and one field per
 * interface language, `value_en`, `value_hi`…; an empty field is no value in that language.
 */
export const settingInLanguagesSchema = z
  .object({
    key: z.enum(LOCALIZED_SETTING_KEYS, { error: "Choose a setting that has a value per language" }),
    ...Object.fromEntries(LOCALES.map((language) => [`value_${language}`, plainText().max(20_000, "Keep the value under 20,000 characters").optional()])),
  })
  .transform(({ key, ...fields }) => {
    const known = knownSiteSetting(key)!;
    const values = Object.fromEntries(
      LOCALES.map((language) => {
        const value = (fields as Record<string, string | undefined>)[`value_${language}`] ?? "";
        return [language, known.type === "html" ? (value.trim() ? value : "") : value.trim()];
      }),
    );
    return { key, values };
  });

export type SettingInLanguages = z.output<typeof settingInLanguagesSchema>;
