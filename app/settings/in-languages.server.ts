/**
 * A visitor's setting in every language on one form (docs/languages.md "Settings in every language"):
 * for each localised setting (LOCALIZED_SETTING_KEYS), its value per interface language, stored as the
 * language's own key (`footer_note_hi`, decision 302). An empty field removes that language's value, so
 * its pages fall back: to the English, marked as English (ENGLISH_FALLBACK_KEYS), or to their built-in text.
 */
import { eq } from "drizzle-orm";
import type { Db } from "../../db/client.server";
import { siteSettings } from "../../db/schema";
import { recordAudit } from "~/audit/audit-log.server";
import { LOCALES } from "~/i18n/locales";
import { ENGLISH_FALLBACK_KEYS, knownSiteSetting, LOCALIZED_SETTING_KEYS, settingKeyIn } from "./known-keys";
import type { SettingInLanguages } from "./schema";

export type LocalizedSettingKey = (typeof LOCALIZED_SETTING_KEYS)[number];

export interface SettingInLanguagesView {
  key: LocalizedSettingKey;
  label: string;
  description: string;
  type: "text" | "html";
  /** Empty languages show the English (marked as English) rather than their built-in text. */
  englishFallback: boolean;
  /** The stored value in each language, "" when it has none. */
  values: Record<string, string>;
}

export function settingsInLanguages(db: Db): SettingInLanguagesView[] {
  const stored = new Map(db.select({ key: siteSettings.key, value: siteSettings.value }).from(siteSettings).all().map((row) => [row.key, row.value]));
  return LOCALIZED_SETTING_KEYS.map((key) => {
    const known = knownSiteSetting(key)!;
    return {
      key,
      label: known.label,
      description: known.description,
      type: known.type === "html" ? "html" : "text",
      englishFallback: ENGLISH_FALLBACK_KEYS.includes(key),
      values: Object.fromEntries(LOCALES.map((language) => [language, stored.get(settingKeyIn(key, language)) ?? ""])),
    };
  });
}

/** Saves every language's value of one setting in one transaction: a value is written, an empty one removed. */
export function saveSettingInLanguages(db: Db, input: SettingInLanguages, actorId: number): void {
  const known = knownSiteSetting(input.key)!;
  db.transaction(
    () => {
      for (const language of LOCALES) {
        const key = settingKeyIn(input.key, language);
        const value = input.values[language] ?? "";
        const row = db.select({ id: siteSettings.id, value: siteSettings.value }).from(siteSettings).where(eq(siteSettings.key, key)).get();
        const own = knownSiteSetting(key) ?? known;
        if (!value) {
          if (!row) continue;
          db.delete(siteSettings).where(eq(siteSettings.id, row.id)).run();
          recordAudit(db, { actorId, action: "delete", entityType: "setting", entityId: row.id, details: { key } });
        } else if (!row) {
          const created = db
            .insert(siteSettings)
            .values({ key, value, type: own.type, label: own.label, description: own.description, updatedBy: actorId })
            .returning({ id: siteSettings.id })
            .get();
          recordAudit(db, { actorId, action: "create", entityType: "setting", entityId: created.id, details: { key } });
        } else if (row.value !== value) {
          db.update(siteSettings).set({ value, updatedBy: actorId, updatedAt: new Date() }).where(eq(siteSettings.id, row.id)).run();
          recordAudit(db, { actorId, action: "update", entityType: "setting", entityId: row.id, details: { key } });
        }
      }
    },
    { behavior: "immediate" },
  );
}
