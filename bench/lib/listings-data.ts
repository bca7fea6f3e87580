/**
 * Builds a database of published listings with realistic text, fast: one
 * transaction per batch of prepared inserts, with the search-index triggers
 * dropped during the load and the FTS5 index filled in one statement afterwards
 * (then the triggers are put back exactly as the migration wrote them). One listing in ten
 * is written in Hindi (HINDI_EVERY), so that Hindi searches are measured at the same scale.
 */
import { readFileSync } from "node:fs";
import { join } from "node:path";
import { type Db, migrateDatabase, migrationsFolder, openDatabase } from "../../db/client.server";
import { monthlyStipendRupees } from "../../app/opportunities/stipend-amount";

/** The statements of the facets migration that fill listing_facets from existing listings. */
export function facetBackfillStatements(): string[] {
  const sql = readFileSync(join(migrationsFolder(), "0002_board_search_facets.sql"), "utf8");
  return sql.split("--> statement-breakpoint").filter((s) => /^\s*(--[^\n]*\n\s*)*INSERT INTO listing_facets/.test(s));
}

/** The statements of the places migration that fill listing_facets' city and state (decision 270). */
export function placeBackfillStatements(): string[] {
  const sql = readFileSync(join(migrationsFolder(), "0016_places.sql"), "utf8");
  return sql.split("--> statement-breakpoint").filter((s) => /^\s*(UPDATE listing_facets SET|INSERT OR IGNORE INTO listing_places)/.test(s));
}

/** The statement of the cause-mask migration that fills listing_facets.cause_mask from listing_causes (decision 272). */
export function causeMaskBackfillStatements(): string[] {
  const sql = readFileSync(join(migrationsFolder(), "0023_cause_mask.sql"), "utf8");
  return sql.split("--> statement-breakpoint").filter((s) => /^\s*UPDATE listing_facets SET cause_mask/.test(s));
}

/**
 * The statements of the stipend migration that fill listing_facets.stipend_monthly (decision 315)
 * and give legacy jobs their own type, `job` (decision 316), as the board holds them.
 */
export function stipendBackfillStatements(): string[] {
  const sql = readFileSync(join(migrationsFolder(), "0027_stipend_amount.sql"), "utf8");
  return sql.split("--> statement-breakpoint").filter((s) => /^\s*UPDATE listing_facets SET (stipend_monthly|opportunity_type = 'job')/.test(s));
}

/**
 * Stipends as posters type them (decision 315), by listing number so the random sequence (and
 * every other figure) stays as it was: mostly "₹12,000/month", some "12k", ranges, a few unknown.
 */
function stipendText(i: number, thousands: number): string {
  switch (i % 10) {
    case 1:
      return `${thousands}k`;
    case 2:
      return `Rs ${thousands * 1000} per month`;
    case 3:
      return `₹${thousands},000 - ₹${thousands + 5},000`;
    case 4:
      return "Performance based";
    default:
      return `₹${thousands},000/month`;
  }
}

/** A small deterministic PRNG (mulberry32), so every run builds the same data. */
export function random(seed: number) {
  let a = seed >>> 0;
  const next = () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
  const pick = <T>(list: readonly T[]): T => list[Math.floor(next() * list.length)]!;
  const weighted = <T>(pairs: readonly (readonly [T, number])[]): T => {
    let r = next() * pairs.reduce((sum, [, w]) => sum + w, 0);
    for (const [value, w] of pairs) if ((r -= w) < 0) return value;
    return pairs[pairs.length - 1]![0];
  };
  const int = (min: number, max: number) => min + Math.floor(next() * (max - min + 1));
  return { next, pick, weighted, int };
}

