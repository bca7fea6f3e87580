/**
 * Every submission rule at its boundaries, through the same path the
 * form takes (FormData → Conform → the shared schema), and the API mapping.
 */
import { parseWithZod } from "@conform-to/zod/v4";
import { describe, expect, it } from "vitest";
import { ENGLISH } from "../../../app/i18n/translate";
import {
  apiFieldErrors,
  apiPayloadToInput,
  apiSubmissionSchema as browserApiSchema,
  parseSubmission,
  SUBMISSION_MESSAGES as M,
  splitSkills,
  submissionSchema as browserFormSchema,
  submissionSchemas,
} from "../../../app/submissions/schema";
import { CATEGORY_VALUES } from "../../../app/opportunities/constants";
import { PROHIBITED_TERMS } from "../../../app/submissions/spam";
import { text, toFormData, validApiPayload, validFormFields } from "../../support/submissions";

// The server's schemas, with the seeded categories table's values (decision 277).
const { form: submissionSchema, api: apiSubmissionSchema } = submissionSchemas(CATEGORY_VALUES);

function parseForm(overrides: Record<string, string | undefined> = {}) {
  // As the /submit action parses it, its messages in English.
  return parseSubmission(toFormData(validFormFields(overrides)), ENGLISH.t, submissionSchema);
}

/** Field errors of a form submission ({} when valid). */
function formErrors(overrides: Record<string, string | undefined> = {}) {
  const submission = parseForm(overrides);
  return (submission.reply().error ?? {}) as Record<string, string[] | null>;
}

const errorsOf = (field: string, overrides: Record<string, string | undefined>) => formErrors(overrides)[field] ?? [];

describe("the valid form", () => {
  it("parses with the §4 defaults and no errors", () => {
    const submission = parseForm();
    expect(submission.status).toBe("success");
    if (submission.status !== "success") return;
    expect(submission.value).toMatchObject({
      opportunityType: "internship",
      category: "engineering",
      location: "Remote (Work From Home)",
      duration: "1-3 months",
      offersStipend: false,
      salary: null,
      skills: [],
      companyLogo: null,
      terms: true,
    });
  });
});

describe("lengths at their boundaries", () => {
  const cases: Array<[field: string, min: number, max: number, minMessage: string, maxMessage: string]> = [
    ["companyName", 3, 100, M.companyNameMin, M.companyNameMax],
    ["positionTitle", 5, 100, M.positionTitleMin, M.positionTitleMax],
    ["description", 50, 2000, M.descriptionMin, M.descriptionMax],
    ["requirements", 30, 1000, M.requirementsMin, M.requirementsMax],
    ["applicationInstructions", 10, 500, M.instructionsMin, M.instructionsMax],
  ];
  for (const [field, min, max, minMessage, maxMessage] of cases) {
    it(`${field}: ${min - 1} is too short, ${min} and ${max} pass, ${max + 1} is too long`, () => {
      expect(errorsOf(field, { [field]: text(min - 1, "m") })).toEqual([minMessage]);
      expect(errorsOf(field, { [field]: text(min, "m") })).toEqual([]);
      expect(errorsOf(field, { [field]: text(max, "m") })).toEqual([]);
      expect(errorsOf(field, { [field]: text(max + 1, "m") })).toEqual([maxMessage]);
    });
  }

  it("counts characters after trimming surrounding spaces", () => {
    expect(errorsOf("companyName", { companyName: `   ${text(2, "m")}   ` })).toEqual([M.companyNameMin]);
    expect(errorsOf("companyName", { companyName: `  ${text(100, "m")}  ` })).toEqual([]);
  });

  it("says 'Organisation name is required' when the name is empty or blank", () => {
    expect(errorsOf("companyName", { companyName: "" })).toEqual([M.companyNameRequired]);
    expect(errorsOf("companyName", { companyName: "    " })).toEqual([M.companyNameRequired]);
    expect(errorsOf("companyName", { companyName: undefined })).toEqual([M.companyNameRequired]);
  });

  it("uses the minimum-length message when another required text is missing", () => {
    const errors = formErrors({ positionTitle: undefined, description: "", requirements: " ", applicationInstructions: undefined });
    expect(errors.positionTitle).toEqual([M.positionTitleMin]);
    expect(errors.description).toEqual([M.descriptionMin]);
    expect(errors.requirements).toEqual([M.requirementsMin]);
    expect(errors.applicationInstructions).toEqual([M.instructionsMin]);
  });
});

