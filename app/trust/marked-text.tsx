/** Text with the words a flag quotes marked (`<mark>`), for the moderator only (app/trust/flagged-passages.ts). */
import { markWords, type Part } from "./flagged-passages";

export function MarkedParts({ parts }: { parts: readonly Part[] }) {
  return (
    <>
      {parts.map((part, i) =>
        part.marked ? (
          <mark key={i} className="rounded bg-yellow-200 px-0.5 text-slate-900">
            {part.text}
          </mark>
        ) : (
          <span key={i}>{part.text}</span>
        ),
      )}
    </>
  );
}

export function MarkedText({ text, words }: { text: string; words: readonly string[] }) {
  return <MarkedParts parts={markWords(text, words)} />;
}

/** The passages that hold the flagged words, under a heading the moderator scans. */
export function FlaggedPassages({ passages, id }: { passages: readonly Part[][]; id: string }) {
  if (!passages.length) return null;
  return (
    <div className="mt-2 rounded border border-yellow-300 bg-yellow-50 p-2 text-sm text-slate-800">
      <p id={id} className="font-medium">
        Flagged words
      </p>
      <ul aria-labelledby={id} className="mt-1 list-disc space-y-1 pl-5">
        {passages.map((parts, i) => (
          <li key={i}>
            <MarkedParts parts={parts} />
          </li>
        ))}
      </ul>
    </div>
  );
}