const ORG_ROOTS = [
  "Pratham", "Jal Seva", "Vasudha", "Akshara", "Sewa", "Udaan", "Prakriti", "Disha", "Samarth", "Asha",
  "Navjyoti", "Hariyali", "Saksham", "Umeed", "Kshitij", "Aarohan", "Parivartan", "Srijan", "Nirmaan", "Goonj",
  "Pragati", "Jagriti", "Sankalp", "Prerna", "Sahyog", "Vikas", "Swasthya", "Shiksha", "Annapurna", "Tarang",
] as const;
const ORG_KINDS = ["Foundation", "Trust", "Collective", "Society", "Initiative", "Network", "Labs", "Sangathan", "Alliance", "Mission"] as const;
const CITIES = [
  "Bengaluru", "Mumbai", "Delhi", "Pune", "Chennai", "Hyderabad", "Kolkata", "Ahmedabad", "Jaipur", "Lucknow",
  "Bhopal", "Bhubaneswar", "Guwahati", "Kochi", "Indore", "Patna", "Ranchi", "Dehradun", "Nagpur", "Udaipur",
] as const;
const ROLES = [
  "Research", "Field", "Communications", "Data", "Design", "Fundraising", "Programme", "Policy", "Community Outreach",
  "Product", "Software", "Content", "Monitoring and Evaluation", "Operations", "Marketing", "Partnerships",
] as const;
const DOMAINS = [
  "Climate Action", "Water and Sanitation", "Rural Education", "Public Health", "Gender Equality",
  "Sustainable Agriculture", "Urban Mobility", "Waste Management", "Financial Inclusion", "Child Rights",
  "Renewable Energy", "Forest Conservation", "Livelihoods", "Digital Literacy", "Mental Health", "Disability Inclusion",
] as const;
const TASKS = [
  "design and run surveys with households in partner villages",
  "analyse programme data and prepare monthly dashboards for the leadership team",
  "write case studies, newsletters and social media posts about our work",
  "support teachers in government schools with lesson plans and classroom activities",
  "map local water sources and track their quality over the monsoon",
  "build and maintain small web tools used by our field teams",
  "coordinate workshops with self-help groups and farmer producer organisations",
  "research state and central government schemes and summarise them for communities",
  "help plan fundraising campaigns and prepare grant proposals for donors",
  "document the impact of solar microgrids on household incomes",
  "train volunteers and keep our volunteer database up to date",
  "work with municipal officials on waste segregation drives",
  "design posters, reports and presentations in English and Hindi",
  "interview beneficiaries and turn their stories into short videos",
] as const;
const OUTCOMES = [
  "You will learn how a grassroots organisation turns evidence into action.",
  "You will work closely with our founders and field staff and see your work used within weeks.",
  "The role ends with a presentation of your findings to our partners.",
  "Interns receive mentoring, a certificate and a letter of recommendation on completion.",
  "Travel to project sites is covered by the organisation.",
  "We value curiosity, humility and a willingness to learn from communities.",
] as const;
const REQUIREMENTS = [
  "Currently pursuing or recently completed a degree in any discipline.",
  "Good written and spoken English; Hindi or a regional language is a plus.",
  "Comfortable with spreadsheets and basic data analysis.",
  "Willingness to travel to rural areas for field visits.",
  "Prior volunteering experience with a non-profit is an advantage.",
  "Familiarity with Python, R or SQL is preferred for data roles.",
  "A portfolio of design or writing samples.",
  "Able to commit at least 20 hours a week.",
] as const;
const SKILLS = [
  "Excel", "Python", "SQL", "R", "GIS", "Canva", "Figma", "Content Writing", "Public Speaking", "Research",
  "Data Analysis", "Photography", "Video Editing", "Hindi", "Marathi", "Tamil", "Community Mobilisation",
  "Fundraising", "Project Management", "React", "Social Media", "Survey Design", "Report Writing", "Teaching",
] as const;
const LOCATIONS = [
  ["Remote (Work From Home)", 45],
  ["In-Person (On-Site)", 30],
  ["Both Remote & In-Person", 25],
] as const;
const CATEGORIES = [
  ["engineering", 16], ["design", 12], ["marketing", 14], ["data", 12], ["product", 8],
  ["customer", 6], ["business", 10], ["operations", 12], ["other", 10],
] as const;
const DURATIONS = [["1-3 months", 45], ["3-6 months", 35], ["6+ months", 20]] as const;
const TYPES = [["internship", 60], ["fellowship", 20], ["course", 20]] as const;

const ATTRIBUTES = [
  ["category", "Category", "string"],
  ["duration", "Duration", "string"],
  ["stipend", "Stipend", "string"],
  ["hasPaid", "Offers stipend", "boolean"],
  ["skills", "Skills", "array"],
  ["applicationUrl", "Application URL", "string"],
] as const;