describe("choices", () => {
  it.each(["engineering", "design", "marketing", "data", "business", "operations", "product", "customer", "other"])(
    "accepts the category %s",
    (category) => expect(errorsOf("category", { category })).toEqual([]),
  );
  it.each(["", "all", "finance"])("rejects the category %j", (category) => {
    expect(errorsOf("category", { category })).toEqual([M.category]);
  });
  it("takes a category in any case as the stored lower-case value", () => {
    const submission = parseForm({ category: "Engineering" });
    expect(submission.status === "success" && submission.value.category).toBe("engineering");
  });
  it("checks in the browser only that a category is a name: the server knows the table's", () => {
    const form = (category: string) => parseWithZod(toFormData(validFormFields({ category })), { schema: browserFormSchema });
    expect(form("climate action").status).toBe("success");
    expect(form("").status).toBe("error");
    const mapped = apiPayloadToInput(validApiPayload({}, { category: "climate action" }));
    expect(browserApiSchema.safeParse(mapped.ok ? mapped.input : null).success).toBe(true);
    expect(submissionSchemas(["climate action"]).api.safeParse(mapped.ok ? mapped.input : null).success).toBe(true);
    expect(apiSubmissionSchema.safeParse(mapped.ok ? mapped.input : null).success).toBe(false);
  });
  it.each(["Remote (Work From Home)", "In-Person (On-Site)", "Both Remote & In-Person"])(
    "accepts the location %s",
    (location) => expect(errorsOf("location", { location })).toEqual([]),
  );
  it.each(["", "remote", "Mumbai"])("rejects the location %j for an internship", (location) => {
    expect(errorsOf("location", { location })).toEqual([M.location]);
  });
  it("requires a location for courses too", () => {
    expect(errorsOf("location", { opportunityType: "course", location: undefined })).toEqual([M.location]);
  });
  it("does not ask fellowships for a location and stores none", () => {
    const submission = parseForm({ opportunityType: "fellowship", location: undefined });
    expect(submission.status).toBe("success");
    if (submission.status === "success") expect(submission.value.location).toBeNull();
    const withLocation = parseForm({ opportunityType: "fellowship", location: "In-Person (On-Site)" });
    if (withLocation.status === "success") expect(withLocation.value.location).toBeNull();
  });
  it.each(["1-3 months", "3-6 months", "6+ months"])("accepts the duration %s", (duration) => {
    expect(errorsOf("duration", { duration })).toEqual([]);
  });
  it.each(["", "0-3", "12 months"])("rejects the duration %j", (duration) => {
    expect(errorsOf("duration", { duration })).toEqual([M.duration]);
  });
  it("rejects an unknown opportunity type", () => {
    expect(errorsOf("opportunityType", { opportunityType: "scholarship" })).toEqual([M.opportunityType]);
  });
});

describe("stipend", () => {
  it("is required when a stipend is offered", () => {
    expect(errorsOf("salary", { offersStipend: "on" })).toEqual([M.stipendRequired]);
  });
  it("must not be blank when a stipend is offered", () => {
    expect(errorsOf("salary", { offersStipend: "on", salary: "    " })).toEqual([M.stipendRequired]);
  });
  it("allows 50 characters and refuses 51", () => {
    expect(errorsOf("salary", { offersStipend: "on", salary: text(50, "5") })).toEqual([]);
    expect(errorsOf("salary", { offersStipend: "on", salary: text(51, "5") })).toEqual([M.stipendTooLong]);
  });
  it("is stored with hasPaid when offered, and dropped when not", () => {
    const offered = parseForm({ offersStipend: "on", salary: " ₹10,000/month " });
    expect(offered.status === "success" && offered.value).toMatchObject({ offersStipend: true, salary: "₹10,000/month" });
    const notOffered = parseForm({ salary: "₹10,000/month" });
    expect(notOffered.status === "success" && notOffered.value).toMatchObject({ offersStipend: false, salary: null });
  });
  it("shows the stipend message together with other fields' messages", () => {
    const errors = formErrors({ offersStipend: "on", companyName: "" });
    expect(errors.salary).toEqual([M.stipendRequired]);
    expect(errors.companyName).toEqual([M.companyNameRequired]);
  });
});

