/** The address field of the forms that sign a mailbox up for mail (an alert, saved-listing reminders): one look, one set of rules. */
import { FieldLabel } from "~/ui/field";

export function AlertEmailField(props: { id: string; label: string; defaultValue: string; invalid: boolean; describedBy?: string }) {
  return (
    <div className="min-w-56 flex-1">
      <FieldLabel htmlFor={props.id} look="public">
        {props.label}
      </FieldLabel>
      <input
        id={props.id}
        name="email"
        type="email"
        defaultValue={props.defaultValue}
        autoComplete="email"
        required
        maxLength={254}
        aria-invalid={props.invalid ? true : undefined}
        aria-describedby={props.describedBy}
        className="mt-1 w-full rounded-md border border-slate-400 bg-white px-3 py-2 aria-[invalid=true]:border-red-700"
      />
    </div>
  );
}
