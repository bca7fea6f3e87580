import { afterEach, describe, expect, it } from "vitest";
import * as listingRoute from "../../../app/routes/listing";
import { createTestDb, type TestDb } from "../../support/db";
import { createJob, createOpportunity, dayFromNow } from "./fixtures";
import { jsonLdBlocks, renderRoute } from "./render";

let t: TestDb;
afterEach(() => t?.cleanup());

const PREFIX_IDS: Record<string, string> = {
  internships: "listing-internship",
  fellowships: "listing-fellowship",
  courses: "listing-course",
  scholarships: "listing-scholarship",
  jobs: "listing-job",
};
function open(url: string) {
  const hindi = url.startsWith("/hi/");
  const prefix = url.split("/")[hindi ? 2 : 1]!.split("?")[0]!;
  return renderRoute(t.db, listingRoute, { id: PREFIX_IDS[prefix]!, path: `${hindi ? "hi/" : ""}${prefix}/:slug`, url });
}

describe("listing page addresses", () => {
  it("opens an opportunity under its own prefix", async () => {
    t = createTestDb();
    const { slug } = createOpportunity(t.db, { title: "Tree census fellow", type: "fellowship", location: null });
    const page = await open(`/fellowships/${slug}`);
    expect(page.status).toBe(200);
    expect(page.body).toContain("<h1");
    expect(page.body).toContain("Tree census fellow");
  });

  it.each(["internships", "courses", "scholarships", "jobs"])(
    "answers 301 to the right prefix when opened under /%s",
    async (prefix) => {
      t = createTestDb();
      const { slug } = createOpportunity(t.db, { title: "Tree census fellow", type: "fellowship" });
      const page = await open(`/${prefix}/${slug}?ref=share`);
      expect(page.status).toBe(301);
      expect(page.response?.headers.get("Location")).toBe(`/fellowships/${slug}?ref=share`);
    },
  );

  it("opens legacy jobs at /jobs/{slug} and redirects other prefixes there", async () => {
    t = createTestDb();
    const { slug } = createJob(t.db, { title: "Legacy river guide" });
    expect((await open(`/jobs/${slug}`)).status).toBe(200);
    const moved = await open(`/internships/${slug}`);
    expect(moved.status).toBe(301);
    expect(moved.response?.headers.get("Location")).toBe(`/jobs/${slug}`);
  });

  it.each([
    ["an unknown slug", null],
    ["a pending listing", "pending"],
    ["a draft listing", "draft"],
    ["a rejected listing", "rejected"],
    ["an archived listing", "archived"],
  ] as const)("shows 'Job Not Found' with a real 404 for %s", async (_label, state) => {
    t = createTestDb();
    let slug = "no-such-listing";
    if (state === "archived") slug = createOpportunity(t.db, { title: "Hidden one", archived: true }).slug;
    else if (state) slug = createOpportunity(t.db, { title: "Hidden one", status: state }).slug;
    const page = await open(`/jobs/${slug}`);
    expect(page.status).toBe(404);
    expect(page.body).toContain("Job Not Found");
    expect(page.body).toContain("The job listing you&#x27;re looking for doesn&#x27;t exist or has been removed.");
    expect(page.body).toMatch(/<a[^>]*href="\/#opportunities"[^>]*>Back to opportunities<\/a>/);
    expect(page.head).toContain("<title>Job Not Found | Impact Careers</title>");
    expect(page.head).toContain('name="robots" content="noindex, nofollow"');
  });
});

describe("a missing course or fellowship", () => {
  it.each([
    ["/courses/no-such-course", "Course Not Found", "The course you&#x27;re looking for", "Back to all opportunities"],
    ["/fellowships/no-such-fellowship", "Fellowship Not Found", "The fellowship you&#x27;re looking for", "Back to all opportunities"],
    ["/hi/courses/no-such-course", "कोर्स नहीं मिला", "आप जो कोर्स खोज रहे हैं", "सभी अवसरों पर वापस जाएँ"],
    ["/hi/fellowships/no-such-fellowship", "फ़ेलोशिप नहीं मिली", "आप जो फ़ेलोशिप खोज रहे हैं", "सभी अवसरों पर वापस जाएँ"],
  ])("%s names its type, not a job, in its heading, title and way back", async (path, heading, message, back) => {
    t = createTestDb();
    const page = await open(path);
    expect(page.status).toBe(404);
    expect(page.body).toContain(`>${heading}</h1>`);
    expect(page.body).toContain(message);
    expect(page.body).toContain(`>${back}</a>`);
    // The Hindi title comes from the root loader, which this render leaves out (the e2e test reads it).
    if (!path.startsWith("/hi/")) expect(page.head).toContain(`<title>${heading} | Impact Careers</title>`);
    expect(page.body).not.toContain("Job");
  });
});