/** One listing in HINDI_EVERY is written in Hindi, by a Hindi-speaking organisation. */
const HINDI_EVERY = 10;
const HINDI_ORG_ROOTS = ["प्रथम", "जल सेवा", "वसुधा", "अक्षरा", "उड़ान", "प्रकृति", "दिशा", "समर्थ", "आशा", "जागृति"] as const;
const HINDI_ORG_KINDS = ["फ़ाउंडेशन", "ट्रस्ट", "संस्था", "सोसाइटी", "संगठन", "मिशन"] as const;
const HINDI_CITIES = ["भोपाल", "लखनऊ", "पटना", "जयपुर", "रांची", "देहरादून", "इंदौर", "वाराणसी"] as const;
const HINDI_ROLES = [
  "अनुसंधान", "फ़ील्ड", "संचार", "डेटा", "डिज़ाइन", "धन संग्रह", "कार्यक्रम", "नीति", "सामुदायिक संपर्क",
  "सामग्री लेखन", "निगरानी और मूल्यांकन", "संचालन", "साझेदारी",
] as const;
const HINDI_DOMAINS = [
  "जलवायु कार्रवाई", "जल और स्वच्छता", "ग्रामीण शिक्षा", "सार्वजनिक स्वास्थ्य", "लैंगिक समानता", "टिकाऊ खेती",
  "कचरा प्रबंधन", "वित्तीय समावेशन", "बाल अधिकार", "नवीकरणीय ऊर्जा", "वन संरक्षण", "आजीविका", "डिजिटल साक्षरता",
  "मानसिक स्वास्थ्य", "दिव्यांग समावेशन",
] as const;
const HINDI_NOUNS = { internship: "इंटर्न", fellowship: "फ़ेलो", course: "पाठ्यक्रम" } as const;
const HINDI_TASKS = [
  "साथी गाँवों के परिवारों के साथ सर्वेक्षण तैयार करना और चलाना",
  "कार्यक्रम के आँकड़ों का विश्लेषण करना और हर महीने रिपोर्ट बनाना",
  "हमारे काम के बारे में केस स्टडी, न्यूज़लेटर और सोशल मीडिया पोस्ट लिखना",
  "सरकारी स्कूलों के शिक्षकों की पाठ योजना और कक्षा गतिविधियों में मदद करना",
  "मानसून में स्थानीय जल स्रोतों का नक्शा बनाना और उनकी गुणवत्ता जाँचना",
  "स्वयं सहायता समूहों और किसान उत्पादक संगठनों के साथ कार्यशालाएँ आयोजित करना",
  "सरकारी योजनाओं पर शोध करना और समुदायों के लिए सरल भाषा में लिखना",
  "स्वयंसेवकों को प्रशिक्षण देना और उनका रिकॉर्ड रखना",
  "लाभार्थियों से बात करना और उनकी कहानियों पर छोटे वीडियो बनाना",
] as const;
const HINDI_OUTCOMES = [
  "आप सीखेंगे कि एक ज़मीनी संस्था प्रमाण को काम में कैसे बदलती है।",
  "आप हमारे संस्थापकों और फ़ील्ड टीम के साथ मिलकर काम करेंगे।",
  "पूरा होने पर प्रमाणपत्र और सिफ़ारिश पत्र मिलेगा।",
  "परियोजना स्थलों की यात्रा का खर्च संस्था उठाएगी।",
] as const;
const HINDI_REQUIREMENTS = [
  "किसी भी विषय में स्नातक की पढ़ाई कर रहे या पूरी कर चुके छात्र।",
  "हिंदी में अच्छा लिखना और बोलना; अंग्रेज़ी आना अच्छा है।",
  "ग्रामीण क्षेत्रों में फ़ील्ड विज़िट के लिए यात्रा करने की इच्छा।",
  "स्प्रेडशीट और बुनियादी डेटा विश्लेषण की समझ।",
] as const;

const DAY = 86_400_000;

export interface BuildOptions {
  /** Published listings in total (opportunities plus about 2% legacy jobs). */
  count: number;
  seed?: number;
  now?: number;
  batchSize?: number;
}

