/**
 * The /submit action against a real SQLite file: what is stored, what the
 * person sees, and the anti-bot and rate-limit rules.
 */
import { afterEach, describe, expect, it } from "vitest";
import { mailedToPaths } from "../../../app/posters/mailed-to.server";
import { action, loader } from "../../../app/routes/submit";
import { checkFormToken } from "../../../app/submissions/anti-bot.server";
import { getOpportunityAttributes } from "../../../app/opportunities/store.server";
import type { TestDb } from "../../support/db";
import { testContext, testEnv } from "../../support/context";
import { settle, toastFrom } from "../../support/route-results";
import { formToken, TEST_SECRET, text, validApiPayload, validFormFields, createSubmissionTestDb } from "../../support/submissions";
import { action as apiAction } from "../../../app/routes/api/opportunities";

let t: TestDb;
afterEach(() => t?.cleanup());

interface FormReply {
  result: { status?: string; error?: Record<string, string[] | null>; initialValue?: Record<string, unknown> };
  formToken: string;
  title: string | null;
}

function post(fields: Record<string, string>, { type = "internship", headers = {} as Record<string, string> } = {}) {
  return new Request(`http://localhost/submit?type=${type}`, {
    method: "POST",
    headers: { "Content-Type": "application/x-www-form-urlencoded", ...headers },
    body: new URLSearchParams(fields).toString(),
  });
}

async function submit(
  fields: Record<string, string>,
  { ip = "203.0.113.10", env = testEnv(), type = "internship" }: { ip?: string; env?: ReturnType<typeof testEnv>; type?: string } = {},
) {
  const context = testContext(t.db, { ip, env });
  return settle(() => action({ request: post(fields, { type }), context, params: {} } as never));
}

/** A valid form (with `overrides`) and a token old enough to pass. */
const validForm = (overrides: Record<string, string | undefined> = {}) => ({ ...validFormFields(overrides), formToken: formToken() });

function storedListings() {
  return t.db.$client
    .prepare(
      `select o.id, o.title, o.slug, o.status, o.opportunity_type as type, o.location, o.description, o.requirements,
              o.application_instructions as instructions, o.application_url as url, o.approved_at as approvedAt,
              g.name as organization, g.logo, o.organization_id as organizationId
         from opportunities o join organizations g on g.id = o.organization_id order by o.id`,
    )
    .all() as Array<Record<string, unknown>>;
}

describe("the /submit page loader", () => {
  it("issues a signed form time and reads the type from the query", async () => {
    t = createSubmissionTestDb();
    const context = testContext(t.db);
    const data = (await loader({ request: new Request("http://localhost/submit?type=fellowship"), context, params: {} } as never)) as {
      type: string;
      submitted: boolean;
      formToken: string;
    };
    expect(data.type).toBe("fellowship");
    expect(data.submitted).toBe(false);
    expect(checkFormToken(TEST_SECRET, data.formToken, Date.now() + 5_000).ok).toBe(true);
  });

  it("falls back to internship for an unknown type, and shows the success screen after a post", async () => {
    t = createSubmissionTestDb();
    const context = testContext(t.db);
    const data = (await loader({
      request: new Request("http://localhost/submit?type=scholarship&submitted=1"),
      context,
      params: {},
    } as never)) as { type: string; submitted: boolean };
    expect(data).toMatchObject({ type: "internship", submitted: true });
  });
});

