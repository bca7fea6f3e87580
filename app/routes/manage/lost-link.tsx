import { getFormProps, useForm } from "@conform-to/react";
import { parseWithZod } from "@conform-to/zod/v4";
import { data, Form, href, Link, useNavigation } from "react-router";
import type { Route } from "./+types/lost-link";
import { dbContext, envContext, requestInfoContext } from "~/lib/context";
import { pageMeta } from "~/lib/meta";
import { readForm } from "~/lib/api.server";
import { TextField } from "~/ui/form-fields";
import { LOST_LINK_TEXT } from "~/posters/texts";
import { requestManageLinks } from "~/posters/lost-link.server";
import { lostLinkSchema } from "~/posters/schema";

export async function action({ request, context }: Route.ActionArgs) {
  const formData = await readForm(request);
  const submission = parseWithZod(formData, { schema: lostLinkSchema });
  if (submission.status !== "success") return data({ result: submission.reply(), sent: false }, { status: 400 });
  const { limited } = requestManageLinks(
    context.get(dbContext),
    context.get(envContext),
    submission.value.email,
    context.get(requestInfoContext).ip,
  );
  if (limited) {
    return data({ result: submission.reply({ formErrors: [LOST_LINK_TEXT.limited] }), sent: false }, { status: 429 });
  }
  return { result: submission.reply({ resetForm: true }), sent: true };
}

export default function LostLink({ actionData }: Route.ComponentProps) {
  const navigation = useNavigation();
  const [form, fields] = useForm({
    id: "lost-link",
    lastResult: navigation.state === "idle" ? actionData?.result : undefined,
    onValidate: ({ formData }) => parseWithZod(formData, { schema: lostLinkSchema }),
    shouldValidate: "onBlur",
  });
  return (
    <main id="main" className="mx-auto max-w-xl px-4 py-8">
      <h1 className="text-2xl font-bold">{LOST_LINK_TEXT.heading}</h1>
      <p className="mt-2 text-slate-700">{LOST_LINK_TEXT.intro}</p>
      {actionData?.sent ? (
        <p role="status" className="mt-4 rounded-md border border-green-200 bg-green-50 p-4 text-slate-900">
          {LOST_LINK_TEXT.sent}
        </p>
      ) : null}
      {form.errors?.length ? (
        <p role="alert" className="mt-4 rounded-md border-2 border-red-700 bg-red-50 p-4 text-red-800">
          {form.errors.join(" ")}
        </p>
      ) : null}
      <Form method="post" {...getFormProps(form)} className="mt-6 space-y-4">
        <TextField look="public" meta={fields.email} label={LOST_LINK_TEXT.email} hint={LOST_LINK_TEXT.hint} type="email" autoComplete="email" />
        <button
          type="submit"
          className="rounded-md bg-brand-700 px-5 py-3 font-semibold text-white hover:bg-brand-800 focus:outline-none focus:ring-2 focus:ring-brand-600 focus:ring-offset-2"
        >
          {LOST_LINK_TEXT.submit}
        </button>
      </Form>
      <p className="mt-6 text-sm">
        <Link to={href("/")} className="text-brand-700 underline">
          {LOST_LINK_TEXT.backToListings}
        </Link>
      </p>
    </main>
  );
}

export function meta(args: Route.MetaArgs) {
  return pageMeta(args, { title: LOST_LINK_TEXT.heading, noindex: true });
}
