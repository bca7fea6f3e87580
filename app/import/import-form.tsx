/**
 * The Bulk Import form. Without JavaScript it is a
 * plain multipart form (paste or upload, 'Load Sample' re-renders with the
 * sample). With JavaScript the data is parsed in the browser and sent to
 * POST /api/admin/opportunities/import in batches of 500, with a progress bar.
 */
import { type FormEvent, useId, useRef, useState } from "react";
import { Form, href, Link, useFetcher } from "react-router";
import { OPPORTUNITY_TYPES } from "../../db/schema";
import { btn, btnPrimary, input } from "~/ui/classes";
import { typeLabel } from "~/opportunities/constants";
import { formatFromFileName, parseImportData } from "./parse";
import { sampleData } from "./sample";
import {
  CSV_ROWS_NOTE,
  IMPORT_BATCH_SIZE,
  IMPORT_MESSAGES,
  importErrorLines,
  type ImportFormat,
  type ImportResults,
  type ImportType,
  importToast,
  pendingLine,
} from "./schema";
import type { ImportColumn } from "./submit-rules";

export interface ImportFormState {
  format: ImportFormat;
  defaultType: ImportType;
  data: string;
  results?: ImportResults | null;
  error?: string | null;
}

export function ImportForm({ initial, version, guide }: { initial: ImportFormState; version: string; guide: readonly ImportColumn[] }) {
  const dataRef = useRef<HTMLTextAreaElement>(null);
  const [progress, setProgress] = useState<{ done: number; total: number } | null>(null);
  const [clientOutcome, setClientOutcome] = useState<{ results: ImportResults | null; error: string | null } | null>(null);
  const report = useFetcher({ key: "import-report" });
  const ids = { format: useId(), type: useId(), data: useId(), file: useId(), hint: useId() };

  const results = clientOutcome ? clientOutcome.results : initial.results;
  const error = clientOutcome ? clientOutcome.error : initial.error;
  const busy = progress !== null;

  function currentChoices(form: HTMLFormElement) {
    const fd = new FormData(form);
    return {
      format: (fd.get("format") === "csv" ? "csv" : "json") as ImportFormat,
      defaultType: (OPPORTUNITY_TYPES.find((t) => t === fd.get("defaultType")) ?? "internship") as ImportType,
      file: fd.get("file"),
    };
  }

  async function onSubmit(event: FormEvent<HTMLFormElement>) {
    const submitter = (event.nativeEvent as SubmitEvent).submitter as HTMLButtonElement | null;
    const form = event.currentTarget;
    event.preventDefault();
    const { format, defaultType, file } = currentChoices(form);

    if (submitter?.value === "sample") {
      if (dataRef.current) dataRef.current.value = sampleData(format, defaultType);
      return;
    }

    let text = dataRef.current?.value ?? "";
    let chosenFormat = format;
    if (file instanceof File && file.size > 0) {
      text = await file.text();
      chosenFormat = formatFromFileName(file.name) ?? format;
    }
    const parsed = parseImportData(chosenFormat, text, defaultType);
    if (!parsed.ok) {
      setClientOutcome({ results: null, error: parsed.message });
      void report.submit({ intent: "report", error: parsed.message }, { method: "post" });
      return;
    }

    const known = new Map(parsed.errors.map((e) => [e.index, e.error]));
    const merged: ImportResults = { successful: 0, failed: 0, errors: [], format: chosenFormat };
    setClientOutcome(null);
    setProgress({ done: 0, total: parsed.items.length });
    try {
      for (let start = 0; start < parsed.items.length; start += IMPORT_BATCH_SIZE) {
        const chunk = parsed.items.slice(start, start + IMPORT_BATCH_SIZE);
        const response = await fetch(href("/api/admin/opportunities/import"), {
          method: "POST",
          headers: { "Content-Type": "application/json", Accept: "application/json" },
          credentials: "same-origin",
          body: JSON.stringify({ opportunities: chunk, defaultType }),
        });
        const body = (await response.json().catch(() => null)) as { results?: ImportResults; message?: string } | null;
        if (!response.ok || !body?.results) throw new Error(body?.message ?? IMPORT_MESSAGES.failed);
        merged.successful += body.results.successful;
        merged.pending = (merged.pending ?? 0) + (body.results.pending ?? 0);
        merged.created = [...(merged.created ?? []), ...(body.results.created ?? [])];
        merged.failed += body.results.failed;
        for (const e of body.results.errors) {
          const index = e.index + start;
          const knownError = known.get(index);
          merged.errors.push(knownError ? { index, error: knownError } : { ...e, index });
        }
        setProgress({ done: Math.min(start + chunk.length, parsed.items.length), total: parsed.items.length });
      }
      setClientOutcome({ results: merged, error: null });
      void report.submit({ intent: "report", successful: merged.successful, failed: merged.failed }, { method: "post" });
    } catch (e) {
      const message = e instanceof Error ? e.message : IMPORT_MESSAGES.failed;
      setClientOutcome({ results: merged.successful + merged.failed > 0 ? merged : null, error: message });
      void report.submit({ intent: "report", error: message }, { method: "post" });
    } finally {
      setProgress(null);
    }
  }

  return (
    <div className="space-y-6">
      <Form method="post" encType="multipart/form-data" onSubmit={onSubmit} className="space-y-5" aria-describedby={ids.hint}>
        <div id={ids.hint} className="text-sm text-slate-700">
          <p>
            Paste a JSON list or CSV with a header row, or upload a .json or .csv file. Each item is held to the rules of
            /submit; these are its columns (<code>company.website</code> and <code>company.description</code> fill the
            organisation too):
          </p>
          <ColumnGuide guide={guide} />
        </div>
        <div className="flex flex-wrap gap-6">
          <fieldset>
            <legend className="text-sm font-medium text-slate-800">Format</legend>
            <div className="mt-1 flex gap-4">
              {(["json", "csv"] as const).map((f) => (
                <label key={f} className="flex items-center gap-2 text-sm">
                  <input type="radio" name="format" value={f} defaultChecked={initial.format === f} className="h-4 w-4" />
                  {f.toUpperCase()}
                </label>
              ))}
            </div>
          </fieldset>
          <div>
            <label htmlFor={ids.type} className="block text-sm font-medium text-slate-800">
              Default opportunity type
            </label>
            <select id={ids.type} name="defaultType" defaultValue={initial.defaultType} className={input}>
              {OPPORTUNITY_TYPES.map((t) => (
                <option key={t} value={t}>
                  {typeLabel(t)}
                </option>
              ))}
            </select>
          </div>
        </div>
        <div>
          <label htmlFor={ids.data} className="block text-sm font-medium text-slate-800">
            Import data
          </label>
          <textarea
            key={version}
            ref={dataRef}
            id={ids.data}
            name="data"
            rows={14}
            defaultValue={initial.data}
            spellCheck={false}
            className={`${input} font-mono text-xs`}
          />
        </div>
        <div>
          <label htmlFor={ids.file} className="block text-sm font-medium text-slate-800">
            Or upload a file (.json or .csv)
          </label>
          <input id={ids.file} type="file" name="file" accept=".json,.csv,application/json,text/csv" className="mt-1 block text-sm" />
        </div>
        <div className="flex flex-wrap gap-2">
          <button type="submit" name="intent" value="sample" className={btn} disabled={busy}>
            Load Sample
          </button>
          <button type="submit" name="intent" value="import" className={btnPrimary} disabled={busy}>
            {busy ? "Importing…" : "Import Opportunities"}
          </button>
        </div>
      </Form>

      {progress ? (
        <div role="status" aria-live="polite">
          <label className="block text-sm font-medium" htmlFor="import-progress">
            Importing {progress.done.toLocaleString("en-IN")} of {progress.total.toLocaleString("en-IN")}…
          </label>
          <progress id="import-progress" className="mt-1 h-3 w-full" max={progress.total} value={progress.done} />
        </div>
      ) : null}

      {error ? (
        <div role="alert" className="rounded-md border border-red-300 bg-red-50 p-4 text-sm text-red-900">
          <p className="font-semibold">Import failed</p>
          <p>{error}</p>
        </div>
      ) : null}

      {results ? <ImportResultsAlert results={results} /> : null}
    </div>
  );
}

