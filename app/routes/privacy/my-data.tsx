import { getFormProps, useForm } from "@conform-to/react";
import { parseWithZod } from "@conform-to/zod/v4";
import { data, Form, useNavigation } from "react-router";
import { i18nContext } from "~/i18n/i18n.server";
import { useT } from "~/i18n/translate";
import { formatErrors } from "~/submissions/errors";
import type { Route } from "./+types/my-data";
import { dbContext, envContext, requestInfoContext } from "~/lib/context";
import { pageMeta } from "~/lib/meta";
import { readForm } from "~/lib/api.server";
import { TextField } from "~/ui/form-fields";
import { requestMyDataLink } from "~/privacy/my-data.server";
import { NoticeLink } from "~/privacy/notice-link";
import { myDataRequestSchema } from "~/privacy/schema";
import { PRIVACY_TEXTS } from "~/privacy/texts";

const TEXT = PRIVACY_TEXTS.request;

/** /my-data: an address asks for the link to its data (the same answer whether it is known or not). */
export function loader({ context }: Route.LoaderArgs) {
  return { title: context.get(i18nContext).t(TEXT.title) };
}

export async function action({ request, context }: Route.ActionArgs) {
  const formData = await readForm(request, { limit: 4 * 1024 });
  const { t, locale } = context.get(i18nContext);
  const submission = parseWithZod(formData, { schema: myDataRequestSchema, formatError: formatErrors(t) });
  if (submission.status !== "success") return data({ result: submission.reply(), sent: false }, { status: 400 });
  const { limited } = requestMyDataLink(context.get(dbContext), context.get(envContext), {
    email: submission.value.email,
    language: locale,
    ip: context.get(requestInfoContext).ip,
  });
  if (limited) return data({ result: submission.reply({ formErrors: [t(TEXT.limited)] }), sent: false }, { status: 429 });
  return { result: submission.reply({ resetForm: true }), sent: true };
}

export default function MyData({ actionData }: Route.ComponentProps) {
  const navigation = useNavigation();
  const t = useT();
  const [form, fields] = useForm({
    id: "my-data",
    lastResult: navigation.state === "idle" ? actionData?.result : undefined,
    onValidate: ({ formData }) => parseWithZod(formData, { schema: myDataRequestSchema, formatError: formatErrors(t) }),
    shouldValidate: "onBlur",
  });
  return (
    <main id="main" className="mx-auto max-w-xl px-4 py-8">
      <h1 className="text-2xl font-bold">{t(TEXT.title)}</h1>
      <p className="mt-2 text-slate-700">{t(TEXT.intro)}</p>
      {actionData?.sent ? <Outcome role="status" text={t(TEXT.sent)} /> : null}
      {form.errors?.length ? <Outcome role="alert" text={form.errors.join(" ")} /> : null}
      <Form method="post" {...getFormProps(form)} className="mt-6 space-y-4">
        <TextField look="public" meta={fields.email} label={t(TEXT.email)} type="email" autoComplete="email" />
        <button
          type="submit"
          className="rounded-md bg-brand-700 px-5 py-3 font-semibold text-white hover:bg-brand-800 focus:outline-none focus:ring-2 focus:ring-brand-600 focus:ring-offset-2"
        >
          {t(TEXT.submit)}
        </button>
      </Form>
      <p className="mt-6 text-sm">
        <NoticeLink />
      </p>
    </main>
  );
}

/** The answer to a request: the same "sent" line for every address, or why it was refused. */
function Outcome({ role, text }: { role: "status" | "alert"; text: string }) {
  const look = role === "status" ? "border border-green-200 bg-green-50 text-slate-900" : "border-2 border-red-700 bg-red-50 text-red-800";
  return (
    <p role={role} className={`mt-4 rounded-md p-4 ${look}`}>
      {text}
    </p>
  );
}

export function meta(args: Route.MetaArgs) {
  return pageMeta(args, { title: args.loaderData?.title ?? TEXT.title.message, noindex: true });
}