/** Creates (or replaces) the database at `path` and fills it. Returns the slugs of a few listings. */
export function buildListingsDatabase(path: string, options: BuildOptions): { db: Db; sampleSlugs: string[] } {
  const { count, seed = 42, now = Date.now(), batchSize = 5_000 } = options;
  const rnd = random(seed);
  const db = openDatabase(path);
  migrateDatabase(db);
  const sqlite = db.$client;
  sqlite.pragma("synchronous = OFF");

  // The triggers that index each listing written wait for the bulk fill; those that fold and
  // index what reaches listing_search_input stay.
  const triggers = sqlite
    .prepare(
      `SELECT name, sql FROM sqlite_master WHERE type = 'trigger' AND tbl_name <> 'listing_search_input'
       AND (sql LIKE '%listing_search%' OR sql LIKE '%listing_facets%')`,
    )
    .all() as { name: string; sql: string }[];
  for (const t of triggers) sqlite.exec(`DROP TRIGGER ${t.name}`);

  const insertDefinition = sqlite.prepare(
    `INSERT OR IGNORE INTO attribute_definitions (name, label, data_type, opportunity_types, display_order)
     VALUES (?, ?, ?, '["internship","fellowship","course"]', ?)`,
  );
  ATTRIBUTES.forEach(([name, label, type], i) => insertDefinition.run(name, label, type, i + 1));
  const attributeId = Object.fromEntries(
    (sqlite.prepare("SELECT id, name FROM attribute_definitions").all() as { id: number; name: string }[]).map((r) => [
      r.name,
      r.id,
    ]),
  ) as Record<(typeof ATTRIBUTES)[number][0], number>;

  const insertOrg = sqlite.prepare("INSERT OR IGNORE INTO organizations (name, website) VALUES (?, ?)");
  const orgNames: string[] = [];
  sqlite.transaction(() => {
    for (const root of ORG_ROOTS)
      for (const kind of ORG_KINDS)
        for (const city of CITIES.slice(0, 7)) {
          const name = `${root} ${kind} ${city}`;
          orgNames.push(name);
          insertOrg.run(name, `https://${root.toLowerCase().replace(/\s+/g, "")}-${kind.toLowerCase()}.org`);
        }
  })();
  const englishOrgs = orgNames.length;
  sqlite.transaction(() => {
    for (const root of HINDI_ORG_ROOTS)
      for (const kind of HINDI_ORG_KINDS)
        for (const city of HINDI_CITIES.slice(0, 4)) {
          const name = `${root} ${kind} ${city}`;
          orgNames.push(name);
          insertOrg.run(name, null);
        }
  })();
  const orgIds = (sqlite.prepare("SELECT id FROM organizations ORDER BY id").all() as { id: number }[]).map((r) => r.id);

  const insertOpportunity = sqlite.prepare(
    `INSERT INTO opportunities (title, organization_id, opportunity_type, slug, status, featured, posted_at, expires_at,
       location, city, description, application_url, requirements, application_instructions, approved_at, created_at, updated_at)
     VALUES (?, ?, ?, ?, 'published', ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?)`,
  );
  const insertAttribute = sqlite.prepare(
    `INSERT INTO opportunity_attributes (opportunity_id, attribute_id, string_value, boolean_value, array_value, number_value)
     VALUES (?, ?, ?, ?, ?, ?)`,
  );
  const insertJob = sqlite.prepare(
    `INSERT INTO job_listings (company_name, position_title, slug, category, location, duration, salary, description,
       requirements, application_instructions, application_url, posted_at, application_deadline, skills, featured, status,
       created_at, updated_at, salary_monthly)
     VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, 'published', ?, ?, ?)`,
  );

  const today = Date.UTC(new Date(now).getUTCFullYear(), new Date(now).getUTCMonth(), new Date(now).getUTCDate());
  const sampleSlugs: string[] = [];
  const listing = (i: number) => {
    const type = rnd.weighted(TYPES);
    const role = rnd.pick(ROLES);
    const domain = rnd.pick(DOMAINS);
    const city = rnd.pick(CITIES);
    const noun = type === "internship" ? "Intern" : type === "fellowship" ? "Fellow" : "Course";
    const title =
      type === "course" ? `${role} for ${domain}: a practical course` : `${role} ${noun}, ${domain} (${city})`;
    const orgIndex = rnd.int(0, orgIds.length - 1);
    const tasks = Array.from({ length: rnd.int(3, 5) }, () => rnd.pick(TASKS));
    const description = [
      `${orgNames[orgIndex]} works on ${domain.toLowerCase()} with communities in and around ${city}.`,
      `As our ${role.toLowerCase()} ${noun.toLowerCase()}, you will ${tasks.join(", ")}.`,
      rnd.pick(OUTCOMES),
      rnd.pick(OUTCOMES),
      `This ${type} is part of our ${domain.toLowerCase()} programme, which reached ${rnd.int(2, 90) * 100} families last year.`,
    ].join(" ");
    const requirements = Array.from({ length: rnd.int(2, 4) }, () => rnd.pick(REQUIREMENTS)).join(" ");
    const skills = [...new Set(Array.from({ length: rnd.int(3, 6) }, () => rnd.pick(SKILLS)))];
    const paid = rnd.next() < 0.6;
    const stipend = paid ? stipendText(i, rnd.int(5, 25)) : null;
    const postedAt = now - rnd.int(0, 180) * DAY - rnd.int(0, DAY - 1);
    const deadline = rnd.next() < 0.7 ? today + rnd.int(1, 120) * DAY : null;
    const slug = `${title.toLowerCase().replace(/[^a-z0-9]+/g, "-").replace(/^-|-$/g, "")}-${i}`;
    const hindi = i % HINDI_EVERY === HINDI_EVERY - 5 ? hindiText(type) : null;
    return {
      type, title, orgIndex, description, requirements, skills, paid, stipend, postedAt, deadline, slug, city,
      ...hindi,
      location: rnd.weighted(LOCATIONS),
      category: rnd.weighted(CATEGORIES),
      duration: rnd.weighted(DURATIONS),
      featured: rnd.next() < 0.02 ? 1 : 0,
      instructions: `Apply through the form at the link below with your CV and a short note on why ${domain.toLowerCase()} matters to you.`,
      url: `https://apply.example.org/${slug}`,
    };
  };

  /** The texts of a listing written in Hindi, by one of the Hindi organisations. */
  const hindiText = (type: keyof typeof HINDI_NOUNS) => {
    const role = rnd.pick(HINDI_ROLES);
    const domain = rnd.pick(HINDI_DOMAINS);
    const city = rnd.pick(HINDI_CITIES);
    const orgIndex = rnd.int(englishOrgs, orgIds.length - 1);
    const tasks = Array.from({ length: rnd.int(3, 5) }, () => rnd.pick(HINDI_TASKS));
    return {
      title: type === "course" ? `${domain} के लिए ${role}: व्यावहारिक ${HINDI_NOUNS.course}` : `${role} ${HINDI_NOUNS[type]}, ${domain} (${city})`,
      orgIndex,
      description: [
        `${orgNames[orgIndex]} ${city} और आसपास के समुदायों के साथ ${domain} पर काम करती है।`,
        `आपका काम होगा: ${tasks.join(", ")}।`,
        rnd.pick(HINDI_OUTCOMES),
        rnd.pick(HINDI_OUTCOMES),
        `यह हमारे ${domain} कार्यक्रम का हिस्सा है, जो पिछले साल ${rnd.int(2, 90) * 100} परिवारों तक पहुँचा।`,
      ].join(" "),
      requirements: Array.from({ length: rnd.int(2, 3) }, () => rnd.pick(HINDI_REQUIREMENTS)).join(" "),
    };
  };

  const jobsEvery = 50; // about 2% legacy job listings
  for (let start = 0; start < count; start += batchSize) {
    sqlite.transaction(() => {
      for (let i = start; i < Math.min(count, start + batchSize); i++) {
        const l = listing(i);
        if (i % jobsEvery === jobsEvery - 1) {
          insertJob.run(
            orgNames[l.orgIndex], l.title.replace(/ (Fellow|Course)/, " Intern"), `job-${l.slug}`, l.category,
            rnd.next() < 0.5 ? l.location : `${l.city}, India`, l.duration, l.stipend ?? "", l.description,
            l.requirements, l.instructions, l.url, l.postedAt, l.deadline, JSON.stringify(l.skills), l.featured,
            l.postedAt, l.postedAt, monthlyStipendRupees(l.stipend),
          );
          continue;
        }
        const { lastInsertRowid } = insertOpportunity.run(
          l.title, orgIds[l.orgIndex], l.type, l.slug, l.featured, l.postedAt, l.deadline,
          l.type === "fellowship" ? null : l.location,
          // In-person and hybrid listings and fellowships name their city (decision 270).
          l.type !== "fellowship" && l.location.startsWith("Remote") ? null : l.city,
          l.description, l.url, l.requirements, l.instructions,
          l.postedAt, l.postedAt, l.postedAt,
        );
        const id = Number(lastInsertRowid);
        insertAttribute.run(id, attributeId.category, l.category, null, null, null);
        insertAttribute.run(id, attributeId.duration, l.duration, null, null, null);
        if (l.stipend) insertAttribute.run(id, attributeId.stipend, l.stipend, null, null, monthlyStipendRupees(l.stipend));
        insertAttribute.run(id, attributeId.hasPaid, null, l.paid ? 1 : 0, null, null);
        insertAttribute.run(id, attributeId.skills, null, null, JSON.stringify(l.skills), null);
        insertAttribute.run(id, attributeId.applicationUrl, l.url, null, null, null);
        if (sampleSlugs.length < 50 && l.type === "internship" && i % 97 === 0) sampleSlugs.push(l.slug);
      }
    })();
  }

  // The index is filled as the product's triggers fill it (db/migrations/0013_hindi_search.sql):
  // each listing's text, read from its view, through listing_search_input, which folds Hindi text.
  sqlite.exec(`
    INSERT INTO listing_search_input(id, title, organization, description, requirements, skills, location, category)
    SELECT id, title, organization, description, requirements, skills, location, category FROM opportunity_search_text;
    INSERT INTO listing_search_input(id, title, organization, description, requirements, skills, location, category)
    SELECT -id, title, organization, description, requirements, skills, location, category FROM job_listing_search_text;
    INSERT INTO listing_search(listing_search) VALUES ('optimize');
  `);
  for (const statement of [...facetBackfillStatements(), ...placeBackfillStatements()]) sqlite.exec(statement);
  // One to three causes per listing, by key arithmetic (decision 272). Not spread evenly:
  // abs(key * 7) % 14 is 0 or 7, so climate is on 60% of the listings and governance-civic-tech
  // on 57%, six causes on about 7% each and the six others on none (kept: the figures compare).
  sqlite.exec(`
    INSERT OR IGNORE INTO listing_causes (cause_id, key) SELECT 1 + abs(key * 7) % 14, key FROM listing_facets;
    INSERT OR IGNORE INTO listing_causes (cause_id, key) SELECT 1 + abs(key * 11 + 3) % 14, key FROM listing_facets WHERE key % 2 = 0;
    INSERT OR IGNORE INTO listing_causes (cause_id, key) SELECT 1, key FROM listing_facets WHERE key % 5 = 0;
  `);
  for (const statement of [...causeMaskBackfillStatements(), ...stipendBackfillStatements()]) sqlite.exec(statement);
  // Who can apply (docs/who-can-apply.md) on the opportunities, by key arithmetic; jobs keep the defaults (anyone,
  // full-time). A third open to anyone, else two years; a quarter part-time; each perk on about half; English on
  // half, Hindi on a fifth; a programme for women on 4% and for persons with disabilities on 4% (the rare filters).
  const who = `open_to = CASE WHEN key % 3 = 0 THEN 0 ELSE (1 << (key % 6)) | (1 << ((key / 7) % 6)) END,
    part_time = (key % 4 = 1),
    perks = (key * 37) % 128,
    work_languages = CASE key % 10 WHEN 0 THEN ',hi,en,' WHEN 1 THEN ',hi,' WHEN 2 THEN ',mr,en,' WHEN 3 THEN ',bn,'
      WHEN 4 THEN ',ta,en,' WHEN 5 THEN ',en,' WHEN 6 THEN ',en,' ELSE NULL END,
    programme_for = CASE key % 25 WHEN 0 THEN 'women' WHEN 1 THEN 'persons-with-disabilities' ELSE NULL END`;
  sqlite.exec(`UPDATE listing_facets SET ${who} WHERE key > 0;
    UPDATE opportunities SET ${who.replaceAll("key", "id")};`);
  for (const t of triggers) sqlite.exec(t.sql);
  // The who-can-apply values' keys (db/migrations/0042) follow the facet rows' copies, by their trigger.
  sqlite.exec("UPDATE listing_facets SET part_time = part_time WHERE key > 0");
  sqlite.pragma("synchronous = FULL");
  sqlite.pragma("wal_checkpoint(TRUNCATE)");
  return { db, sampleSlugs };
}
