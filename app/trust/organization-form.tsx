/**
 * The organisation's trust fields on the moderation screens: the Verified
 * checkbox, website and description. It posts to /admin/organizations/{id}
 * (a page of its own without JavaScript too) and comes back to `returnTo`.
 */
import { Form, href } from "react-router";
import { buttonClass } from "~/ui/classes";
import { Field, inputClass } from "~/ui/field";
import { useIsSubmitting } from "~/components/admin-screens";
import type { AdminOrganization } from "./organizations.server";

export interface OrganizationFormErrors {
  verified?: string[];
  website?: string[];
  description?: string[];
  form?: string[];
}

export function OrganizationTrustForm({
  organization,
  returnTo,
  errors,
  values,
  headingLevel = 3,
}: {
  organization: AdminOrganization;
  returnTo?: string;
  errors?: OrganizationFormErrors;
  /** The values last sent, when they were refused. */
  values?: { verified: boolean; website: string; description: string };
  headingLevel?: 2 | 3;
}) {
  const submitting = useIsSubmitting();
  const id = `org-${organization.id}`;
  const Heading = headingLevel === 2 ? "h2" : "h3";
  const action = `${href("/admin/organizations/:id", { id: String(organization.id) })}${
    returnTo ? `?${new URLSearchParams({ returnTo }).toString()}` : ""
  }`;
  return (
    <section aria-labelledby={`${id}-heading`} className="rounded-lg border border-slate-200 bg-white p-4 shadow-sm">
      <Heading id={`${id}-heading`} className="text-base font-semibold">
        Organization: {organization.name}
      </Heading>
      {errors?.form?.length ? (
        <p role="alert" className="mt-2 text-sm text-red-700">
          {errors.form.join(" ")}
        </p>
      ) : null}
      <Form method="post" action={action} className="mt-3 space-y-3">
        <div className="flex items-start gap-3">
          <input
            id={`${id}-verified`}
            type="checkbox"
            name="verified"
            defaultChecked={values?.verified ?? organization.verified}
            aria-describedby={`${id}-verified-hint`}
            className="mt-0.5 h-5 w-5 rounded border-slate-400"
          />
          <div>
            <label htmlFor={`${id}-verified`} className="text-sm font-semibold">
              Verified organization
            </label>
            <p id={`${id}-verified-hint`} className="text-xs text-slate-600">
              Checked by the team: its listings show a “Verified” badge and appear under “Verified organisations only”.
            </p>
          </div>
        </div>
        <Field id={`${id}-website`} label="Website" errors={errors?.website} errorId={`${id}-website-error`}>
          <input
            id={`${id}-website`}
            type="url"
            name="website"
            defaultValue={values?.website ?? organization.website ?? ""}
            placeholder="https://"
            maxLength={2048}
            aria-invalid={errors?.website?.length ? true : undefined}
            aria-describedby={errors?.website?.length ? `${id}-website-error` : undefined}
            className={inputClass}
          />
        </Field>
        <Field id={`${id}-description`} label="Description" errors={errors?.description} errorId={`${id}-description-error`}>
          <textarea
            id={`${id}-description`}
            name="description"
            rows={4}
            maxLength={2000}
            defaultValue={values?.description ?? organization.description ?? ""}
            aria-invalid={errors?.description?.length ? true : undefined}
            aria-describedby={errors?.description?.length ? `${id}-description-error` : undefined}
            className={inputClass}
          />
        </Field>
        <button type="submit" className={buttonClass.primary} disabled={submitting}>
          Save organization
        </button>
      </Form>
    </section>
  );
}