describe("posting the form", () => {
  it("stores an internship as pending, with its organisation and attributes, and shows the success screen", async () => {
    t = createSubmissionTestDb();
    const response = await submit(
      validForm({
        offersStipend: "on",
        salary: "₹10,000/month",
        skills: "Python, GIS\nHindi",
        companyLogo: "https://greenearth.example.org/logo.png",
      }),
    );
    expect(response.status).toBe(302);
    expect(response.headers.get("Location")).toBe("/submit?type=internship&submitted=1");
    // One success message: the success screen, no toast repeating it.
    expect(await toastFrom(response.headers)).toBeUndefined();

    const [row] = storedListings();
    expect(row).toMatchObject({
      title: "Climate Research Intern",
      slug: "climate-research-intern-at-green-earth-trust",
      status: "pending",
      type: "internship",
      location: "Remote (Work From Home)",
      url: "https://greenearth.example.org/apply",
      approvedAt: null,
      organization: "Green Earth Trust",
      logo: "https://greenearth.example.org/logo.png",
    });
    const attributes = getOpportunityAttributes(t.db, [row!.id as number]).get(row!.id as number);
    expect(attributes).toEqual({
      category: "engineering",
      duration: "1-3 months",
      stipend: "₹10,000/month",
      hasPaid: true,
      skills: ["Python", "GIS", "Hindi"],
    });
  });

  it("tells the success screen, once, which address the private link went to", async () => {
    t = createSubmissionTestDb();
    const response = await submit(validForm({ posterEmail: "Poster@Example.org" }));
    expect(response.status).toBe(302);
    // Scoped to the success screen and its data request, never Path=/ (decision 309).
    const cookies = response.headers.getSetCookie().filter((c) => c.startsWith("ic_mailed_to="));
    expect(cookies.map((c) => /Path=([^;]+)/.exec(c)![1])).toEqual(["/submit", "/submit.data"]);
    expect(mailedToPaths("hi")).toEqual(["/hi/submit", "/hi/submit.data"]);
    const mailedTo = cookies[0];
    expect(mailedTo).toMatch(/HttpOnly/);
    const context = testContext(t.db);
    const page = await settle(() =>
      loader({
        request: new Request("http://localhost/submit?type=internship&submitted=1", { headers: { Cookie: mailedTo!.split(";")[0]! } }),
        context,
        params: {},
      } as never),
    );
    expect(page.data).toMatchObject({ submitted: true, mailedTo: "poster@example.org" });
    // Read once: the answer forgets it.
    const forget = page.headers.getSetCookie();
    expect(forget).toHaveLength(2);
    for (const [i, path] of ["/submit", "/submit.data"].entries()) {
      expect(forget[i]).toMatch(/^ic_mailed_to=;.*Max-Age=0/);
      expect(forget[i]).toContain(`Path=${path};`);
    }
    // Without an address, nothing is remembered and the screen says no link was sent.
    const without = await submit(validForm({ positionTitle: "Another Climate Intern" }), { ip: "203.0.113.11" });
    expect(without.headers.getSetCookie().some((c) => c.startsWith("ic_mailed_to="))).toBe(false);
  });

  it("stores a fellowship without a location, even if one is posted", async () => {
    t = createSubmissionTestDb();
    const response = await submit(
      validForm({ opportunityType: "fellowship", positionTitle: "Rural Education Fellowship", location: "In-Person (On-Site)" }),
      { type: "fellowship" },
    );
    expect(response.headers.get("Location")).toBe("/submit?type=fellowship&submitted=1");
    const [row] = storedListings();
    expect(row).toMatchObject({ type: "fellowship", location: null, status: "pending" });
    const attributes = getOpportunityAttributes(t.db, [row!.id as number]).get(row!.id as number);
    expect(attributes).toMatchObject({ hasPaid: false });
    expect(attributes).not.toHaveProperty("stipend");
  });

  it("stores a course and says so on the success screen's address", async () => {
    t = createSubmissionTestDb();
    const response = await submit(validForm({ opportunityType: "course", positionTitle: "Sustainable Farming 101" }), {
      type: "course",
    });
    expect(response.headers.get("Location")).toBe("/submit?type=course&submitted=1");
    expect(await toastFrom(response.headers)).toBeUndefined();
    expect(storedListings()[0]).toMatchObject({ type: "course", status: "pending" });
  });

  it("reuses an organisation whatever the case, and gives each listing its own slug", async () => {
    t = createSubmissionTestDb();
    await submit(validForm());
    await submit(validForm({ companyName: "  green EARTH trust " }));
    const rows = storedListings();
    expect(rows).toHaveLength(2);
    expect(rows[1]!.organizationId).toBe(rows[0]!.organizationId);
    expect(rows[1]!.organization).toBe("Green Earth Trust");
    expect(rows[1]!.slug).toBe("climate-research-intern-at-green-earth-trust-2");
    const count = t.db.$client.prepare("select count(*) as n from organizations").get() as { n: number };
    expect(count.n).toBe(1);
  });

  it("gives a listing written in Hindi, and its organisation, readable Latin slugs", async () => {
    t = createSubmissionTestDb();
    await submit(validForm({ companyName: "पुस्तक ट्रस्ट", positionTitle: "पुस्तकालय सहायक इंटर्न" }));
    await submit(validForm({ companyName: "Gram Vikas", positionTitle: "NGO में Social Media इंटर्न" }), { ip: "203.0.113.12" });
    const [hindi, mixed] = storedListings();
    expect(hindi).toMatchObject({ title: "पुस्तकालय सहायक इंटर्न", slug: "pustakalay-sahayak-intarn-at-pustak-trast" });
    expect(mixed!.slug).toBe("ngo-men-social-media-intarn-at-gram-vikas");
    const organization = t.db.$client.prepare("select slug from organizations where id = ?").get(hindi!.organizationId) as {
      slug: string;
    };
    expect(organization.slug).toBe("pustak-trast");
  });

  it("re-renders with every value kept and each message, storing nothing, when fields are invalid", async () => {
    t = createSubmissionTestDb();
    const fields = validForm({ companyName: "ab", description: "Too short", applicationUrl: "javascript:alert(1)", terms: undefined });
    const response = await submit(fields);
    expect(response.status).toBe(400);
    const reply = response.data as FormReply;
    expect(reply.result.status).toBe("error");
    expect(reply.result.error).toMatchObject({
      companyName: ["Organisation name must be at least 3 characters"],
      description: ["Description must be at least 50 characters"],
      applicationUrl: ["Please enter a valid application URL"],
      terms: ["You must agree to the terms and conditions"],
    });
    expect(reply.result.initialValue).toMatchObject({
      companyName: "ab",
      positionTitle: "Climate Research Intern",
      description: "Too short",
      applicationUrl: "javascript:alert(1)",
    });
    // The same form time is kept, so correcting and resending is not "too quick".
    expect(reply.formToken).toBe(fields.formToken);
    expect(storedListings()).toEqual([]);
  });

  it("names the title and instructions fields by their labels of the form's type, in the page's language", async () => {
    t = createSubmissionTestDb();
    const short = { positionTitle: "Tiny", applicationInstructions: "Mail us" };
    const onPage = async (path: string, type: string) => {
      const context = testContext(t.db, { path });
      const request = new Request(`http://localhost${path}?type=${type}`, {
        method: "POST",
        headers: { "Content-Type": "application/x-www-form-urlencoded" },
        body: new URLSearchParams(validForm({ ...short, opportunityType: type })).toString(),
      });
      const response = await settle(() => action({ request, context, params: {} } as never));
      expect(response.status).toBe(400);
      return (response.data as FormReply).result.error!;
    };
    // English: the spec's words where the label is "Position title", the label's own words where it is not.
    expect(await onPage("/submit", "internship")).toMatchObject({ positionTitle: ["Position title must be at least 5 characters"] });
    expect(await onPage("/submit", "fellowship")).toMatchObject({ positionTitle: ["Name of fellowship must be at least 5 characters"] });
    expect(await onPage("/submit", "course")).toMatchObject({ positionTitle: ["Course name must be at least 5 characters"] });
    // Hindi: each message names the field as its label does (पद का नाम, फ़ेलोशिप का नाम, आवेदन कैसे करें).
    expect(await onPage("/hi/submit", "internship")).toMatchObject({
      positionTitle: ["पद का नाम कम से कम 5 अक्षरों का होना चाहिए"],
      applicationInstructions: ["“आवेदन कैसे करें” में कम से कम 10 अक्षर होने चाहिए"],
    });
    expect(await onPage("/hi/submit", "fellowship")).toMatchObject({ positionTitle: ["फ़ेलोशिप का नाम कम से कम 5 अक्षरों का होना चाहिए"] });
    expect(await onPage("/hi/submit", "course")).toMatchObject({ positionTitle: ["कोर्स का नाम कम से कम 5 अक्षरों का होना चाहिए"] });
    // The JSON API keeps the spec's English for every type.
    const api = await settle(() =>
      apiAction({
        request: new Request("http://localhost/api/opportunities", {
          method: "POST",
          headers: { "Content-Type": "application/json" },
          body: JSON.stringify(validApiPayload({ opportunityType: "fellowship", title: "Tiny" })),
        }),
        context: testContext(t.db, { ip: "203.0.113.40" }),
        params: {},
      } as never),
    );
    expect(JSON.stringify(api.data)).toContain("Position title must be at least 5 characters");
    expect(storedListings()).toEqual([]);
  });

  it("refuses a submission made within 5 seconds of loading the page, storing nothing", async () => {
    t = createSubmissionTestDb();
    const token = formToken(2_000);
    const response = await submit({ ...validFormFields(), formToken: token });
    expect(response.status).toBe(400);
    const reply = response.data as FormReply;
    expect(reply.title).toBe("Submission error");
    expect(reply.result.error?.[""]).toEqual(["Please wait a few seconds and submit again"]);
    expect(reply.formToken).toBe(token);
    // The wait is the only problem (mistakes come first): the page's summary says so, no toast repeats it.
    expect(await toastFrom(response.headers)).toBeUndefined();
    expect(storedListings()).toEqual([]);
  });

  it("FORM_MIN_FILL_SECONDS sets the wait: a form open 3 seconds is accepted with 2, refused with the default 5", async () => {
    t = createSubmissionTestDb();
    const refused = await submit({ ...validFormFields(), formToken: formToken(3_000) });
    expect(refused.status).toBe(400);
    const accepted = await submit({ ...validFormFields(), formToken: formToken(3_000) }, { env: testEnv({ FORM_MIN_FILL_SECONDS: "2" }) });
    expect(accepted.status).toBe(302);
    expect(storedListings()).toHaveLength(1);
  });

  it("without JavaScript, completes an address typed without https:// and shows it for a check before saving", async () => {
    t = createSubmissionTestDb();
    const plain = { "Sec-Fetch-Mode": "navigate" };
    const send = (fields: Record<string, string>, headers: Record<string, string>) =>
      settle(() => action({ request: post(fields, { headers }), context: testContext(t.db), params: {} } as never));
    const typed = { ...validForm({ applicationUrl: "nadibachao.example.org/apply" }) };
    const first = await send(typed, plain);
    expect(first.status).toBe(400);
    const reply = first.data as FormReply;
    expect(reply.result.initialValue?.applicationUrl).toBe("https://nadibachao.example.org/apply");
    expect(reply.result.error?.applicationUrl).toEqual(["We added https:// to this address: check it and send the form again"]);
    expect(reply.result.error?.[""]).toBeUndefined();
    expect(storedListings()).toEqual([]);
    // Sent again as shown, it is saved.
    const again = await send({ ...typed, applicationUrl: "https://nadibachao.example.org/apply", formToken: reply.formToken }, plain);
    expect(again.status).toBe(302);
    expect(storedListings().map((row) => row.url)).toEqual(["https://nadibachao.example.org/apply"]);
    // With JavaScript the browser completes it as the field is left; a form sent without that is completed on saving.
    const scripted = await send({ ...validForm({ applicationUrl: "forms.example.org/river" }) }, {});
    expect(scripted.status).toBe(302);
    expect(storedListings().map((row) => row.url)).toContain("https://forms.example.org/river");
  });

  it("answers a field check sent before the browser's checks have loaded with that field's messages, not the too-quick toast", async () => {
    t = createSubmissionTestDb();
    // Conform sends this on blur while the validation chunk is still loading: a fresh page, one field typed.
    const token = formToken(1_000);
    const intent = JSON.stringify({ type: "validate", payload: { name: "companyName" } });
    const response = await submit({ opportunityType: "internship", formToken: token, companyName: "Q", __intent__: intent });
    expect(response.status).toBe(400);
    const reply = response.data as FormReply;
    expect(reply.title).toBeNull();
    expect(reply.result.error?.companyName).toEqual(["Organisation name must be at least 3 characters"]);
    expect(reply.result.error?.[""]).toBeUndefined();
    expect(reply.formToken).toBe(token);
    expect(response.headers.get("Set-Cookie")).toBeNull();
    // A whole valid form sent as a check is not a submission either.
    const valid = await submit({ ...validFormFields(), formToken: formToken(), __intent__: intent });
    expect(valid.status).toBe(400);
    expect(storedListings()).toEqual([]);
  });

  it("puts the refusal in the page, not in a toast cookie, when a whole page is posted without JavaScript", async () => {
    t = createSubmissionTestDb();
    const variants: Array<Record<string, string>> = [
      { "Sec-Fetch-Mode": "navigate" },
      { Accept: "text/html,application/xhtml+xml;q=0.9" },
    ];
    for (const headers of variants) {
      const context = testContext(t.db);
      const request = post({ ...validFormFields(), formToken: formToken(1_000) }, { headers });
      const response = await settle(() => action({ request, context, params: {} } as never));
      expect(response.status).toBe(400);
      expect((response.data as FormReply).title).toBe("Submission error");
      // A cookie set now would show the toast on the next page instead.
      expect(response.headers.get("Set-Cookie")).toBeNull();
    }
  });

  it("refuses a submission without a valid form time, and hands out a new one", async () => {
    t = createSubmissionTestDb();
    for (const token of [undefined, "", "forged.token", `${Date.now().toString(36)}.${"A".repeat(43)}`]) {
      const fields = validFormFields();
      const response = await submit(token === undefined ? fields : { ...fields, formToken: token });
      expect(response.status).toBe(400);
      const reply = response.data as FormReply;
      expect(reply.title).toBe("Submission error");
      expect(reply.formToken).not.toBe(token);
      expect(checkFormToken(TEST_SECRET, reply.formToken, Date.now() + 5_000).ok).toBe(true);
    }
    expect(storedListings()).toEqual([]);
  });

  it("answers a filled trap field with the success screen and stores nothing", async () => {
    t = createSubmissionTestDb();
    const response = await submit(validForm({ contactEmail: "bot@spam.example" }));
    expect(response.status).toBe(302);
    expect(response.headers.get("Location")).toBe("/submit?type=internship&submitted=1");
    expect(await toastFrom(response.headers)).toBeUndefined();
    expect(storedListings()).toEqual([]);
    // Even a bot that is otherwise too quick or invalid gets the same answer.
    const quick = await submit({ contactEmail: "bot@spam.example", formToken: formToken(0) });
    expect(quick.status).toBe(302);
    expect(storedListings()).toEqual([]);
  });

  it("refuses spam words and too many links with the spec's messages", async () => {
    t = createSubmissionTestDb();
    const response = await submit(
      validForm({
        positionTitle: "Win a PRIZE intern",
        requirements: "See http://a.example http://b.example http://c.example http://d.example",
      }),
    );
    expect((response.data as FormReply).result.error).toMatchObject({
      positionTitle: ["This field contains prohibited content"],
      requirements: ["Too many URLs detected"],
    });
    expect(storedListings()).toEqual([]);
  });

  it("rate-limits posting per IP, shared with the API, with a clear message and 429", async () => {
    t = createSubmissionTestDb();
    const env = testEnv({ RATE_LIMIT_POSTS_PER_HOUR: "2" });
    expect((await submit(validForm(), { env })).status).toBe(302);
    // Invalid attempts do not use up the budget.
    expect((await submit(validForm({ companyName: "" }), { env })).status).toBe(400);
    const apiContext = testContext(t.db, { env, ip: "203.0.113.10" });
    const apiResponse = await settle(() =>
      apiAction({
        request: new Request("http://localhost/api/opportunities", {
          method: "POST",
          headers: { "Content-Type": "application/json" },
          body: JSON.stringify(validApiPayload()),
        }),
        context: apiContext,
        params: {},
      } as never),
    );
    expect(apiResponse.status).toBe(201);

    const limited = await submit(validForm(), { env });
    expect(limited.status).toBe(429);
    expect(Number(limited.headers.get("Retry-After"))).toBeGreaterThan(3_000);
    const reply = limited.data as FormReply;
    expect(reply.result.error?.[""]?.[0]).toMatch(/^Too many submissions from your network\. Please try again in \d+ minutes\.$/);
    expect(reply.result.initialValue).toMatchObject({ companyName: "Green Earth Trust" });
    expect(await toastFrom(limited.headers)).toMatchObject({ message: "Error", type: "error" });
    expect(storedListings()).toHaveLength(2);

    // Another address has its own budget.
    expect((await submit(validForm(), { env, ip: "198.51.100.7" })).status).toBe(302);
    expect(storedListings()).toHaveLength(3);
  });

  it("answers a form that is not form data, or too large, with a 4xx", async () => {
    t = createSubmissionTestDb();
    const context = testContext(t.db);
    const json = await settle(() =>
      action({
        request: new Request("http://localhost/submit", { method: "POST", headers: { "Content-Type": "application/json" }, body: "{}" }),
        context,
        params: {},
      } as never),
    );
    expect(json.status).toBe(415);
    const huge = await settle(() =>
      action({
        request: post(validForm({ description: text(70_000) })),
        context,
        params: {},
      } as never),
    );
    expect(huge.status).toBe(413);
    expect(storedListings()).toEqual([]);
  });

  it("keeps submissions out of the public board: every stored row is pending and unapproved", async () => {
    t = createSubmissionTestDb();
    await submit(validForm());
    await submit(validForm({ opportunityType: "fellowship" }), { type: "fellowship" });
    const statuses = t.db.$client
      .prepare("select status, approved_at as approvedAt, featured from opportunities")
      .all() as Array<{ status: string; approvedAt: number | null; featured: number }>;
    expect(statuses).toEqual([
      { status: "pending", approvedAt: null, featured: 0 },
      { status: "pending", approvedAt: null, featured: 0 },
    ]);
    const published = t.db.$client.prepare("select count(*) as n from opportunities where status = 'published'").get() as {
      n: number;
    };
    expect(published.n).toBe(0);
  });
});
