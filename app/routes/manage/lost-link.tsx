import { getFormProps, useForm } from "@conform-to/react";
import { parseWithZod } from "@conform-to/zod/v4";
import { data, Form, href, useNavigation } from "react-router";
import { i18nContext } from "~/i18n/i18n.server";
import { LocalLink } from "~/i18n/local-link";
import { useT } from "~/i18n/translate";
import { formatErrors } from "~/submissions/errors";
import type { Route } from "./+types/lost-link";
import { dbContext, envContext, requestInfoContext } from "~/lib/context";
import { pageMeta } from "~/lib/meta";
import { readForm } from "~/lib/api.server";
import { TextField } from "~/ui/form-fields";
import { LOST_LINK_TEXT } from "~/posters/texts";
import { requestManageLinks } from "~/posters/lost-link.server";
import { lostLinkSchema } from "~/posters/schema";
import { AddressUse } from "~/privacy/notice-link";

/** The page's title for `meta`, in its language. */
export function loader({ context }: Route.LoaderArgs) {
  return { title: context.get(i18nContext).t(LOST_LINK_TEXT.heading) };
}

export async function action({ request, context }: Route.ActionArgs) {
  const formData = await readForm(request);
  const { t } = context.get(i18nContext);
  const submission = parseWithZod(formData, { schema: lostLinkSchema, formatError: formatErrors(t) });
  if (submission.status !== "success") return data({ result: submission.reply(), sent: false }, { status: 400 });
  const { limited } = requestManageLinks(
    context.get(dbContext),
    context.get(envContext),
    submission.value.email,
    context.get(requestInfoContext).ip,
  );
  if (limited) {
    return data({ result: submission.reply({ formErrors: [t(LOST_LINK_TEXT.limited)] }), sent: false }, { status: 429 });
  }
  return { result: submission.reply({ resetForm: true }), sent: true };
}

export default function LostLink({ actionData }: Route.ComponentProps) {
  const navigation = useNavigation();
  const t = useT();
  const [form, fields] = useForm({
    id: "lost-link",
    lastResult: navigation.state === "idle" ? actionData?.result : undefined,
    onValidate: ({ formData }) => parseWithZod(formData, { schema: lostLinkSchema, formatError: formatErrors(t) }),
    shouldValidate: "onBlur",
  });
  return (
    <main id="main" className="mx-auto max-w-xl px-4 py-8">
      <h1 className="text-2xl font-bold">{t(LOST_LINK_TEXT.heading)}</h1>
      <p className="mt-2 text-slate-700">{t(LOST_LINK_TEXT.intro)}</p>
      {actionData?.sent ? (
        <p role="status" className="mt-4 rounded-md border border-green-200 bg-green-50 p-4 text-slate-900">
          {t(LOST_LINK_TEXT.sent)}
        </p>
      ) : null}
      {form.errors?.length ? (
        <p role="alert" className="mt-4 rounded-md border-2 border-red-700 bg-red-50 p-4 text-red-800">
          {form.errors.join(" ")}
        </p>
      ) : null}
      <Form method="post" {...getFormProps(form)} className="mt-6 space-y-4">
        <TextField look="public" meta={fields.email} label={t(LOST_LINK_TEXT.email)} hint={t(LOST_LINK_TEXT.hint)} type="email" autoComplete="email" />
        <AddressUse />
        <button
          type="submit"
          className="rounded-md bg-brand-700 px-5 py-3 font-semibold text-white hover:bg-brand-800 focus:outline-none focus:ring-2 focus:ring-brand-600 focus:ring-offset-2"
        >
          {t(LOST_LINK_TEXT.submit)}
        </button>
      </Form>
      <p className="mt-6 text-sm">
        <LocalLink to={href("/")} className="text-brand-700 underline">
          {t(LOST_LINK_TEXT.backToListings)}
        </LocalLink>
      </p>
    </main>
  );
}

export function meta(args: Route.MetaArgs) {
  return pageMeta(args, { title: args.loaderData?.title ?? LOST_LINK_TEXT.heading.message, noindex: true });
}
