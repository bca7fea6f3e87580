import { afterEach, describe, expect, it } from "vitest";
import { loginSchema, registerSchema } from "../../../app/auth/schema";
import { CONTROL_CHARACTERS_MESSAGE } from "../../../app/lib/text-schema";
import { categorySchema, jobEditSchema } from "../../../app/moderation/schemas";
import { action } from "../../../app/routes/api/opportunities";
import { siteSettingUpdateSchema } from "../../../app/settings/schema";
import { apiSubmissionSchema, submissionSchema } from "../../../app/submissions/schema";
import { testContext } from "../../support/context";
import type { TestDb } from "../../support/db";
import { settle } from "../../support/route-results";
import { createSubmissionTestDb, validApiPayload, validFormFields } from "../../support/submissions";
import { parseWithZod } from "@conform-to/zod/v4";

let t: TestDb;
afterEach(() => t?.cleanup());

const messagesOf = (result: { success: boolean; error?: { issues: { message: string }[] } }) =>
  result.success ? [] : result.error!.issues.map((i) => i.message);

describe("NUL and other control characters in text fields", () => {
  it("are refused by the shared string helper in submissions, admin forms, settings and accounts", () => {
    const form = new FormData();
    for (const [k, v] of Object.entries(validFormFields({ positionTitle: "Climate\u0000Research Intern" }))) form.append(k, v);
    const submission = parseWithZod(form, { schema: submissionSchema });
    expect(submission.status).toBe("error");
    expect(submission.reply().error?.positionTitle).toContain(CONTROL_CHARACTERS_MESSAGE);

    expect(messagesOf(categorySchema.safeParse({ name: "Clim\u0000ate" }))).toContain(CONTROL_CHARACTERS_MESSAGE);
    expect(messagesOf(siteSettingUpdateSchema("hero_title").safeParse({ value: "Hi\u001bthere", label: "Hero title", type: "text" }))).toContain(
      CONTROL_CHARACTERS_MESSAGE,
    );
    expect(messagesOf(loginSchema.safeParse({ username: "ad\u0000min", password: "x" }))).toContain(CONTROL_CHARACTERS_MESSAGE);
    expect(messagesOf(registerSchema.safeParse({ username: "priya", password: "monsoon club", fullName: "Priya\u0007" }))).toContain(
      CONTROL_CHARACTERS_MESSAGE,
    );
    expect(messagesOf(jobEditSchema.safeParse({ companyName: "Acme\u0000" }))).toContain(CONTROL_CHARACTERS_MESSAGE);
    // Tab and new lines (a textarea sends CR LF) stay allowed.
    expect(
      apiSubmissionSchema.safeParse({
        ...Object.fromEntries(Object.entries(validFormFields()).filter(([k]) => k !== "terms")),
        description: "Line one of a long description about groundwater.\r\n\tLine two, indented, with more words.",
      }).success,
    ).toBe(true);
  });

  it("a stipend of three NULs no longer satisfies 'stipend required': 400 from the API, nothing stored", async () => {
    t = createSubmissionTestDb();
    const context = testContext(t.db);
    const request = new Request("http://localhost/api/opportunities", {
      method: "POST",
      headers: { "Content-Type": "application/json" },
      body: JSON.stringify(validApiPayload({ organizationName: "Jal\u0000Seva" }, { hasPaid: true, stipend: "\u0000\u0000\u0000" })),
    });
    const response = await settle(() => action({ request, context, params: {} } as never));
    expect(response.status).toBe(400);
    expect(JSON.stringify(response.data)).toContain(CONTROL_CHARACTERS_MESSAGE);
    expect((t.db.$client.prepare("select count(*) as n from opportunities").get() as { n: number }).n).toBe(0);
  });
});
