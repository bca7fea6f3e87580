/** One select of the board's filter form, shared by the board's filters and the who-can-apply filters. */
import { useRef } from "react";
import { FORM_ID } from "./board-links";

/**
 * A filter select. A choice made with a pointer applies at once; a choice made
 * with the keyboard (arrow keys change a closed select's value one step at a
 * time) applies when the select is left, so the results do not reload on every
 * key press (WCAG 3.2.2). Without JavaScript the Apply button submits.
 */
export function Select(props: {
  name: string;
  label: string;
  value: string;
  options: [string, string][];
  onApply: (form: HTMLFormElement | null) => void;
  /** One line under the select, read with it. */
  hint?: string;
}) {
  const id = `filter-${props.name}`;
  const pointer = useRef(false);
  return (
    <div>
      <label htmlFor={id} className="block text-sm font-semibold text-slate-700">
        {props.label}
      </label>
      <select
        key={props.value}
        id={id}
        name={props.name}
        form={FORM_ID}
        defaultValue={props.value}
        aria-describedby={props.hint ? `${id}-hint` : undefined}
        onPointerDown={() => (pointer.current = true)}
        onKeyDown={() => (pointer.current = false)}
        onChange={(event) => {
          if (pointer.current) props.onApply(event.currentTarget.form);
        }}
        onBlur={(event) => {
          pointer.current = false;
          if (event.currentTarget.value !== props.value) props.onApply(event.currentTarget.form);
        }}
        className="mt-1 w-full min-w-0 max-w-full rounded-md border border-slate-300 bg-white px-2 py-1.5"
      >
        {props.options.map(([value, label]) => (
          <option key={value} value={value}>
            {label}
          </option>
        ))}
      </select>
      {props.hint && (
        <p id={`${id}-hint`} className="mt-1 text-xs text-slate-600">
          {props.hint}
        </p>
      )}
    </div>
  );
}
