import { data, useActionData } from "react-router";
import { dataWithError, dataWithSuccess } from "remix-toast";
import type { Route } from "./+types/import";
import { requireAdmin } from "~/auth/guard.server";
import { ImportForm, type ImportFormState } from "~/import/import-form";
import { importOpportunities } from "~/import/import.server";
import { importColumnGuide } from "~/import/submit-rules";
import { categoryValues } from "~/opportunities/categories.server";
import { formatFromFileName, parseImportData } from "~/import/parse";
import { sampleData } from "~/import/sample";
import { IMPORT_MAX_BYTES, IMPORT_MESSAGES, importFormSchema, importToast } from "~/import/schema";
import { dbContext } from "~/lib/context";
import { readForm, refusalStatus } from "~/lib/api.server";
import { pageMeta } from "~/lib/meta";
import { log } from "~/lib/log.server";

/** Pasted data is echoed back (to fix and retry) only up to this size. */
const ECHO_LIMIT = 200_000;

export async function loader({ request, context }: Route.LoaderArgs) {
  await requireAdmin(request, context);
  // The columns and what each accepts, from the schema the import checks with.
  return { guide: importColumnGuide(categoryValues(context.get(dbContext))) };
}

export async function action({ request, context }: Route.ActionArgs) {
  const user = await requireAdmin(request, context);
  const formData = await readForm(request, { limit: IMPORT_MAX_BYTES + 64 * 1024 }).catch((error: unknown) => {
    if (refusalStatus(error) === 413) return null;
    throw error;
  });
  const fail = (state: ImportFormState, message: string, status = 400) =>
    dataWithError({ state: { ...state, error: message } }, { message: IMPORT_MESSAGES.failed, description: message }, { status });
  const blank: ImportFormState = { format: "json", defaultType: "internship", data: "" };
  if (!formData) return fail(blank, IMPORT_MESSAGES.tooLarge, 413);

  const choices = importFormSchema.safeParse({
    format: formData.get("format") ?? undefined,
    defaultType: formData.get("defaultType") ?? undefined,
    data: typeof formData.get("data") === "string" ? formData.get("data") : undefined,
  });
  if (!choices.success) return fail(blank, choices.error.issues[0]?.message ?? IMPORT_MESSAGES.failed);
  const { format, defaultType } = choices.data;
  const pasted = choices.data.data ?? "";
  const state: ImportFormState = { format, defaultType, data: pasted.length <= ECHO_LIMIT ? pasted : "" };

  switch (formData.get("intent")) {
    case "sample":
      return data({ state: { ...state, data: sampleData(format, defaultType) } });
    case "report": {
      // After a batched import in the browser: the completion toast (the results are already on screen).
      const error = formData.get("error");
      if (typeof error === "string" && error) return dataWithError({ state: null }, { message: IMPORT_MESSAGES.failed, description: error });
      const counts = { successful: Number(formData.get("successful")) || 0, failed: Number(formData.get("failed")) || 0 };
      const toast = { message: "Import completed", description: importToast(counts) };
      return counts.failed > 0 ? dataWithError({ state: null }, toast) : dataWithSuccess({ state: null }, toast);
    }
    default: {
      const file = formData.get("file");
      const fromFile = file instanceof File && file.size > 0;
      const text = fromFile ? await file.text() : pasted;
      const readAs = fromFile ? (formatFromFileName(file.name) ?? format) : format;
      const parsed = parseImportData(readAs, text, defaultType);
      if (!parsed.ok) return fail(state, parsed.message);
      try {
        const results = importOpportunities(context.get(dbContext), { id: user.id }, parsed.items, {
          defaultType,
          knownErrors: parsed.errors,
        });
        const toast = { message: "Import completed", description: importToast(results) };
        const body = { state: { ...state, results: { ...results, format: readAs } } };
        return results.failed > 0 ? dataWithError(body, toast) : dataWithSuccess(body, toast);
      } catch (error) {
        log.error({ err: error }, "import failed");
        return fail(state, IMPORT_MESSAGES.failed, 500);
      }
    }
  }
}

export default function BulkImport({ loaderData }: Route.ComponentProps) {
  const actionData = useActionData<typeof action>();
  const state = actionData?.state ?? null;
  const initial: ImportFormState = state ?? { format: "json", defaultType: "internship", data: "" };
  return (
    <section aria-labelledby="import-heading" className="max-w-4xl">
      <h2 id="import-heading" className="text-xl font-semibold">
        Bulk Import Opportunities
      </h2>
      <div className="mt-4">
        <ImportForm guide={loaderData.guide} initial={initial} version={state ? `${state.format}-${state.data.length}-${state.data.slice(0, 40)}` : "empty"} />
      </div>
    </section>
  );
}

export function meta(args: Route.MetaArgs) {
  return pageMeta(args, { title: "Bulk Import", noindex: true });
}