describe("application URL and logo", () => {
  it.each(["https://example.org/apply", "http://example.org", "https://forms.gle/abc123?x=1#y"])(
    "accepts %s",
    (applicationUrl) => expect(errorsOf("applicationUrl", { applicationUrl })).toEqual([]),
  );
  it.each(["example.org", "nadibachao.example.org/apply", "forms.gle/abc123?x=1"])("completes %s with https://", (applicationUrl) => {
    const parsed = apiSubmissionSchema.safeParse({ applicationUrl });
    const issues = parsed.success ? [] : parsed.error.issues.filter((i) => i.path[0] === "applicationUrl");
    expect(issues).toEqual([]);
    expect(errorsOf("applicationUrl", { applicationUrl })).toEqual([]);
  });
  it.each([
    "",
    "example",
    "javascript:alert(1)",
    "JAVASCRIPT:alert(1)",
    "data:text/html,<script>alert(1)</script>",
    "ftp://example.org/file",
    "https://",
    "https://exa mple.org",
    "mailto:jobs@example.org",
    `https://example.org/${text(2040)}`,
  ])("rejects %j", (applicationUrl) => {
    expect(errorsOf("applicationUrl", { applicationUrl })).toEqual([M.applicationUrl]);
  });
  it("accepts no logo, an https logo, and refuses a javascript: one", () => {
    expect(errorsOf("companyLogo", { companyLogo: "" })).toEqual([]);
    expect(errorsOf("companyLogo", { companyLogo: "https://cdn.example.org/logo.png" })).toEqual([]);
    expect(errorsOf("companyLogo", { companyLogo: "javascript:alert(1)" })).toEqual([M.companyLogo]);
  });
});

describe("terms", () => {
  it("must be agreed to", () => {
    expect(errorsOf("terms", { terms: undefined })).toEqual([M.terms]);
    expect(errorsOf("terms", { terms: "off" })).toEqual([M.terms]);
    expect(errorsOf("terms", { terms: "on" })).toEqual([]);
  });
});

describe("skills", () => {
  const list = (n: number) => Array.from({ length: n }, (_, i) => `Skill ${i + 1}`);
  it("splits on commas and new lines, trims and drops empties", () => {
    expect(splitSkills(" Python ,, SQL\n\nExcel \r\n, ,Hindi")).toEqual(["Python", "SQL", "Excel", "Hindi"]);
  });
  it("allows 10 skills and refuses 11", () => {
    expect(errorsOf("skills", { skills: list(10).join(", ") })).toEqual([]);
    expect(errorsOf("skills", { skills: list(11).join("\n") })).toEqual([M.tooManySkills]);
  });
  it("counts a repeated skill once", () => {
    const submission = parseForm({ skills: [...list(10), "skill 1", "SKILL 2"].join(",") });
    expect(submission.status === "success" && submission.value.skills).toHaveLength(10);
  });
  it("refuses a skill longer than 50 characters", () => {
    expect(errorsOf("skills", { skills: `Python, ${text(50, "s")}` })).toEqual([]);
    expect(errorsOf("skills", { skills: `Python, ${text(51, "s")}` })).toEqual([M.skillTooLong]);
  });
});

describe("spam words", () => {
  const spamFields = ["companyName", "positionTitle", "description", "requirements", "applicationInstructions"] as const;
  const pad: Record<(typeof spamFields)[number], (word: string) => string> = {
    companyName: (w) => `The ${w} Trust`,
    positionTitle: (w) => `Intern for ${w}`,
    description: (w) => `We are a serious organisation and this internship is about ${w} research in India.`,
    requirements: (w) => `Applicants should know about ${w} and data work.`,
    applicationInstructions: (w) => `Write ${w} to apply.`,
  };
  for (const term of PROHIBITED_TERMS) {
    it(`refuses "${term}" in every checked field`, () => {
      for (const field of spamFields) {
        expect(errorsOf(field, { [field]: pad[field](term) }), field).toEqual([M.prohibited]);
      }
      expect(errorsOf("applicationUrl", { applicationUrl: `https://example.org/${term.replace(" ", "-")}` })).toEqual([
        M.prohibited,
      ]);
    });
  }

  it.each([
    ["capitals", "Visit our CASINO"],
    ["mixed case", "Win a PrIzE today"],
    ["extra spaces inside a phrase", "Please buy     now"],
    ["letters spaced out", "c a s i n o nights"],
    ["dots between letters", "v.i.a.g.r.a cheap"],
    ["dashes between letters", "b-i-t-c-o-i-n wallet"],
    ["underscores", "free_money for all"],
    ["stars", "l*o*t*t*e*r*y"],
    ["no space in a phrase", "clickhere"],
    ["plural", "easy loans for students"],
    ["accents", "cásíno royale"],
    ["full-width letters", "ｃａｓｉｎｏ"],
    ["Cyrillic look-alikes", "саsinо"],
    ["zero-width characters", "cas\u200bino"],
    ["soft hyphen", "bit\u00adcoin"],
  ])("is not fooled by %s", (_trick, value) => {
    expect(errorsOf("positionTitle", { positionTitle: value })).toEqual([M.prohibited]);
  });

  it.each([
    "Cryptography research intern",
    "Prized alumni network",
    "Loaned equipment is provided",
    "Winnerama Bay clean-up",
  ])("matches words, not parts of words: %j", (positionTitle) => {
    expect(errorsOf("positionTitle", { positionTitle })).toEqual([]);
  });

  it("does not check the stipend or skills (not listed in §5)", () => {
    expect(formErrors({ offersStipend: "on", salary: "prize money" }).salary).toBeUndefined();
  });
});