/** Every column, required ones first, with what it accepts (from the import's own schema: importColumnGuide). */
function ColumnGuide({ guide }: { guide: readonly ImportColumn[] }) {
  return (
    <div className="mt-2 max-h-72 overflow-auto rounded border border-slate-200" tabIndex={0} role="region" aria-label="Import columns">
      <table className="w-full text-left text-xs">
        <thead className="bg-slate-50">
          <tr>
            <th scope="col" className="px-2 py-1 font-semibold">Column</th>
            <th scope="col" className="px-2 py-1 font-semibold">Needed</th>
            <th scope="col" className="px-2 py-1 font-semibold">Accepts</th>
          </tr>
        </thead>
        <tbody>
          {guide.map((column) => (
            <tr key={column.column} className="border-t border-slate-100 align-top">
              <th scope="row" className="px-2 py-1 font-mono font-normal">{column.column}</th>
              <td className="px-2 py-1">{column.required ? "Required" : "Optional"}</td>
              <td className="px-2 py-1">{column.accepts}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}

export function ImportResultsAlert({ results }: { results: ImportResults }) {
  const failed = results.failed > 0;
  return (
    <div
      role="status"
      className={`rounded-md border p-4 text-sm ${failed ? "border-amber-300 bg-amber-50 text-amber-950" : "border-green-300 bg-green-50 text-green-950"}`}
    >
      <h3 className="font-semibold">Import completed</h3>
      <p className="mt-1">{importToast(results)}</p>
      {results.pending ? (
        <p className="mt-1">
          <Link to={href("/admin/pending")} className="font-medium text-brand-700 underline">
            {pendingLine(results.pending)}
          </Link>
        </p>
      ) : null}
      <dl className="mt-2 flex gap-6">
        <div>
          <dt className="inline">Successful: </dt>
          <dd className="inline font-semibold">{results.successful}</dd>
        </div>
        <div>
          <dt className="inline">Failed: </dt>
          <dd className="inline font-semibold">{results.failed}</dd>
        </div>
      </dl>
      {results.created?.length ? (
        <div className="mt-3">
          <h4 className="font-semibold">New listings</h4>
          <ul className="mt-1 max-h-64 list-disc space-y-1 overflow-y-auto pl-5">
            {results.created.map((item) => (
              <li key={item.id}>
                <Link to={href("/admin/opportunities/:id/edit", { id: String(item.id) })} className="text-brand-700 underline">
                  {item.title}
                </Link>
              </li>
            ))}
          </ul>
          {results.successful > results.created.length ? (
            <p className="mt-1">
              <Link to={`${href("/admin/opportunities")}?status=pending`} className="text-brand-700 underline">
                See all pending opportunities
              </Link>
            </p>
          ) : null}
        </div>
      ) : null}
      {results.errors.length > 0 ? (
        <div className="mt-3 max-h-64 overflow-y-auto rounded border border-amber-200 bg-white p-2" tabIndex={0} aria-label="Import errors">
          <ul className="space-y-1 font-mono text-xs">
            {importErrorLines(results).map((line) => (
              <li key={line.key}>{line.text}</li>
            ))}
          </ul>
          {results.format === "csv" ? <p className="mt-2 text-xs text-slate-700">{CSV_ROWS_NOTE}</p> : null}
        </div>
      ) : null}
    </div>
  );
}
