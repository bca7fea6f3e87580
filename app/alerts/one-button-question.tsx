import { Form } from "react-router";

/**
 * A mailed link's page that asks before it acts (confirming an alert, ending one): mail
 * scanners follow links with GET, so the change waits for this one button's POST.
 */
export function OneButtonQuestion({ heading, text, button }: { heading: string; text: string; button: string }) {
  return (
    <>
      <h1 className="text-3xl font-bold">{heading}</h1>
      <p className="mt-4 text-slate-700">{text}</p>
      <Form method="post" className="mt-8">
        <button type="submit" className="rounded-md bg-brand-700 px-5 py-2.5 font-semibold text-white hover:bg-brand-800">
          {button}
        </button>
      </Form>
    </>
  );
}