describe("URLs in long texts", () => {
  const urls = (n: number) =>
    Array.from({ length: n }, (_, i) => (i % 2 ? `https://site${i}.example.org/page` : `www.site${i}.example.org`)).join(" and ");
  for (const field of ["description", "requirements", "applicationInstructions"] as const) {
    it(`${field}: 3 URLs pass, 4 are too many`, () => {
      const three = `See ${urls(3)} for more.`.padEnd(60, ".");
      const four = `See ${urls(4)} for more.`.padEnd(60, ".");
      expect(errorsOf(field, { [field]: three })).toEqual([]);
      expect(errorsOf(field, { [field]: four })).toEqual([M.tooManyUrls]);
    });
  }
});

describe("the API payload", () => {
  it("maps {data, attributes} onto the same schema", () => {
    const mapped = apiPayloadToInput(validApiPayload());
    expect(mapped.ok).toBe(true);
    const parsed = apiSubmissionSchema.safeParse(mapped.ok ? mapped.input : null);
    expect(parsed.success && parsed.data).toMatchObject({
      positionTitle: "Water Quality Fellow",
      companyName: "Jal Seva Foundation",
      opportunityType: "fellowship",
      location: null,
      category: "data",
      duration: "6+ months",
      offersStipend: true,
      salary: "₹15,000/month",
      skills: ["Field research", "Hindi", "Excel"],
    });
  });

  it("accepts skills as a list too", () => {
    const mapped = apiPayloadToInput(validApiPayload({}, { skills: ["GIS", "R"] }));
    const parsed = apiSubmissionSchema.safeParse(mapped.ok ? mapped.input : null);
    expect(parsed.success && parsed.data.skills).toEqual(["GIS", "R"]);
  });

  it("applies the same rules and messages, keyed by the API's field names", () => {
    const mapped = apiPayloadToInput(
      validApiPayload(
        { title: "Win", organizationName: "", description: "casino", opportunityType: "internship", location: null },
        { hasPaid: true, stipend: "", category: "nope" },
      ),
    );
    const parsed = apiSubmissionSchema.safeParse(mapped.ok ? mapped.input : null);
    expect(parsed.success).toBe(false);
    if (parsed.success) return;
    expect(apiFieldErrors(parsed.error.issues)).toEqual({
      title: [M.positionTitleMin],
      organizationName: [M.companyNameRequired],
      description: [M.descriptionMin, M.prohibited],
      category: [M.category],
      location: [M.location],
      stipend: [M.stipendRequired],
    });
  });

  it("needs no terms flag (the terms checkbox is the form's)", () => {
    const mapped = apiPayloadToInput(validApiPayload());
    expect(apiSubmissionSchema.safeParse(mapped.ok ? mapped.input : null).success).toBe(true);
  });

  it.each([null, [], "x", 1, {}, { data: [] }, { data: {}, attributes: "x" }])("refuses the body %j", (body) => {
    expect(apiPayloadToInput(body).ok).toBe(false);
  });

  it("refuses values of the wrong type with a message", () => {
    const mapped = apiPayloadToInput(validApiPayload({ title: 12345 }, { hasPaid: "yes" }));
    const parsed = apiSubmissionSchema.safeParse(mapped.ok ? mapped.input : null);
    expect(parsed.success).toBe(false);
    if (!parsed.success) {
      expect(apiFieldErrors(parsed.error.issues)).toEqual({ title: [M.notText], hasPaid: [M.offersStipend] });
    }
  });
});
