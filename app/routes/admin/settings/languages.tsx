import { parseWithZod } from "@conform-to/zod/v4";
import { data, Form, href, useActionData, useLoaderData } from "react-router";
import { redirectWithSuccess } from "remix-toast";
import type { Route } from "./+types/languages";
import { requireAdmin } from "~/auth/guard.server";
import { LOCALES, languageName } from "~/i18n/locales";
import { languageOf } from "~/i18n/languages";
import { dbContext } from "~/lib/context";
import { pageMeta } from "~/lib/meta";
import { saveSettingInLanguages, type SettingInLanguagesView, settingsInLanguages } from "~/settings/in-languages.server";
import { settingInLanguagesSchema } from "~/settings/schema";

export async function loader({ request, context }: Route.LoaderArgs) {
  await requireAdmin(request, context);
  return { settings: settingsInLanguages(context.get(dbContext)) };
}

export async function action({ request, context }: Route.ActionArgs) {
  const user = await requireAdmin(request, context);
  const submission = parseWithZod(await request.formData(), { schema: settingInLanguagesSchema });
  if (submission.status !== "success") return data({ result: submission.reply() }, { status: 400 });
  saveSettingInLanguages(context.get(dbContext), submission.value, user.id);
  const { label } = settingsInLanguages(context.get(dbContext)).find((setting) => setting.key === submission.value.key)!;
  return redirectWithSuccess(href("/admin/settings/languages"), { message: "Success", description: `${label} saved in every language` });
}

/** What a language's pages show while its field is empty: the English (marked as English), or their own built-in text. */
function fallbackNote(setting: SettingInLanguagesView, language: string): string {
  const name = languageName(language);
  if (!setting.englishFallback) return `Empty: ${name} pages show their built-in ${name} text.`;
  return setting.values.en ? `Empty: ${name} pages show the English, marked as English.` : `Empty: ${name} pages show none (the English is empty too).`;
}

export default function SettingsInLanguages() {
  const { settings } = useLoaderData<typeof loader>();
  const failed = useActionData<typeof action>();
  const errors = failed?.result?.error;
  return (
    <section aria-labelledby="languages-heading" className="max-w-3xl">
      <h3 id="languages-heading" className="text-lg font-semibold">
        Settings in every language
      </h3>
      <p className="mt-2 text-sm text-slate-700">
        The sentences visitors read, one field per language. An empty field shows what that language&apos;s pages fall back to.
      </p>
      {errors ? (
        <p role="alert" className="mt-3 text-sm text-red-800">
          {Object.values(errors).flat().join(" ")}
        </p>
      ) : null}
      {settings.map((setting) => (
        <Form key={setting.key} method="post" className="mt-6 rounded-md border border-slate-200 p-4" aria-labelledby={`setting-${setting.key}`}>
          <h4 id={`setting-${setting.key}`} className="font-semibold">
            {setting.label}
          </h4>
          <p className="text-sm text-slate-700">{setting.description}</p>
          <input type="hidden" name="key" value={setting.key} />
          {LOCALES.map((language) => {
            const id = `${setting.key}-${language}`;
            const empty = !setting.values[language];
            const fallback = language !== "en" && empty;
            return (
              <div key={language} className="mt-3">
                <label htmlFor={id} className="block text-sm font-medium">
                  {languageName(language)}
                  {language !== "en" ? <span lang={language}>{` (${languageOf(language).name})`}</span> : null}
                </label>
                <textarea
                  id={id}
                  name={`value_${language}`}
                  lang={language}
                  rows={setting.type === "html" ? 3 : 2}
                  defaultValue={setting.values[language]}
                  placeholder={fallback && setting.englishFallback ? setting.values.en : undefined}
                  aria-describedby={fallback ? `${id}-fallback` : undefined}
                  className="mt-1 block w-full rounded-md border border-slate-400 px-2 py-1 text-sm"
                />
                {fallback ? (
                  <p id={`${id}-fallback`} className="mt-1 text-sm text-amber-900" data-testid="fallback">
                    {fallbackNote(setting, language)}
                  </p>
                ) : null}
              </div>
            );
          })}
          <button type="submit" className="mt-4 rounded-md bg-brand-700 px-3 py-1.5 text-sm font-medium text-white hover:bg-brand-800">
            Save {setting.label.toLowerCase()}
          </button>
        </Form>
      ))}
    </section>
  );
}

export function meta(args: Route.MetaArgs) {
  return pageMeta(args, { title: "Settings in every language", noindex: true });
}