describe("listing page content", () => {
  it("shows everything the spec lists, with Apply now opening the counted apply link in a new tab", async () => {
    t = createTestDb();
    const deadline = dayFromNow(10);
    const { slug } = createOpportunity(t.db, {
      title: "Wetland survey intern",
      organization: "Pakshi Mitra",
      category: "data",
      location: "In-Person (On-Site)",
      stipend: "₹8,000/month",
      duration: "3-6 months",
      skills: ["GIS", "Birdwatching"],
      description: "Count birds along the lake.\n\nReport weekly.",
      requirements: "Binoculars and patience.",
      applicationInstructions: "Email us your CV.",
      applicationUrl: "https://pakshi.example.org/apply",
      postedAt: new Date(Date.UTC(2025, 2, 1, 12)),
      expiresAt: deadline,
    });
    const page = await open(`/internships/${slug}`);
    const deadlineText = new Intl.DateTimeFormat("en-US", { month: "short", day: "numeric", year: "numeric", timeZone: "UTC" }).format(deadline);
    for (const text of [
      "Wetland survey intern",
      "Pakshi Mitra",
      "Data science",
      "In-Person (On-Site)",
      "₹8,000/month",
      "Posted Mar 1, 2025",
      `Apply by ${deadlineText}`,
      "GIS",
      "Birdwatching",
      "Description",
      "Requirements",
      "How to apply",
      "Email us your CV.",
      "Application link:",
      "Ready to apply?",
      `Applications close on ${deadlineText}`,
      "Back to opportunities",
    ]) {
      expect(page.body.replace(/<!-- -->/g, "")).toContain(text);
    }
    const applyLinks = [...page.body.matchAll(/<a[^>]*>Apply now/g)].map((m) => m[0]);
    expect(applyLinks).toHaveLength(2);
    for (const link of applyLinks) {
      expect(link).toContain(`href="/apply/${slug}"`);
      expect(link).toContain('target="_blank"');
      expect(link).toContain('rel="nofollow noopener noreferrer"');
    }
    expect(page.head).toContain("<title>Wetland survey intern at Pakshi Mitra | Impact Careers</title>");
    expect(page.head).toContain(`<link rel="canonical" href="http://localhost:3000/internships/${slug}"/>`);
  });

  it("turns only http(s) application links into links", async () => {
    t = createTestDb();
    const { slug } = createOpportunity(t.db, { title: "Sneaky link", applicationUrl: "javascript:alert(1)" });
    const page = await open(`/internships/${slug}`);
    expect(page.body).not.toContain("Apply now");
    expect(page.body).not.toMatch(/href="javascript:/i);
    expect(page.body).toContain("javascript:alert(1)"); // shown as text
  });

  it("keeps a closed listing visible, marked closed, without Apply and without JobPosting markup", async () => {
    t = createTestDb();
    const { slug } = createOpportunity(t.db, { title: "Finished intern", expiresAt: dayFromNow(-2) });
    const page = await open(`/internships/${slug}`);
    expect(page.status).toBe(200);
    expect(page.body).toContain("This opportunity is closed.");
    expect(page.body).not.toContain("Apply now");
    expect(page.body).not.toContain("Ready to apply?");
    expect(jsonLdBlocks(page.html)).toEqual([]);
  });

  it("shows a listing with the status 'expired' as closed too", async () => {
    t = createTestDb();
    const { slug } = createOpportunity(t.db, { title: "Expired status intern", status: "expired", expiresAt: dayFromNow(-1) });
    const job = createJob(t.db, { title: "Expired legacy", status: "expired" });
    for (const url of [`/internships/${slug}`, `/jobs/${job.slug}`]) {
      const page = await open(url);
      expect(page.status).toBe(200);
      expect(page.body).toContain("This opportunity is closed.");
      expect(page.body).not.toContain("Apply now");
      expect(jsonLdBlocks(page.html)).toEqual([]);
    }
  });

  it("keeps a listing open through its deadline day", async () => {
    t = createTestDb();
    const { slug } = createOpportunity(t.db, { title: "Last day intern", expiresAt: dayFromNow(0) });
    const page = await open(`/internships/${slug}`);
    expect(page.body).toContain("Apply now");
    expect(jsonLdBlocks(page.html)).toHaveLength(1);
  });
});

describe("structured data in the page", () => {
  it("escapes </script> and HTML inside listing text so it cannot end the script element", async () => {
    t = createTestDb();
    const { slug } = createOpportunity(t.db, {
      title: "Evil </script><script>alert(1)</script> intern",
      description: "Line one </script><img src=x onerror=alert(2)> & more",
    });
    const page = await open(`/internships/${slug}`);
    const script = page.head.match(/<script type="application\/ld\+json">([\s\S]*?)<\/script>/)![1]!;
    expect(script).not.toMatch(/<|>/);
    expect(script).toContain("\\u003c/script\\u003e");
    const [posting] = jsonLdBlocks(page.html) as { title: string; description: string }[];
    expect(posting!.title).toBe("Evil </script><script>alert(1)</script> intern");
    // The HTML description escapes the visitor-supplied text.
    expect(posting!.description).toBe("<p>Line one &lt;/script&gt;&lt;img src=x onerror=alert(2)&gt; &amp; more</p>" +
      "<h3>Requirements</h3><p>Curiosity and care for the community.</p><h3>How to apply</h3><p>Send your CV through the form.</p>");
    // Exactly one script element in the head: the injected one never became markup.
    expect(page.head.match(/<script/g)).toHaveLength(1);
  });

  it("emits JobPosting for internships, fellowships and legacy jobs, Course for courses", async () => {
    t = createTestDb();
    const intern = createOpportunity(t.db, { title: "Type intern" });
    const fellow = createOpportunity(t.db, { title: "Type fellow", type: "fellowship", location: null });
    const course = createOpportunity(t.db, { title: "Type course", type: "course", organization: "Course House" });
    const job = createJob(t.db, { title: "Type legacy job" });
    const typeOf = async (url: string) => (jsonLdBlocks((await open(url)).html)[0] as { "@type": string })["@type"];
    expect(await typeOf(`/internships/${intern.slug}`)).toBe("JobPosting");
    expect(await typeOf(`/fellowships/${fellow.slug}`)).toBe("JobPosting");
    expect(await typeOf(`/jobs/${job.slug}`)).toBe("JobPosting");
    const [courseLd] = jsonLdBlocks((await open(`/courses/${course.slug}`)).html) as Record<string, unknown>[];
    expect(courseLd).toMatchObject({
      "@type": "Course",
      name: "Type course",
      provider: { "@type": "Organization", name: "Course House" },
    });
  });
});

describe("listing text written in Hindi", () => {
  it("marks each Hindi field lang=hi on the English page, and leaves English fields unmarked", async () => {
    t = createTestDb();
    const { slug } = createOpportunity(t.db, {
      title: "पुस्तकालय सहायक इंटर्न",
      organization: "पुस्तक ट्रस्ट",
      description: "गाँव के बच्चों के लिए किताबें चुनना और पढ़ना सिखाना।",
      requirements: "Good spoken English and a love of books.",
      applicationInstructions: "अपना परिचय और एक छोटा पत्र भेजें।",
    });
    const page = await open(`/internships/${slug}`);
    expect(page.status).toBe(200);
    const html = page.html;
    expect(html).toMatch(/<h1 lang="hi"[^>]*>पुस्तकालय सहायक इंटर्न<\/h1>/);
    expect(html).toMatch(/<span lang="hi"><a [^>]*>पुस्तक ट्रस्ट<\/a><\/span>/);
    expect(html).toMatch(/<div lang="hi"[^>]*>गाँव के बच्चों/);
    expect(html).toMatch(/<div lang="hi"[^>]*>अपना परिचय/);
    expect(html).toMatch(/<div class="[^"]*">Good spoken English/);
    const [ld] = jsonLdBlocks(html) as Record<string, unknown>[];
    expect(ld).toMatchObject({ "@type": "JobPosting", title: "पुस्तकालय सहायक इंटर्न", hiringOrganization: { name: "पुस्तक ट्रस्ट" } });
  });

  it("marks a mixed Hindi and English title as Hindi, whose voices read both", async () => {
    t = createTestDb();
    const { slug } = createOpportunity(t.db, { title: "NGO में Social Media इंटर्न", organization: "Gram Vikas" });
    const html = (await open(`/internships/${slug}`)).html;
    expect(html).toMatch(/<h1 lang="hi"[^>]*>NGO में Social Media इंटर्न<\/h1>/);
    expect(html).not.toMatch(/<span lang="hi"><a [^>]*>Gram Vikas/);
    expect(html).toContain("<span><a ");
  });
});

describe("a listing's text in the language it was posted in", () => {
  it("marks a listing posted from /mr/submit lang=\"mr\" on English and Hindi pages, and an English one lang=\"en\" on a Hindi page", async () => {
    t = createTestDb();
    const marathi = createOpportunity(t.db, { title: "जलसंधारण प्रशिक्षणार्थी", organization: "पाणी फाउंडेशन", type: "internship" });
    const id = (t.db.$client.prepare("SELECT id FROM opportunities WHERE slug = ?").get(marathi.slug) as { id: number }).id;
    t.db.$client.prepare("INSERT INTO listing_posters (opportunity_id, email, language) VALUES (?, ?, 'mr')").run(id, "poster@example.org");
    const english = createOpportunity(t.db, { title: "Tree census intern", type: "internship" });

    for (const url of [`/internships/${marathi.slug}`, `/hi/internships/${marathi.slug}`]) {
      const page = await open(url);
      expect(page.body, url).toMatch(/<h1 lang="mr"[^>]*>जलसंधारण प्रशिक्षणार्थी/);
      expect(page.body, url).toMatch(/lang="mr"[^>]*>(<[^>]*>)*पाणी फाउंडेशन/);
      expect(page.body, url).not.toContain('lang="hi"');
    }
    expect((await open(`/hi/internships/${english.slug}`)).body).toMatch(/<h1 lang="en"[^>]*>Tree census intern/);

    // Its card on the board says so too.
    const { renderHome } = await import("./render");
    const home = await renderHome(t.db, "/");
    expect(home.body).toMatch(/lang="mr"[^>]*>जलसंधारण प्रशिक्षणार्थी/);
  });
});
