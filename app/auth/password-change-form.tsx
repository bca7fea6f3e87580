import { getFormProps, type SubmissionResult, useForm } from "@conform-to/react";
import { parseWithZod } from "@conform-to/zod/v4";
import { Form, useNavigation } from "react-router";
import { changePasswordSchema } from "~/auth/schema";
import { FailureNotice } from "./field";
import { PasswordField } from "./password-field";

export interface PasswordChangeActionData {
  intent?: string;
  result?: SubmissionResult<string[]>;
  failure?: { title: string; message: string } | null;
}

/** The password change form of /account/security (a plain form: works without JavaScript). */
export function PasswordChangeForm({ actionData }: { actionData?: PasswordChangeActionData }) {
  const navigation = useNavigation();
  const mine = actionData?.intent === "change-password" ? actionData : undefined;
  const [form, fields] = useForm({
    id: "change-password",
    lastResult: navigation.state === "idle" ? mine?.result : undefined,
    onValidate: ({ formData }) => parseWithZod(formData, { schema: changePasswordSchema }),
    shouldValidate: "onSubmit",
    shouldRevalidate: "onInput",
  });
  return (
    <section aria-labelledby="change-password-heading" className="rounded-lg border border-slate-200 bg-white p-5">
      <h2 id="change-password-heading" className="text-lg font-semibold">
        Change password
      </h2>
      <p className="mt-1 text-sm text-slate-700">Your other sessions are signed out when the password changes.</p>
      <Form method="post" {...getFormProps(form)} className="mt-3 space-y-2">
        <FailureNotice failure={mine?.failure} />
        <input type="hidden" name="intent" value="change-password" />
        <PasswordField label="Current password" meta={fields.currentPassword} purpose="current" />
        <PasswordField label="New password" meta={fields.newPassword} purpose="new" hint="At least 8 characters." />
        <PasswordField label="Repeat new password" meta={fields.confirmPassword} purpose="new" />
        <button
          type="submit"
          disabled={navigation.state !== "idle"}
          className="rounded-md bg-brand-700 px-4 py-2 text-sm font-semibold text-white hover:bg-brand-800 disabled:opacity-70"
        >
          Change password
        </button>
      </Form>
    </section>
  );
}
