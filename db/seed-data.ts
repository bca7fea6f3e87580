/**
 * The demo data, as plain tables (no database access here), loaded by `db/seed.ts`.
 * Everything is fictional: organisation names, people and the `*.example.org` domains.
 *
 * Dates are RELATIVE to the moment of seeding (docs/decisions/020-demo-data.md):
 * `postedDaysAgo` counts back from "now", `deadlineInDays` counts from today's
 * midnight UTC (negative = a deadline in the past, null = no deadline). So a demo
 * board seeded today always has open listings, and two seeds with the same `now`
 * produce identical rows.
 *
 * Well-known constants other tests may rely on (each is checked by
 * tests/integration/seed/seed.test.ts):
 * - `SEED_PUBLISHED_INTERNSHIP_SLUG`  a published, featured, paid, remote data internship
 *                                     of Harit Climate Lab with a future deadline;
 * - `SEED_PUBLISHED_FELLOWSHIP_SLUG`  a published, featured fellowship (location null);
 * - `SEED_PUBLISHED_COURSE_SLUG`      a published, featured, unpaid, remote course;
 * - `SEED_PENDING_OPPORTUNITY_SLUG`   a pending internship (awaiting review);
 * - `SEED_DRAFT_OPPORTUNITY_SLUG`, `SEED_REJECTED_OPPORTUNITY_SLUG`, `SEED_EXPIRED_OPPORTUNITY_SLUG`;
 * - `SEED_FEATURED_SLUGS`             every featured opportunity (all published);
 * - `SEED_PUBLISHED_JOB_SLUG`         a published, featured legacy job listing (/jobs/{slug});
 * - `SEED_PENDING_JOB_SLUG`           a pending legacy job listing;
 * - `SEED_EDITORIAL_USERNAME`         the non-login author of the blog posts;
 * - `SEED_ORGANIZATIONS`, `SEED_OPPORTUNITIES`, `SEED_JOBS`, … the full tables, e.g. to count
 *   the published listings of a type: `SEED_OPPORTUNITIES.filter(o => o.status === "published" && o.type === "course")`.
 * Slugs are the slugified titles (opportunities) and "{position} at {company}" (legacy jobs);
 * every title is unique so no numeric suffix is ever added.
 */
import {
  CATEGORY_VALUES,
  type CategoryValue,
  type DurationValue,
  LEGACY_REJECTION_REASON,
  type LocationValue,
} from "../app/opportunities/constants";
import type { ListingStatus, OpportunityType } from "./schema";

export interface SeedOrganization {
  key: string;
  name: string;
  city: string;
  /** Sub-domain of example.org used for the website and application links. */
  domain: string;
  /** Null for a few organisations, as submissions often leave it empty. */
  description: string | null;
  hasWebsite: boolean;
  /** Checked by the team, so the board's "Verified organisations only" filter finds listings on a fresh board. */
  verified?: boolean;
}

export interface SeedOpportunity extends SeedListingBody {
  org: string;
  type: OpportunityType;
  title: string;
  category: CategoryValue;
  duration: DurationValue;
  /** Null for fellowships (the submit form hides location for them). */
  location: LocationValue | null;
  /** "₹15,000/month" when paid; null when unpaid (hasPaid false). */
  stipend: string | null;
  rejectionReason?: string;
}

/** What every demo listing has, opportunity or legacy job. */
interface SeedListingBody {
  skills: string[];
  description: string;
  requirements: string;
  status: ListingStatus;
  featured?: boolean;
  postedDaysAgo: number;
  deadlineInDays: number | null;
}

export interface SeedJob extends SeedListingBody {
  company: string;
  position: string;
  category: string;
  location: LocationValue;
  duration: DurationValue | null;
  salary: string | null;
}

const REMOTE: LocationValue = "Remote (Work From Home)";
const ONSITE: LocationValue = "In-Person (On-Site)";
const BOTH: LocationValue = "Both Remote & In-Person";

export const SEED_ORGANIZATIONS: SeedOrganization[] = [
  {
    key: "akshar",
    verified: true,
    name: "Akshar Learning Foundation",
    city: "Pune",
    domain: "akshar",
    description:
      "Akshar works with 400 government schools in Maharashtra to help children in grades 1-5 read with understanding, through teacher coaching and community reading clubs.",
    hasWebsite: true,
  },
  {
    key: "neer",
    verified: true,
    name: "Neer Jal Trust",
    city: "Jaipur",
    domain: "neerjal",
    description:
      "Neer Jal Trust revives traditional water harvesting structures and trains village water committees across western Rajasthan.",
    hasWebsite: true,
  },
  {
    key: "harit",
    verified: true,
    name: "Harit Climate Lab",
    city: "Bengaluru",
    domain: "haritclimate",
    description:
      "A research and action lab helping Indian cities plan for heat, floods and clean energy with open data and community science.",
    hasWebsite: true,
  },
  {
    key: "swasthya",
    verified: true,
    name: "Swasthya Setu Health Network",
    city: "Lucknow",
    domain: "swasthyasetu",
    description:
      "Swasthya Setu supports 1,200 community health workers in Uttar Pradesh with training, digital tools and referral networks.",
    hasWebsite: true,
  },
  {
    key: "kisan",
    verified: true,
    name: "Kisan Mitra Collective",
    city: "Nagpur",
    domain: "kisanmitra",
    description:
      "A farmer producer collective of 8,000 smallholders in Vidarbha working on fair prices, soil health and climate-resilient crops.",
    hasWebsite: true,
  },
  {
    key: "sakhi",
    verified: true,
    name: "Sakhi Shakti Foundation",
    city: "Kolkata",
    domain: "sakhishakti",
    description:
      "Sakhi Shakti runs leadership, digital literacy and livelihood programmes for young women in West Bengal's urban settlements.",
    hasWebsite: true,
  },
  {
    key: "gramtech",
    name: "GramTech Labs",
    city: "Hyderabad",
    domain: "gramtech",
    description:
      "A social enterprise building low-cost, offline-first technology for rural clinics, schools and self-help groups in Telangana.",
    hasWebsite: true,
  },
  {
    key: "saafhawa",
    name: "Saaf Hawa Initiative",
    city: "New Delhi",
    domain: "saafhawa",
    description:
      "Saaf Hawa measures neighbourhood air quality with low-cost sensors and works with residents' groups on cleaner air policies.",
    hasWebsite: true,
  },
  {
    key: "udaan",
    name: "Udaan Youth Skills Network",
    city: "Mumbai",
    domain: "udaanyouth",
    description:
      "Udaan prepares first-generation graduates for their first jobs through employability courses, mentoring and employer partnerships.",
    hasWebsite: true,
  },
  {
    key: "vanraksha",
    name: "Van Raksha Trust",
    city: "Bhopal",
    domain: "vanraksha",
    description:
      "Van Raksha works with forest-dwelling communities in Madhya Pradesh on community forest rights, biodiversity monitoring and non-timber livelihoods.",
    hasWebsite: true,
  },
  {
    key: "bunkar",
    name: "Bunkar Weaves Cooperative",
    city: "Varanasi",
    domain: "bunkarweaves",
    description:
      "A weavers' cooperative bringing handloom saris and textiles from 300 artisan families directly to buyers across India.",
    hasWebsite: true,
  },
  {
    key: "samudra",
    name: "Samudra Coastal Conservation",
    city: "Chennai",
    domain: "samudracoast",
    description:
      "Samudra protects mangroves, turtle nesting beaches and small-scale fisheries along the Coromandel coast with fishing communities.",
    hasWebsite: true,
  },
  {
    key: "khel",
    name: "Khel Se Seekh",
    city: "Ahmedabad",
    domain: "khelseseekh",
    description: null,
    hasWebsite: false,
  },
  {
    key: "aarohan",
    name: "Aarohan Inclusion Trust",
    city: "Chandigarh",
    domain: "aarohan",
    description:
      "Aarohan helps persons with disabilities find work and makes public services accessible through audits, training and assistive technology.",
    hasWebsite: true,
  },
  {
    key: "nanhi",
    name: "Nanhi Kiran Early Childhood Foundation",
    city: "Bhubaneswar",
    domain: "nanhikiran",
    description:
      "Nanhi Kiran strengthens anganwadi centres in Odisha with play-based learning kits, caregiver coaching and a parenting app.",
    hasWebsite: true,
  },
  {
    key: "urja",
    name: "Urja Solar Enterprises",
    city: "Guwahati",
    domain: "urjasolar",
    description:
      "A social enterprise selling and servicing solar home systems and solar irrigation pumps for off-grid villages in Assam and Meghalaya.",
    hasWebsite: true,
  },
  {
    key: "panchayat",
    name: "Digital Panchayat Project",
    city: "Ranchi",
    domain: "digitalpanchayat",
    description: null,
    hasWebsite: true,
  },
  {
    key: "annapurna",
    name: "Annapurna Food Rescue",
    city: "Kochi",
    domain: "annapurnafood",
    description:
      "Annapurna rescues surplus food from hotels, caterers and markets in Kochi and delivers it to shelters and community kitchens within hours.",
    hasWebsite: true,
  },
  {
    key: "nyaya",
    name: "Nyaya Saathi Legal Aid",
    city: "Dehradun",
    domain: "nyayasaathi",
    description: null,
    hasWebsite: false,
  },
  {
    key: "parivartan",
    name: "Parivartan Waste Collective",
    city: "Indore",
    domain: "parivartanwaste",
    description:
      "Parivartan organises waste pickers into a cooperative that runs dry-waste collection centres and composting for Indore's housing societies.",
    hasWebsite: false,
  },
];

export const SEED_OPPORTUNITIES: SeedOpportunity[] = [
  // ——— Internships ———
  {
    org: "harit",
    type: "internship",
    title: "Climate Data Analyst Intern",
    category: "data",
    duration: "3-6 months",
    location: REMOTE,
    stipend: "₹15,000/month",
    skills: ["Python", "Pandas", "Data Visualisation", "QGIS"],
    description:
      "Help Harit Climate Lab turn temperature, rainfall and land-use data into heat-risk maps for Bengaluru's wards. You will clean open datasets, build reproducible notebooks and write short briefs that city officials can act on.",
    requirements:
      "Comfortable with Python and Pandas; some exposure to statistics or GIS. Students of any discipline who enjoy working with data are welcome.",
    status: "published",
    featured: true,
    postedDaysAgo: 3,
    deadlineInDays: 30,
  },
  {
    org: "akshar",
    type: "internship",
    title: "Full-Stack Developer Intern (EdTech)",
    category: "engineering",
    duration: "3-6 months",
    location: BOTH,
    stipend: "₹20,000/month",
    skills: ["JavaScript", "React", "Node.js", "SQL"],
    description:
      "Build features for Akshar's reading-assessment app, used by 3,000 teachers on low-end Android phones. You will work on offline sync, simple dashboards for cluster coordinators and performance on slow networks.",
    requirements:
      "Working knowledge of JavaScript and one web framework; a project you can show us on GitHub or elsewhere. Final-year students and recent graduates preferred.",
    status: "published",
    featured: true,
    postedDaysAgo: 5,
    deadlineInDays: 25,
  },
  {
    org: "neer",
    type: "internship",
    title: "Water Quality Field Research Intern",
    category: "operations",
    duration: "1-3 months",
    location: ONSITE,
    stipend: "₹10,000/month",
    skills: ["Field Research", "Water Testing", "Hindi", "Survey Design"],
    description:
      "Spend the summer in Barmer and Jaisalmer villages testing drinking-water sources with field kits and interviewing water committees. Your findings feed our plan for which johads and tankas to restore next year.",
    requirements:
      "Background in environmental science, chemistry or public health; fluent spoken Hindi; willing to travel and stay in rural Rajasthan.",
    status: "published",
    postedDaysAgo: 8,
    deadlineInDays: 20,
  },
  {
    org: "sakhi",
    type: "internship",
    title: "Communications and Social Media Intern",
    category: "marketing",
    duration: "1-3 months",
    location: REMOTE,
    stipend: null,
    skills: ["Content Writing", "Instagram", "Canva", "Bengali"],
    description:
      "Tell the stories of the young women in Sakhi Shakti's programmes with their consent and in their words. You will plan our social media calendar, write posts in English and Bengali and help produce two short videos.",
    requirements:
      "Strong writing in English; Bengali a big plus. A portfolio of posts, blogs or videos, even from college clubs, is enough.",
    status: "published",
    postedDaysAgo: 2,
    deadlineInDays: 14,
  },
  {
    org: "gramtech",
    type: "internship",
    title: "Android Developer Intern",
    category: "engineering",
    duration: "6+ months",
    location: ONSITE,
    stipend: "₹25,000/month",
    skills: ["Kotlin", "Android", "SQLite", "Offline-first"],
    description:
      "Join the small team behind GramTech's clinic app, which nurses in 150 primary health centres use to register patients without internet. You will ship features end to end, from design review to the Play Store release.",
    requirements:
      "Experience building at least one Android app in Kotlin or Java; understanding of local databases. Able to work from our Hyderabad office.",
    status: "published",
    postedDaysAgo: 12,
    deadlineInDays: 40,
  },
  {
    org: "bunkar",
    type: "internship",
    title: "E-commerce and Marketplace Intern",
    category: "business",
    duration: "3-6 months",
    location: BOTH,
    stipend: "₹12,000/month",
    skills: ["E-commerce", "Excel", "Product Listing", "Customer Research"],
    description:
      "Help Bunkar Weaves grow its online sales so more of each sari's price reaches the weaver. You will manage marketplace listings, analyse what sells and test new price points with the cooperative's sales committee.",
    requirements:
      "Interest in business and handlooms; good with spreadsheets. Prior experience selling online, even a small Instagram shop, is welcome.",
    status: "published",
    postedDaysAgo: 15,
    deadlineInDays: null,
  },
  {
    org: "swasthya",
    type: "internship",
    title: "Community Health Program Intern",
    category: "operations",
    duration: "3-6 months",
    location: ONSITE,
    stipend: "₹8,000/month",
    skills: ["Programme Management", "Hindi", "Training", "Report Writing"],
    description:
      "Support the rollout of our maternal-health training for ASHA workers in Barabanki district. You will coordinate sessions, collect feedback from health workers and help document what works.",
    requirements:
      "Studying or graduated in public health, social work or nursing; fluent in Hindi; comfortable travelling within the district.",
    status: "published",
    postedDaysAgo: 18,
    deadlineInDays: 10,
  },
  {
    org: "udaan",
    type: "internship",
    title: "Learner Support Intern",
    category: "customer",
    duration: "1-3 months",
    location: REMOTE,
    stipend: "₹5,000/month",
    skills: ["Communication", "Marathi", "Google Sheets", "Empathy"],
    description:
      "Be the first point of contact for learners in Udaan's online employability course. You will answer questions on WhatsApp and calls, follow up with learners who drop off and share patterns with the course team.",
    requirements:
      "Patient and clear communicator in Hindi or Marathi and English; available 4 hours a day on weekdays.",
    status: "published",
    postedDaysAgo: 6,
    deadlineInDays: 21,
  },
  {
    org: "panchayat",
    type: "internship",
    title: "Product Management Intern - Civic Tech",
    category: "product",
    duration: "3-6 months",
    location: REMOTE,
    stipend: "₹18,000/month",
    skills: ["Product Management", "User Research", "Figma", "Jira"],
    description:
      "Work with the product lead on the grievance-tracking tool that 60 gram panchayats in Jharkhand use. You will run user interviews with sarpanches and citizens, write specifications and prioritise the backlog with engineers.",
    requirements:
      "Curiosity about how government works at the village level; structured thinking and clear writing. Any degree; product coursework is a plus.",
    status: "published",
    featured: true,
    postedDaysAgo: 1,
    deadlineInDays: 35,
  },
  {
    org: "samudra",
    type: "internship",
    title: "Visual Design Intern - Ocean Campaigns",
    category: "design",
    duration: "1-3 months",
    location: REMOTE,
    stipend: null,
    skills: ["Illustration", "Adobe Illustrator", "Typography", "Tamil"],
    description:
      "Design posters, illustrated explainers and social cards for Samudra's turtle-nesting season campaign in Tamil and English. Your work will be printed for fishing villages and shared online.",
    requirements:
      "A portfolio showing illustration or layout work; comfortable with Illustrator, Figma or similar tools. Reading Tamil is helpful.",
    status: "published",
    postedDaysAgo: 20,
    deadlineInDays: 12,
  },
  {
    org: "kisan",
    type: "internship",
    title: "Agri-Supply Chain Analyst Intern",
    category: "data",
    duration: "6+ months",
    location: BOTH,
    stipend: "₹15,000/month",
    skills: ["Excel", "SQL", "Supply Chain", "Marathi"],
    description:
      "Analyse procurement, storage and mandi price data for Kisan Mitra's tur dal and soybean business. You will build a simple price dashboard for the board and recommend when the collective should sell.",
    requirements:
      "Strong Excel; basic SQL or Python. Background in agriculture economics, commerce or engineering preferred.",
    status: "published",
    postedDaysAgo: 25,
    deadlineInDays: null,
  },
  {
    org: "parivartan",
    type: "internship",
    title: "Circular Economy Research Intern",
    category: "other",
    duration: "1-3 months",
    location: ONSITE,
    stipend: null,
    skills: ["Research", "Interviews", "Report Writing"],
    description:
      "Map how dry waste moves from Indore's housing societies to recyclers, and what waste pickers earn at each step. The study will support the cooperative's negotiations with the municipal corporation.",
    requirements:
      "Studying economics, environmental studies, sociology or similar; comfortable conducting interviews in Hindi.",
    status: "published",
    postedDaysAgo: 9,
    deadlineInDays: 9,
  },
  {
    org: "urja",
    type: "internship",
    title: "Solar Sales and Partnerships Intern",
    category: "business",
    duration: "3-6 months",
    location: ONSITE,
    stipend: "₹12,000/month",
    skills: ["Sales", "Partnerships", "Assamese", "Field Work"],
    description:
      "Work with Urja's field team to bring solar irrigation pumps to farmer groups in Assam. You will meet banks and self-help groups, prepare financing proposals and track every lead to installation.",
    requirements:
      "Confident speaking with farmers and bankers; Assamese or Bengali preferred. Business, agriculture or engineering students welcome.",
    status: "published",
    postedDaysAgo: 11,
    deadlineInDays: 28,
  },
  {
    org: "aarohan",
    type: "internship",
    title: "Accessibility Testing Intern",
    category: "engineering",
    duration: "1-3 months",
    location: REMOTE,
    stipend: "₹10,000/month",
    skills: ["Accessibility", "WCAG", "Screen Readers", "HTML"],
    description:
      "Audit government and non-profit websites for accessibility with screen readers and automated tools, then write clear fix lists for their developers. Interns with disabilities are strongly encouraged to apply.",
    requirements:
      "Basic HTML knowledge and an eye for detail; familiarity with NVDA, TalkBack or VoiceOver is an advantage.",
    status: "published",
    postedDaysAgo: 4,
    deadlineInDays: 18,
  },
  {
    org: "nanhi",
    type: "internship",
    title: "UX Research Intern - Parenting App",
    category: "design",
    duration: "3-6 months",
    location: BOTH,
    stipend: "₹14,000/month",
    skills: ["User Research", "Odia", "Prototyping", "Figma"],
    description:
      "Find out how mothers and grandmothers in rural Odisha use (or skip) our parenting app. You will run home visits and phone interviews, test prototypes and turn findings into design changes.",
    requirements:
      "Studying design, psychology or social sciences; able to speak Odia; sensitivity working with families and young children.",
    status: "published",
    postedDaysAgo: 14,
    deadlineInDays: 45,
  },
  {
    org: "annapurna",
    type: "internship",
    title: "Volunteer Operations Intern",
    category: "operations",
    duration: "1-3 months",
    location: ONSITE,
    stipend: null,
    skills: ["Logistics", "Volunteer Management", "Malayalam"],
    description:
      "Keep Annapurna's evening food-rescue runs on time: schedule volunteer drivers, match pickups with shelters and fix problems as they happen. You will also help us measure meals rescued per week.",
    requirements:
      "Organised and calm under pressure; conversational Malayalam; available in Kochi on weekday evenings.",
    status: "published",
    postedDaysAgo: 30,
    deadlineInDays: 7,
  },
  {
    org: "nyaya",
    type: "internship",
    title: "Helpline Associate Intern",
    category: "customer",
    duration: "3-6 months",
    location: BOTH,
    stipend: "₹9,000/month",
    skills: ["Legal Research", "Hindi", "Case Notes", "Active Listening"],
    description:
      "Answer calls to our free legal-aid helpline under a supervising lawyer, record cases and refer callers to the right authority. Most calls concern land records, domestic violence and pensions.",
    requirements:
      "Law students in their third year or above; fluent Hindi; a commitment to confidentiality.",
    status: "published",
    postedDaysAgo: 16,
    deadlineInDays: null,
  },
  {
    org: "khel",
    type: "internship",
    title: "Fundraising and Partnerships Intern",
    category: "marketing",
    duration: "6+ months",
    location: ONSITE,
    stipend: "₹10,000/month",
    skills: ["Fundraising", "CSR", "Proposal Writing", "Gujarati"],
    description:
      "Help Khel Se Seekh raise funds for football and life-skills programmes in 40 municipal schools. You will research CSR partners, draft proposals and organise our annual community tournament.",
    requirements:
      "Excellent written English; Gujarati preferred. An interest in sport and education; experience in college fests or fundraising is a plus.",
    status: "published",
    postedDaysAgo: 22,
    deadlineInDays: 60,
  },
  {
    org: "saafhawa",
    type: "internship",
    title: "Air Quality Data Visualisation Intern",
    category: "data",
    duration: "1-3 months",
    location: REMOTE,
    stipend: "₹12,000/month",
    skills: ["D3.js", "Python", "Data Visualisation", "Storytelling"],
    description:
      "Turn a year of readings from 120 low-cost sensors across Delhi into interactive charts for residents' welfare associations. The visualisations will be published with our winter air-quality report.",
    requirements:
      "Experience with a charting library (D3, Plotly, Vega or similar) and Python; a sense of clear visual design.",
    status: "published",
    postedDaysAgo: 7,
    deadlineInDays: 16,
  },
  {
    org: "vanraksha",
    type: "internship",
    title: "GIS Mapping Intern",
    category: "data",
    duration: "3-6 months",
    location: ONSITE,
    stipend: "₹11,000/month",
    skills: ["QGIS", "GPS Surveys", "Remote Sensing"],
    description:
      "Map community forest boundaries with villagers in Mandla district and prepare maps for forest-rights claims. You will combine GPS walks, satellite imagery and village records.",
    requirements:
      "Hands-on QGIS or ArcGIS experience; geography, forestry or environmental science background; able to live in the field for weeks at a time.",
    status: "published",
    postedDaysAgo: 35,
    deadlineInDays: 30,
  },
  {
    org: "gramtech",
    type: "internship",
    title: "Product Analyst Intern",
    category: "product",
    duration: "6+ months",
    location: REMOTE,
    stipend: "₹20,000/month",
    skills: ["SQL", "Metabase", "Product Analytics", "A/B Testing"],
    description:
      "Measure how health workers use GramTech's apps and where they get stuck. You will define metrics with product managers, build dashboards and design small experiments to improve completion rates.",
    requirements: "Good SQL and comfort with numbers; curiosity about users. Any degree with analytical coursework.",
    status: "published",
    postedDaysAgo: 27,
    deadlineInDays: 50,
  },
  {
    org: "harit",
    type: "internship",
    title: "Content Writing Intern - Climate Stories",
    category: "marketing",
    duration: "1-3 months",
    location: REMOTE,
    stipend: "₹6,000/month",
    skills: ["Content Writing", "Editing", "Research", "SEO"],
    description:
      "Write explainers and reported stories about heatwaves, urban flooding and clean energy for Harit's newsletter of 20,000 readers. An editor will work with you on every piece.",
    requirements: "Clear, lively writing in English; two writing samples. Interest in climate and cities.",
    status: "published",
    postedDaysAgo: 40,
    deadlineInDays: null,
  },
  {
    org: "akshar",
    type: "internship",
    title: "Teacher Training Support Intern",
    category: "other",
    duration: "6+ months",
    location: ONSITE,
    stipend: null,
    skills: ["Teaching", "Marathi", "Training Design", "Classroom Observation"],
    description:
      "Assist Akshar's coaches in classroom observations and monthly teacher workshops in Pune district schools. You will prepare materials, record observations and help adapt activities for multi-grade classrooms.",
    requirements:
      "B.Ed., D.El.Ed. or education students preferred; conversational Marathi; able to travel to schools by public transport.",
    status: "published",
    postedDaysAgo: 45,
    deadlineInDays: 22,
  },
  {
    org: "udaan",
    type: "internship",
    title: "Customer Success Intern - Employer Relations",
    category: "customer",
    duration: "6+ months",
    location: BOTH,
    stipend: "₹8,000/month",
    skills: ["Account Management", "CRM", "Communication"],
    description:
      "Look after the 80 employers who hire Udaan graduates: collect hiring needs, share candidate profiles and follow up on how new hires are doing after 30 and 90 days.",
    requirements: "Professional email and phone manner; organised with spreadsheets or a CRM; based in or near Mumbai.",
    status: "published",
    postedDaysAgo: 33,
    deadlineInDays: 34,
  },
  {
    org: "bunkar",
    type: "internship",
    title: "Brand Photography Intern",
    category: "design",
    duration: "1-3 months",
    location: ONSITE,
    stipend: "₹7,000/month",
    skills: ["Photography", "Lightroom", "Product Styling"],
    description:
      "Photograph Bunkar's new collection and the weavers who make it, in their homes and workshops in Varanasi. The photographs will be used on our website, marketplaces and a catalogue.",
    requirements: "A photography portfolio and your own camera; experience with product or documentary photography.",
    status: "pending",
    postedDaysAgo: 1,
    deadlineInDays: 30,
  },
  {
    org: "neer",
    type: "internship",
    title: "Hydrology Modelling Intern",
    category: "engineering",
    duration: "3-6 months",
    location: REMOTE,
    stipend: "₹16,000/month",
    skills: ["Hydrology", "Python", "SWAT", "GIS"],
    description:
      "Model groundwater recharge from restored ponds in two watersheds near Jodhpur, using rainfall records and our well-level measurements. The model will help decide where the next structures go.",
    requirements: "Civil or environmental engineering students with a course in hydrology; Python or R.",
    status: "pending",
    postedDaysAgo: 0,
    deadlineInDays: 40,
  },
  {
    org: "samudra",
    type: "internship",
    title: "Marine Biology Field Intern",
    category: "other",
    duration: "1-3 months",
    location: ONSITE,
    stipend: null,
    skills: ["Marine Biology", "Field Surveys", "Tamil"],
    description:
      "Patrol nesting beaches at night with fishers during the Olive Ridley season, record nests and help run the hatchery. This is physical work on the beach between midnight and dawn.",
    requirements: "Zoology, marine biology or environmental science students; physically fit; able to swim.",
    status: "pending",
    postedDaysAgo: 2,
    deadlineInDays: null,
  },
  {
    org: "kisan",
    type: "internship",
    title: "Farmer Outreach Intern",
    category: "operations",
    duration: "1-3 months",
    location: ONSITE,
    stipend: "₹8,000/month",
    skills: ["Community Mobilisation", "Marathi", "Two-wheeler"],
    description:
      "Visit member farmers across 30 villages to explain the collective's new soil-testing service and register interested farmers. You will also gather feedback on last season's seed supply.",
    requirements: "Fluent Marathi; a driving licence for a two-wheeler; comfortable with long days in the field.",
    status: "draft",
    postedDaysAgo: 10,
    deadlineInDays: 20,
  },
  {
    org: "saafhawa",
    type: "internship",
    title: "Policy Research Intern",
    category: "other",
    duration: "1-3 months",
    location: REMOTE,
    stipend: null,
    skills: ["Policy Research", "Writing"],
    description:
      "Research clean-air action plans of five Indian cities and compare what was promised with what was done. You will produce a short comparative brief.",
    requirements: "Students of law, public policy or environmental studies with strong research skills.",
    status: "rejected",
    rejectionReason:
      "The description does not say who will supervise the intern or what they will learn. Please add these details and submit again.",
    postedDaysAgo: 12,
    deadlineInDays: 15,
  },
  {
    org: "swasthya",
    type: "internship",
    title: "Health Data Entry Intern",
    category: "data",
    duration: "1-3 months",
    location: ONSITE,
    stipend: "₹6,000/month",
    skills: ["Data Entry", "Excel", "Hindi"],
    description:
      "Digitise paper registers from 25 sub-centres into our health information system and check records for errors. Accurate data helps us follow up with high-risk pregnancies.",
    requirements: "Fast, accurate typing in Hindi and English; basic Excel; based in Lucknow.",
    status: "expired",
    postedDaysAgo: 55,
    deadlineInDays: -10,
  },
  {
    org: "sakhi",
    type: "internship",
    title: "Event Coordination Intern",
    category: "operations",
    duration: "1-3 months",
    location: ONSITE,
    stipend: "₹7,500/month",
    skills: ["Event Management", "Logistics", "Bengali"],
    description:
      "Help organise Sakhi Shakti's annual youth leadership summit for 500 young women in Kolkata: venues, speakers, travel and on-the-day coordination.",
    requirements: "Experience organising college events; fluent Bengali and Hindi; available full time in Kolkata.",
    status: "expired",
    postedDaysAgo: 50,
    deadlineInDays: -3,
  },

  // ——— Fellowships (location is null: the submit form hides it for fellowships) ———
  {
    org: "gramtech",
    type: "fellowship",
    title: "Rural Innovation Fellowship",
    category: "product",
    duration: "6+ months",
    location: null,
    stipend: "₹30,000/month",
    skills: ["Design Thinking", "Prototyping", "Telugu", "Field Research"],
    description:
      "A one-year fellowship for young engineers and designers to live in a Telangana village, find a problem worth solving with residents and build a working prototype with GramTech's team. Fellows present their solutions to funders at the end of the year.",
    requirements:
      "Graduated in the last three years in engineering, design or a related field; willing to live in a village for most of the year.",
    status: "published",
    featured: true,
    postedDaysAgo: 10,
    deadlineInDays: 30,
  },
  {
    org: "akshar",
    type: "fellowship",
    title: "Akshar Classroom Leadership Fellowship",
    category: "other",
    duration: "6+ months",
    location: null,
    stipend: "₹22,000/month",
    skills: ["Teaching", "Leadership", "Marathi", "Lesson Planning"],
    description:
      "A two-year fellowship in which you teach a Grade 3 class in a government school in Pune while training in foundational literacy and school leadership. Fellows join a network of alumni working across education.",
    requirements:
      "Any graduate degree; commitment to two full years; conversational Marathi or willingness to learn it in the first three months.",
    status: "published",
    featured: true,
    postedDaysAgo: 13,
    deadlineInDays: 40,
  },
  {
    org: "harit",
    type: "fellowship",
    title: "Climate Policy Fellowship",
    category: "other",
    duration: "6+ months",
    location: null,
    stipend: "₹35,000/month",
    skills: ["Policy Analysis", "Climate Science", "Stakeholder Engagement"],
    description:
      "Work inside a city government department for a year to help prepare and implement its heat action plan, with mentoring from Harit's researchers. Fellows write a public policy memo at the end.",
    requirements:
      "Master's degree or two years' work experience in public policy, environment or urban planning; excellent writing.",
    status: "published",
    postedDaysAgo: 19,
    deadlineInDays: 20,
  },
  {
    org: "swasthya",
    type: "fellowship",
    title: "Public Health Leadership Fellowship",
    category: "operations",
    duration: "6+ months",
    location: null,
    stipend: "₹28,000/month",
    skills: ["Public Health", "Programme Management", "Data Analysis"],
    description:
      "Lead a block-level maternal and child health programme for 18 months, managing a team of community health workers and working with the district health office. Fellows receive monthly training in public health management.",
    requirements: "MPH, MSW or MBBS graduates; Hindi fluency; ready to live in a district town in Uttar Pradesh.",
    status: "published",
    postedDaysAgo: 24,
    deadlineInDays: 55,
  },
  {
    org: "sakhi",
    type: "fellowship",
    title: "Women in Tech Fellowship",
    category: "engineering",
    duration: "3-6 months",
    location: null,
    stipend: "₹15,000/month",
    skills: ["Web Development", "JavaScript", "Git", "Mentoring"],
    description:
      "A six-month paid fellowship for young women from low-income communities to learn web development, build projects for local non-profits and get placed in their first tech job. Each fellow gets a laptop and a mentor.",
    requirements: "Women aged 18-26 who finished Class 12; basic computer skills; a strong wish to work in technology.",
    status: "published",
    featured: true,
    postedDaysAgo: 6,
    deadlineInDays: 25,
  },
  {
    org: "panchayat",
    type: "fellowship",
    title: "Data for Governance Fellowship",
    category: "data",
    duration: "6+ months",
    location: null,
    stipend: "₹32,000/month",
    skills: ["SQL", "Python", "Public Finance", "Dashboards"],
    description:
      "Help district administrations in Jharkhand use their own data: clean scheme and budget data, build dashboards the collector's office will actually use and train officials to maintain them.",
    requirements: "Strong SQL or Python; one year of work experience preferred; interest in public finance and governance.",
    status: "published",
    postedDaysAgo: 33,
    deadlineInDays: null,
  },
  {
    org: "bunkar",
    type: "fellowship",
    title: "Craft Entrepreneurship Fellowship",
    category: "business",
    duration: "3-6 months",
    location: null,
    stipend: "₹20,000/month",
    skills: ["Business Planning", "Marketing", "Costing"],
    description:
      "Work with a group of weaver families to turn their craft into a sustainable business: costing, pricing, design refreshes and new buyers. Fellows are mentored by Bunkar's founders and textile designers.",
    requirements: "Business, design or development studies graduates; respect for craft traditions; Hindi fluency.",
    status: "published",
    postedDaysAgo: 28,
    deadlineInDays: 15,
  },
  {
    org: "urja",
    type: "fellowship",
    title: "Clean Energy Design Fellowship",
    category: "design",
    duration: "3-6 months",
    location: null,
    stipend: "₹18,000/month",
    skills: ["Product Design", "Solar Energy", "User Research"],
    description:
      "Redesign the user manuals, payment cards and service experience of Urja's solar home systems with the families who use them. Fellows split their time between Guwahati and village visits.",
    requirements: "Design students or graduates (product, communication or service design); willing to travel in the North East.",
    status: "published",
    postedDaysAgo: 17,
    deadlineInDays: 33,
  },
  {
    org: "nyaya",
    type: "fellowship",
    title: "Grassroots Justice Fellowship",
    category: "other",
    duration: "6+ months",
    location: null,
    stipend: null,
    skills: ["Legal Aid", "Paralegal Training", "Hindi"],
    description:
      "Train and support community paralegals in the hill districts of Uttarakhand for one year. Fellows receive accommodation and travel costs but no stipend, and are supervised by practising lawyers.",
    requirements: "LLB graduates or final-year law students; Hindi fluency; comfortable with mountain travel.",
    status: "published",
    postedDaysAgo: 38,
    deadlineInDays: 12,
  },
  {
    org: "udaan",
    type: "fellowship",
    title: "Employer Partnerships Fellowship",
    category: "marketing",
    duration: "1-3 months",
    location: null,
    stipend: null,
    skills: ["Partnerships", "Presentation", "Networking"],
    description:
      "A short, intensive fellowship to bring 30 new employers into Udaan's hiring network. You will pitch to HR teams, organise a hiring fair and document what makes employers say yes.",
    requirements: "Confident communicator; experience in sales, placements committees or events is useful.",
    status: "published",
    postedDaysAgo: 21,
    deadlineInDays: 8,
  },
  {
    org: "annapurna",
    type: "fellowship",
    title: "Food Systems Product Fellowship",
    category: "product",
    duration: "3-6 months",
    location: null,
    stipend: "₹25,000/month",
    skills: ["Product Management", "Logistics", "No-code Tools"],
    description:
      "Own the product behind Annapurna's food-rescue app: how donors post surplus food, how routes are planned and how shelters confirm deliveries. You will work with volunteer developers and our operations team.",
    requirements: "Some product, operations or software experience; structured problem solving; interest in food security.",
    status: "published",
    postedDaysAgo: 44,
    deadlineInDays: null,
  },
  {
    org: "aarohan",
    type: "fellowship",
    title: "Inclusive Services Fellowship",
    category: "customer",
    duration: "1-3 months",
    location: null,
    stipend: "₹12,000/month",
    skills: ["Accessibility", "Service Design", "Indian Sign Language"],
    description:
      "Spend three months improving how a public hospital in Chandigarh serves patients with disabilities, from signage to appointment booking. Fellows with lived experience of disability are especially welcome.",
    requirements: "Any graduate; knowledge of Indian Sign Language or accessibility standards is a plus.",
    status: "published",
    postedDaysAgo: 2,
    deadlineInDays: 26,
  },
  {
    org: "vanraksha",
    type: "fellowship",
    title: "Forest Rights Fellowship",
    category: "other",
    duration: "6+ months",
    location: null,
    stipend: "₹20,000/month",
    skills: ["Community Organising", "Forest Rights Act", "Gondi"],
    description:
      "Support gram sabhas in Dindori district to file and follow up community forest rights claims under the Forest Rights Act. Fellows live in the district for a year.",
    requirements: "Graduates in social sciences, law or forestry; willingness to learn Gondi; field-ready.",
    status: "pending",
    postedDaysAgo: 1,
    deadlineInDays: 45,
  },
  {
    org: "khel",
    type: "fellowship",
    title: "Sports for Development Fellowship",
    category: "operations",
    duration: "6+ months",
    location: null,
    stipend: "₹15,000/month",
    skills: ["Coaching", "Life Skills", "Gujarati"],
    description:
      "Coach football and run life-skills sessions for adolescents in four Ahmedabad schools for a year, while learning programme design and measurement.",
    requirements: "Played sport at school or college level; good with teenagers; Gujarati or Hindi.",
    status: "draft",
    postedDaysAgo: 7,
    deadlineInDays: null,
  },
  {
    org: "parivartan",
    type: "fellowship",
    title: "Zero Waste Cities Fellowship",
    category: "operations",
    duration: "6+ months",
    location: null,
    stipend: "₹20,000/month",
    skills: ["Solid Waste Management", "Community Engagement"],
    description:
      "Help two Indore wards reach 90% waste segregation at source with waste pickers, residents and the municipal corporation.",
    requirements: "Environmental engineering or planning graduates; Hindi fluency.",
    status: "expired",
    postedDaysAgo: 58,
    deadlineInDays: -15,
  },
  {
    org: "nanhi",
    type: "fellowship",
    title: "Early Childhood Research Fellowship",
    category: "data",
    duration: "6+ months",
    location: null,
    stipend: "₹25,000/month",
    skills: ["Research Methods", "Stata", "Child Development"],
    description:
      "Lead a year-long study of how play-based kits change school readiness in 60 anganwadis, from survey design to analysis.",
    requirements: "Master's in economics, psychology or public health; experience with survey data.",
    status: "rejected",
    rejectionReason: "Please confirm the fellowship's start date and the stipend amount, then submit the listing again.",
    postedDaysAgo: 20,
    deadlineInDays: 10,
  },

  // ——— Courses ———
  {
    org: "harit",
    type: "course",
    title: "Introduction to Climate Finance",
    category: "business",
    duration: "1-3 months",
    location: REMOTE,
    stipend: null,
    skills: ["Climate Finance", "Carbon Markets", "Financial Modelling"],
    description:
      "An eight-week online course on how climate projects in India are financed: green bonds, blended finance, carbon markets and adaptation funds. Weekly live sessions with practitioners and a final case study.",
    requirements: "Open to students and professionals; basic comfort with spreadsheets. No finance background needed.",
    status: "published",
    featured: true,
    postedDaysAgo: 9,
    deadlineInDays: 20,
  },
  {
    org: "akshar",
    type: "course",
    title: "Foundations of Inclusive Pedagogy",
    category: "other",
    duration: "1-3 months",
    location: BOTH,
    stipend: null,
    skills: ["Pedagogy", "Inclusive Education", "Lesson Planning"],
    description:
      "A blended course for teachers and education volunteers on teaching children with different abilities and home languages in one classroom. Includes online modules and two Saturday workshops in Pune.",
    requirements: "Teachers, B.Ed. students and education volunteers; about four hours a week.",
    status: "published",
    postedDaysAgo: 23,
    deadlineInDays: null,
  },
  {
    org: "gramtech",
    type: "course",
    title: "Building Low-Bandwidth Apps for Bharat",
    category: "engineering",
    duration: "1-3 months",
    location: REMOTE,
    stipend: null,
    skills: ["Web Performance", "Progressive Enhancement", "Offline-first", "Android"],
    description:
      "A free six-week course for developers on building apps that work on 2G networks and entry-level phones: progressive enhancement, offline storage, small bundles and SMS fallbacks. Each week ends with a hands-on project.",
    requirements: "Some programming experience in any language; a laptop and an Android phone for testing.",
    status: "published",
    featured: true,
    postedDaysAgo: 3,
    deadlineInDays: 15,
  },
  {
    org: "saafhawa",
    type: "course",
    title: "Air Pollution Data Science Bootcamp",
    category: "data",
    duration: "3-6 months",
    location: REMOTE,
    stipend: "₹5,000/month",
    skills: ["Python", "Time Series", "Machine Learning", "Air Quality"],
    description:
      "A twelve-week bootcamp on analysing air-quality data: sensor calibration, time series, source apportionment and forecasting. Participants from low-income backgrounds receive a monthly stipend to cover data and travel.",
    requirements: "Basic Python and statistics; commitment of ten hours a week.",
    status: "published",
    postedDaysAgo: 26,
    deadlineInDays: 10,
  },
  {
    org: "sakhi",
    type: "course",
    title: "Gender Lens Investing Course",
    category: "business",
    duration: "1-3 months",
    location: ONSITE,
    stipend: null,
    skills: ["Impact Investing", "Gender Analysis", "Due Diligence"],
    description:
      "A four-weekend classroom course in Kolkata on evaluating businesses and programmes through a gender lens, with case studies from Indian impact investors and microfinance institutions.",
    requirements: "Students and early professionals in finance, development or entrepreneurship.",
    status: "published",
    postedDaysAgo: 31,
    deadlineInDays: 24,
  },
  {
    org: "samudra",
    type: "course",
    title: "Coastal Ecology Field Course",
    category: "other",
    duration: "1-3 months",
    location: ONSITE,
    stipend: null,
    skills: ["Ecology", "Field Methods", "Species Identification"],
    description:
      "A residential field course on the ecology of mangroves, estuaries and sandy beaches near Pulicat, taught by marine biologists and fishers. Participants design and carry out a small study.",
    requirements: "Undergraduate students in life sciences or environmental studies; able to stay on site for three weeks.",
    status: "published",
    postedDaysAgo: 36,
    deadlineInDays: 38,
  },
  {
    org: "udaan",
    type: "course",
    title: "Digital Marketing for Nonprofits",
    category: "marketing",
    duration: "1-3 months",
    location: REMOTE,
    stipend: null,
    skills: ["Digital Marketing", "Email Campaigns", "Social Media", "Analytics"],
    description:
      "A self-paced course with weekly mentor calls on running digital campaigns for small non-profits: audiences, email, WhatsApp, social media and measuring donations.",
    requirements: "Anyone working or volunteering with a non-profit; a smartphone or laptop with internet.",
    status: "published",
    postedDaysAgo: 12,
    deadlineInDays: null,
  },
  {
    org: "panchayat",
    type: "course",
    title: "Product Thinking for Public Services",
    category: "product",
    duration: "3-6 months",
    location: BOTH,
    stipend: null,
    skills: ["Product Thinking", "Service Design", "Public Policy"],
    description:
      "A course for young professionals in government and civil society on designing public services like products: user research with citizens, prototyping, pilots and scale-up.",
    requirements: "Graduates with at least one year in government, a non-profit or civic tech.",
    status: "published",
    postedDaysAgo: 42,
    deadlineInDays: 30,
  },
  {
    org: "swasthya",
    type: "course",
    title: "Community Health Worker Certificate",
    category: "operations",
    duration: "6+ months",
    location: ONSITE,
    stipend: "₹3,000/month",
    skills: ["Maternal Health", "First Aid", "Counselling"],
    description:
      "A certified six-month course for women from rural Uttar Pradesh to become community health workers, with classroom training in Lucknow and supervised field practice. A monthly stipend supports travel.",
    requirements: "Women aged 20-40 who have passed Class 10; resident of the district where they will serve.",
    status: "published",
    postedDaysAgo: 48,
    deadlineInDays: 5,
  },
  {
    org: "nanhi",
    type: "course",
    title: "Design Thinking for Social Impact",
    category: "design",
    duration: "1-3 months",
    location: BOTH,
    stipend: null,
    skills: ["Design Thinking", "Facilitation", "Prototyping"],
    description:
      "A practical course on human-centred design for people working with children and families, built around a real challenge from an anganwadi in Odisha.",
    requirements: "Open to all; teams of two from the same organisation are encouraged.",
    status: "published",
    postedDaysAgo: 15,
    deadlineInDays: 19,
  },
  {
    org: "annapurna",
    type: "course",
    title: "Customer Experience for Social Enterprises",
    category: "customer",
    duration: "1-3 months",
    location: REMOTE,
    stipend: null,
    skills: ["Customer Experience", "Feedback Systems", "Support Operations"],
    description:
      "Learn to design support and feedback systems that work for low-income customers and donors: helplines, WhatsApp support, complaint handling and service recovery.",
    requirements: "Staff and volunteers of social enterprises and non-profits; about three hours a week.",
    status: "published",
    postedDaysAgo: 5,
    deadlineInDays: 27,
  },
  {
    org: "kisan",
    type: "course",
    title: "Sustainable Agriculture Value Chains",
    category: "business",
    duration: "3-6 months",
    location: BOTH,
    stipend: null,
    skills: ["Value Chains", "Farmer Producer Organisations", "Agri Marketing"],
    description:
      "A course on building farmer producer organisations that last: governance, procurement, processing and marketing, with visits to Kisan Mitra's warehouses and dal mill.",
    requirements: "Agriculture, rural management and commerce students; FPO staff welcome.",
    status: "published",
    postedDaysAgo: 53,
    deadlineInDays: null,
  },
  {
    org: "urja",
    type: "course",
    title: "Solar Technician Training",
    category: "engineering",
    duration: "3-6 months",
    location: ONSITE,
    stipend: "₹4,000/month",
    skills: ["Solar PV", "Electrical Wiring", "Safety"],
    description:
      "A hands-on course that trains young people from rural Assam to install and repair solar home systems and pumps. Graduates are offered work with Urja or its partner installers.",
    requirements: "Aged 18-30 with Class 10 or an ITI certificate; interest in electrical work.",
    status: "published",
    postedDaysAgo: 29,
    deadlineInDays: 44,
  },
  {
    org: "nyaya",
    type: "course",
    title: "Legal Literacy for Changemakers",
    category: "other",
    duration: "1-3 months",
    location: REMOTE,
    stipend: null,
    skills: ["Legal Literacy", "RTI", "Constitutional Rights"],
    description:
      "An online course on the laws community workers use most: the Right to Information Act, welfare entitlements, domestic violence protection and land records.",
    requirements: "Community workers, students and volunteers; no legal background needed.",
    status: "pending",
    postedDaysAgo: 0,
    deadlineInDays: 30,
  },
  {
    org: "bunkar",
    type: "course",
    title: "Textile Design Masterclass",
    category: "design",
    duration: "1-3 months",
    location: ONSITE,
    stipend: null,
    skills: ["Textile Design", "Handloom", "Colour Theory"],
    description:
      "A four-week masterclass in Varanasi with master weavers on Banarasi motifs, jacquard design and contemporary colour palettes.",
    requirements: "Design students and young designers with a portfolio.",
    status: "draft",
    postedDaysAgo: 4,
    deadlineInDays: 20,
  },
  {
    org: "vanraksha",
    type: "course",
    title: "Wildlife Monitoring Course",
    category: "data",
    duration: "3-6 months",
    location: ONSITE,
    stipend: null,
    skills: ["Camera Traps", "Occupancy Modelling", "R"],
    description:
      "A field course on camera trapping, transect surveys and occupancy modelling in the forests around Kanha, with community monitors.",
    requirements: "Life sciences students comfortable with basic statistics and field work.",
    status: "expired",
    postedDaysAgo: 60,
    deadlineInDays: -20,
  },
  {
    org: "aarohan",
    type: "course",
    title: "Sign Language Basics",
    category: "customer",
    duration: "1-3 months",
    location: REMOTE,
    stipend: null,
    skills: ["Indian Sign Language"],
    description:
      "An introductory online course in Indian Sign Language for front-desk and customer service staff, taught by Deaf instructors.",
    requirements: "Anyone working with the public; a webcam for practice sessions.",
    status: "rejected",
    rejectionReason: "The application link does not open. Please check the link and submit the listing again.",
    postedDaysAgo: 14,
    deadlineInDays: null,
  },
];

export const SEED_JOBS: SeedJob[] = [
  {
    company: "GramTech Labs",
    position: "Frontend Developer",
    category: "engineering",
    location: BOTH,
    duration: "6+ months",
    salary: "₹35,000/month",
    skills: ["React", "TypeScript", "Accessibility", "Web Performance"],
    description:
      "Build the web dashboards that district health officers use to follow up on patients registered in our rural clinic app. Pages must load quickly on government office connections.",
    requirements: "Two years of frontend experience with React or a similar framework; care for accessibility and performance.",
    status: "published",
    featured: true,
    postedDaysAgo: 4,
    deadlineInDays: 30,
  },
  {
    company: "Akshar Learning Foundation",
    position: "Impact Evaluation Associate",
    category: "data",
    location: ONSITE,
    duration: "6+ months",
    salary: "₹30,000/month",
    skills: ["Stata", "Survey Design", "Impact Evaluation", "Marathi"],
    description:
      "Design and run the annual reading assessment across 400 schools and analyse learning outcomes for our board and government partners.",
    requirements: "Master's in economics, statistics or education; experience with survey data and Stata or R.",
    status: "published",
    featured: true,
    postedDaysAgo: 9,
    deadlineInDays: 21,
  },
  {
    company: "Sakhi Shakti Foundation",
    position: "Graphic Designer",
    category: "design",
    location: REMOTE,
    duration: "3-6 months",
    salary: "₹20,000/month",
    skills: ["Graphic Design", "Illustrator", "Bengali Typography"],
    description:
      "Design campaign material, reports and social posts in Bengali and English for our leadership and livelihood programmes.",
    requirements: "A portfolio of print and digital work; comfortable designing with Bengali scripts.",
    status: "published",
    postedDaysAgo: 13,
    deadlineInDays: null,
  },
  {
    company: "Udaan Youth Skills Network",
    position: "Digital Marketing Associate",
    category: "marketing",
    location: BOTH,
    duration: "6+ months",
    salary: "₹25,000/month",
    skills: ["Performance Marketing", "Meta Ads", "Analytics"],
    description:
      "Run the campaigns that bring first-generation graduates into our free employability courses, and report on cost per enrolled learner.",
    requirements: "One year running digital campaigns; data-driven; Hindi or Marathi a plus.",
    status: "published",
    postedDaysAgo: 19,
    deadlineInDays: 14,
  },
  {
    company: "Neer Jal Trust",
    position: "Program Operations Coordinator",
    category: "operations",
    location: ONSITE,
    duration: "6+ months",
    salary: "₹28,000/month",
    skills: ["Operations", "Budgeting", "Hindi", "Vendor Management"],
    description:
      "Coordinate restoration works across 40 villages: contractor schedules, material purchases, village committee meetings and monthly reports to funders.",
    requirements: "Two years in programme operations or project coordination; willing to be based in Jaipur with frequent field travel.",
    status: "published",
    featured: true,
    postedDaysAgo: 6,
    deadlineInDays: 25,
  },
  {
    company: "Urja Solar Enterprises",
    position: "Business Development Associate",
    category: "business",
    location: ONSITE,
    duration: null,
    salary: "₹22,000/month",
    skills: ["Business Development", "Financing", "Assamese"],
    description:
      "Grow Urja's solar irrigation business through partnerships with banks, FPOs and state agriculture schemes in Assam.",
    requirements: "MBA or two years in sales; fluency in Assamese; a two-wheeler licence.",
    status: "published",
    postedDaysAgo: 23,
    deadlineInDays: 40,
  },
  {
    company: "Digital Panchayat Project",
    position: "Product Associate",
    category: "product",
    location: REMOTE,
    duration: "6+ months",
    salary: "₹32,000/month",
    skills: ["Product Management", "User Research", "SQL"],
    description:
      "Own two features of our grievance-redressal platform from research to launch, working with engineers and panchayat secretaries.",
    requirements: "One year in product, consulting or civic tech; strong writing and basic SQL.",
    status: "published",
    postedDaysAgo: 2,
    deadlineInDays: null,
  },
  {
    company: "Van Raksha Trust",
    position: "Field Research Associate",
    category: "other",
    location: ONSITE,
    duration: "3-6 months",
    salary: null,
    skills: ["Field Research", "Biodiversity Surveys", "Hindi"],
    description:
      "Document non-timber forest produce and incomes in 20 villages of Mandla district for a study on forest-based livelihoods. Accommodation and travel are provided.",
    requirements: "Graduate in forestry, ecology or social sciences; able to live in the field.",
    status: "published",
    postedDaysAgo: 37,
    deadlineInDays: 18,
  },
  {
    company: "Harit Climate Lab",
    position: "Backend Engineer (Node.js)",
    category: "engineering",
    location: REMOTE,
    duration: "6+ months",
    salary: "₹45,000/month",
    skills: ["Node.js", "PostgreSQL", "APIs"],
    description:
      "Build the APIs behind our open climate data portal, which serves heat and flood risk data for 30 Indian cities.",
    requirements: "Two years of backend experience with Node.js and a relational database.",
    status: "pending",
    postedDaysAgo: 1,
    deadlineInDays: 35,
  },
  {
    company: "Swasthya Setu Health Network",
    position: "Monitoring and Evaluation Officer",
    category: "data",
    location: ONSITE,
    duration: "6+ months",
    salary: "₹30,000/month",
    skills: ["M&E", "Excel", "KoboToolbox"],
    description:
      "Track the reach and quality of our health-worker training across six districts and prepare donor reports.",
    requirements: "Master's in public health or social sciences; two years in M&E.",
    status: "pending",
    postedDaysAgo: 2,
    deadlineInDays: null,
  },
  {
    company: "Khel Se Seekh",
    position: "Community Manager",
    category: "marketing",
    location: BOTH,
    duration: "3-6 months",
    salary: "₹18,000/month",
    skills: ["Community Building", "Events", "Gujarati"],
    description:
      "Grow and look after our community of coaches, parents and alumni players through events, WhatsApp groups and newsletters.",
    requirements: "Experience running a community or club; Gujarati fluency.",
    status: "pending",
    postedDaysAgo: 0,
    deadlineInDays: 20,
  },
  {
    company: "Nyaya Saathi Legal Aid",
    position: "Grant Writer",
    category: "business",
    location: REMOTE,
    duration: "1-3 months",
    salary: "₹20,000/month",
    skills: ["Grant Writing", "Budgeting", "Research"],
    description: "Write and submit grant proposals to foundations and CSR funders for our legal-aid helpline and paralegal programme.",
    requirements: "Excellent English writing; experience with at least two funded proposals.",
    status: "pending",
    postedDaysAgo: 3,
    deadlineInDays: 12,
  },
  {
    company: "Nanhi Kiran Early Childhood Foundation",
    position: "UI Designer",
    category: "design",
    location: REMOTE,
    duration: "3-6 months",
    salary: "₹28,000/month",
    skills: ["Figma", "UI Design", "Design Systems"],
    description: "Design screens for our parenting app in Odia and English, with large touch targets and simple illustrations.",
    requirements: "A portfolio of mobile UI work; experience designing for low-literacy users is a plus.",
    status: "draft",
    postedDaysAgo: 8,
    deadlineInDays: 28,
  },
  {
    company: "Annapurna Food Rescue",
    position: "Supply Chain Associate",
    category: "operations",
    location: ONSITE,
    duration: "6+ months",
    salary: "₹24,000/month",
    skills: ["Logistics", "Route Planning", "Malayalam"],
    description: "Plan daily food-rescue routes across Kochi and manage our fleet of volunteer drivers and two delivery vans.",
    requirements: "One year in logistics or operations; Malayalam fluency.",
    status: "draft",
    postedDaysAgo: 11,
    deadlineInDays: null,
  },
  {
    company: "Saaf Hawa Initiative",
    position: "Data Engineer",
    category: "data",
    location: REMOTE,
    duration: "6+ months",
    salary: "₹40,000/month",
    skills: ["Python", "ETL", "Time Series Databases"],
    description: "Build the pipelines that collect, clean and publish readings from our 120 air-quality sensors every minute.",
    requirements: "Two years building data pipelines in Python; experience with time-series data.",
    status: "draft",
    postedDaysAgo: 5,
    deadlineInDays: 30,
  },
  {
    company: "Metro Staffing Solutions",
    position: "Sales Executive",
    category: "business",
    location: ONSITE,
    duration: null,
    salary: "Commission only",
    skills: ["Sales", "Cold Calling"],
    description: "Sell staffing services to small businesses. Earn unlimited commission with flexible hours and targets.",
    requirements: "Any graduate with good communication skills and a target-driven attitude.",
    status: "rejected",
    postedDaysAgo: 17,
    deadlineInDays: 10,
  },
  {
    company: "Prime Outreach Services",
    position: "Telecaller",
    category: "other",
    location: REMOTE,
    duration: "1-3 months",
    salary: "₹8,000/month",
    skills: ["Calling", "Hindi"],
    description: "Call customers from a provided list to promote our partner products. Work from home with daily targets.",
    requirements: "Fluent Hindi and a smartphone; no experience required for this role.",
    status: "rejected",
    postedDaysAgo: 24,
    deadlineInDays: null,
  },
  {
    company: "BrightPath Promotions",
    position: "Campus Brand Ambassador",
    category: "marketing",
    location: BOTH,
    duration: "1-3 months",
    salary: null,
    skills: ["Promotion", "Social Media"],
    description: "Promote our partner brands on your campus and social media channels. Get certificates and goodies for top performers.",
    requirements: "College students with an active social media presence and a large network.",
    status: "rejected",
    postedDaysAgo: 29,
    deadlineInDays: -5,
  },
  {
    company: "Samudra Coastal Conservation",
    position: "Volunteer Coordinator",
    category: "operations",
    location: ONSITE,
    duration: "3-6 months",
    salary: "₹18,000/month",
    skills: ["Volunteer Management", "Tamil", "Event Planning"],
    description: "Recruit, train and schedule the volunteers who patrol turtle-nesting beaches during the nesting season.",
    requirements: "Experience coordinating volunteers or events; Tamil fluency.",
    status: "expired",
    postedDaysAgo: 52,
    deadlineInDays: -8,
  },
  {
    company: "Aarohan Inclusion Trust",
    position: "Mobile App Developer",
    category: "engineering",
    location: REMOTE,
    duration: "6+ months",
    salary: "₹38,000/month",
    skills: ["Flutter", "Accessibility", "Android"],
    description: "Build an accessible job-search app for persons with disabilities, working with screen reader users from day one.",
    requirements: "Two years of mobile development; experience with TalkBack and VoiceOver testing.",
    status: "expired",
    postedDaysAgo: 59,
    deadlineInDays: -25,
  },
  {
    company: "Kisan Mitra Collective",
    position: "Associate Product Manager",
    category: "product",
    location: BOTH,
    duration: "6+ months",
    salary: "₹30,000/month",
    skills: ["Product Management", "Agriculture", "Marathi"],
    description: "Lead the farmer-facing voice app that shares mandi prices and weather advisories in Marathi.",
    requirements: "One year of product experience; comfortable working in Marathi with farmers.",
    status: "expired",
    postedDaysAgo: 41,
    deadlineInDays: -4,
  },
];

export const SEED_REJECTED_JOB_REASON = LEGACY_REJECTION_REASON;

/** The categories table (name, colour). */
export const SEED_CATEGORIES: { name: (typeof CATEGORY_VALUES)[number]; color: string }[] = [
  { name: "engineering", color: "#3b82f6" },
  { name: "design", color: "#ec4899" },
  { name: "marketing", color: "#22c55e" },
  { name: "data", color: "#6366f1" },
  { name: "business", color: "#f59e0b" },
  { name: "operations", color: "#14b8a6" },
  { name: "product", color: "#a855f7" },
  { name: "customer", color: "#f97316" },
  { name: "other", color: "#6b7280" },
];

/** The starting categories' names in the other interface languages (docs/glossary/hindi.md; migration 0025 has the same). */
export const SEED_CATEGORY_NAMES: Record<string, Record<(typeof CATEGORY_VALUES)[number], string>> = {
  hi: {
    engineering: "इंजीनियरिंग",
    design: "डिज़ाइन",
    marketing: "मार्केटिंग",
    data: "डेटा साइंस",
    business: "बिज़नेस",
    operations: "ऑपरेशंस",
    product: "प्रोडक्ट",
    customer: "कस्टमर सपोर्ट",
    other: "अन्य",
  },
  // docs/glossary/marathi.md, bengali.md: loan words, as the field says them.
  mr: {
    engineering: "इंजिनिअरिंग",
    design: "डिझाइन",
    marketing: "मार्केटिंग",
    data: "डेटा सायन्स",
    business: "बिझनेस",
    operations: "ऑपरेशन्स",
    product: "प्रॉडक्ट",
    customer: "कस्टमर सपोर्ट",
    other: "इतर",
  },
  bn: {
    engineering: "ইঞ্জিনিয়ারিং",
    design: "ডিজাইন",
    marketing: "মার্কেটিং",
    data: "ডেটা সায়েন্স",
    business: "বিজনেস",
    operations: "অপারেশনস",
    product: "প্রোডাক্ট",
    customer: "কাস্টমার সাপোর্ট",
    other: "অন্যান্য",
  },
};

export const SEED_ATTRIBUTE_DEFINITIONS: {
  name: string;
  label: string;
  dataType: "string" | "boolean" | "array";
  isRequired: boolean;
  defaultValue: string | null;
  validationRules: Record<string, unknown> | null;
  displayOrder: number;
}[] = [
  {
    name: "category",
    label: "Category",
    dataType: "string",
    isRequired: true,
    defaultValue: "engineering",
    validationRules: { options: [...CATEGORY_VALUES] },
    displayOrder: 1,
  },
  {
    name: "duration",
    label: "Duration",
    dataType: "string",
    isRequired: false,
    defaultValue: "1-3 months",
    validationRules: { options: ["1-3 months", "3-6 months", "6+ months"] },
    displayOrder: 2,
  },
  {
    name: "hasPaid",
    label: "Offers a stipend",
    dataType: "boolean",
    isRequired: false,
    defaultValue: "false",
    validationRules: null,
    displayOrder: 3,
  },
  {
    name: "stipend",
    label: "Stipend",
    dataType: "string",
    isRequired: false,
    defaultValue: null,
    validationRules: { maxLength: 50 },
    displayOrder: 4,
  },
  {
    name: "skills",
    label: "Skills",
    dataType: "array",
    isRequired: false,
    defaultValue: null,
    validationRules: { maxItems: 10 },
    displayOrder: 5,
  },
  {
    name: "applicationUrl",
    label: "Application URL",
    dataType: "string",
    isRequired: false,
    defaultValue: null,
    validationRules: { format: "url" },
    displayOrder: 6,
  },
];

export const SEED_SITE_SETTINGS: {
  key: string;
  value: string;
  type: "text" | "image" | "html" | "color";
  label: string;
  description: string;
}[] = [
  { key: "site_name", value: "Impact Careers", type: "text", label: "Site name", description: "The brand shown in the header, page titles and emails." },
  {
    key: "support_email",
    value: "support@impactcareers.in",
    type: "text",
    label: "Support email",
    description: "Where the footer's Contact link and the submission success message send people.",
  },
  { key: "hero_title", value: "Build your Career of Impact", type: "text", label: "Hero title", description: "The large heading on the home page." },
  {
    key: "hero_tagline",
    value: "Explore Internships, Fellowships and Courses with India's leading changemakers",
    type: "text",
    label: "Hero tagline",
    description: "The line under the home page heading.",
  },
  {
    key: "default_social_image",
    value: "/social-default.png",
    type: "image",
    label: "Default social image",
    description: "Shown when a page is shared on social media and has no image of its own (1200x630).",
  },
  {
    key: "footer_note",
    value: "<p>Listings are free for organisations working for social and environmental good in India.</p>",
    type: "html",
    label: "Footer note",
    description: "A short note shown in the footer (sanitised HTML).",
  },
  {
    key: "footer_note_hi",
    value: "<p>भारत में सामाजिक और पर्यावरण की भलाई के लिए काम करने वाली संस्थाओं के लिए लिस्टिंग मुफ़्त है।</p>",
    type: "html",
    label: "Footer note (Hindi)",
    description: "The footer note on the Hindi pages (sanitised HTML).",
  },
  {
    key: "footer_note_mr",
    value: "<p>भारतात सामाजिक आणि पर्यावरणाच्या भल्यासाठी काम करणाऱ्या संस्थांसाठी लिस्टिंग मोफत आहे.</p>",
    type: "html",
    label: "Footer note (Marathi)",
    description: "The footer note on the Marathi pages (sanitised HTML).",
  },
  {
    key: "footer_note_bn",
    value: "<p>ভারতে সমাজ ও পরিবেশের ভালোর জন্য কাজ করা সংস্থাগুলোর জন্য লিস্টিং বিনামূল্যে।</p>",
    type: "html",
    label: "Footer note (Bengali)",
    description: "The footer note on the Bengali pages (sanitised HTML).",
  },
  { key: "brand_color", value: "#6366f1", type: "color", label: "Brand colour", description: "The accent colour of buttons and links." },
  {
    key: "review_turnaround",
    value: "24-48 hours",
    type: "text",
    label: "Review turnaround",
    description: "How long the team takes to review a submission, as told to posters.",
  },
];

export const SEED_SEO_SETTINGS: {
  pageKey: string;
  metaTitle: string;
  metaDescription: string;
  openGraphType: "website" | "article" | "profile";
  isIndexed: boolean;
}[] = [
  {
    pageKey: "home",
    metaTitle: "Discover Impact Opportunities in India",
    metaDescription:
      "Discover impact-focused internships, fellowships and courses in India and connect with socially and environmentally focused organisations.",
    openGraphType: "website",
    isIndexed: true,
  },
  {
    pageKey: "about",
    metaTitle: "About Us",
    metaDescription: "Impact Careers connects students and early-career people with India's social and environmental organisations.",
    openGraphType: "website",
    isIndexed: true,
  },
  {
    pageKey: "submit",
    metaTitle: "Post an Opportunity",
    metaDescription: "Post an internship, fellowship or course for free. Our team reviews every listing within 24-48 hours.",
    openGraphType: "website",
    isIndexed: true,
  },
  {
    pageKey: "terms",
    metaTitle: "Terms and Conditions",
    metaDescription: "The terms for using Impact Careers and for posting opportunities on it.",
    openGraphType: "website",
    isIndexed: true,
  },
  {
    pageKey: "blog",
    metaTitle: "Blog",
    metaDescription: "Stories, guides and advice for building a career in India's social sector.",
    openGraphType: "website",
    isIndexed: true,
  },
  {
    pageKey: "features-preview",
    metaTitle: "Features Preview",
    metaDescription: "A preview of ideas for featuring opportunities on Impact Careers.",
    openGraphType: "website",
    isIndexed: false,
  },
];

export const SEED_SITEMAP_ENTRIES: {
  url: string;
  changeFrequency: "daily" | "weekly" | "monthly" | "yearly";
  priority: string;
  include: boolean;
}[] = [
  { url: "/", changeFrequency: "daily", priority: "1.0", include: true },
  { url: "/submit", changeFrequency: "monthly", priority: "0.9", include: true },
  { url: "/about", changeFrequency: "monthly", priority: "0.8", include: true },
  { url: "/blog", changeFrequency: "weekly", priority: "0.7", include: true },
  { url: "/terms", changeFrequency: "yearly", priority: "0.3", include: true },
  { url: "/features-preview", changeFrequency: "monthly", priority: "0.1", include: false },
];

export const SEED_CONTENT_PAGES: {
  slug: string;
  title: string;
  content: string;
  metaTitle: string | null;
  metaDescription: string | null;
  published: boolean;
  /** Linked from the site footer. */
  showInFooter?: boolean;
  updatedDaysAgo: number;
}[] = [
  {
    slug: "posting-guidelines",
    showInFooter: true,
    title: "Posting guidelines",
    metaTitle: "Posting guidelines for organisations",
    metaDescription: "What we publish on Impact Careers, and what we do not.",
    published: true,
    updatedDaysAgo: 20,
    content: `Impact Careers lists opportunities with organisations that work for social or environmental good in India. Every listing is reviewed by our team and published within **24-48 hours**.

## What we publish

- Internships, fellowships and courses with a clear purpose and a named organisation.
- Listings that say what the person will do, what they will learn and who will supervise them.
- Paid and unpaid opportunities. If you offer a stipend, state the amount per month.

## What we do not publish

- Commission-only sales roles, recruitment agencies and multi-level marketing.
- Listings that charge applicants a fee to apply.
- Listings with broken or misleading application links.

## Tips for a good listing

1. Write a specific title, such as "Water Quality Field Research Intern".
2. Describe a typical week in two to four sentences.
3. List the skills you need, and the ones you will teach.

Questions? Write to [support@impactcareers.in](mailto:support@impactcareers.in).`,
  },
  {
    slug: "privacy-policy",
    showInFooter: true,
    title: "Privacy policy",
    metaTitle: "Privacy policy",
    metaDescription: "What data Impact Careers keeps and why.",
    published: true,
    updatedDaysAgo: 45,
    content: `We keep as little personal data as we can.

## Visitors

Browsing and searching need no account. We do not use advertising trackers. Our server keeps short-lived logs (IP address, page, time) for security, for up to 30 days.

## Organisations that post

We store what you submit in the posting form so that we can review and publish it. Published listings are public. Ask us at [support@impactcareers.in](mailto:support@impactcareers.in) to correct or remove a listing.

## Applications

You apply on the organisation's own website. We never see your application.`,
  },
  {
    slug: "partner-with-us",
    title: "Partner with us",
    metaTitle: null,
    metaDescription: null,
    published: false,
    updatedDaysAgo: 3,
    content: `*Draft — not yet published.*

We are looking for universities and networks of non-profits who want to share Impact Careers with their students and members.

## Ideas

- A featured collection of opportunities for your students.
- A monthly newsletter of new listings in your region.`,
  },
];

export const SEED_BLOG_POSTS: {
  slug: string;
  title: string;
  summary: string;
  content: string;
  metaTitle: string | null;
  metaDescription: string | null;
  published: boolean;
  /** Days before seeding; null when never published (a draft). */
  publishedDaysAgo: number | null;
}[] = [
  {
    slug: "how-to-write-an-application-for-a-social-sector-internship",
    title: "How to write an application for a social-sector internship",
    summary: "Five things programme managers look for when they read your application, and how to show them.",
    metaTitle: "Writing a social-sector internship application",
    metaDescription: "Five things programme managers look for in an internship application, with examples.",
    published: true,
    publishedDaysAgo: 4,
    content: `Most organisations in the social sector are small. The person reading your application is often the person you will work with. Here is what they look for.

## 1. Why this organisation

Read their website and annual report. Mention a programme by name and say what you would like to learn from it.

## 2. Evidence you can do the work

A college project, a volunteering stint or a blog post is evidence. Link to it.

## 3. Comfort with the field

Many roles involve travel to villages or work in local languages. Say honestly what you can and cannot do.

## 4. Clear writing

Keep your note to 200 words. Short sentences, no jargon.

## 5. Follow the instructions

If the listing asks for a CV and a writing sample, send both — and nothing else.`,
  },
  {
    slug: "fellowships-in-india-what-to-expect",
    title: "Fellowships in India: what to expect",
    summary: "Stipends, field postings, mentoring and what happens after: a plain guide to fellowships in the development sector.",
    metaTitle: null,
    metaDescription: null,
    published: true,
    publishedDaysAgo: 18,
    content: `Fellowships are one of the most common ways into India's development sector. They differ a lot, so ask these questions before you apply.

## How long, and where?

Most run for one or two years. Many place you in a district or village, not a city office.

## What is the stipend?

Stipends range from ₹15,000 to ₹40,000 a month, sometimes with housing. Some fellowships cover costs only.

## Who mentors you?

Good fellowships name a mentor and meet you every week or two.

## What happens after?

Ask where last year's fellows work now. A strong alumni network is worth as much as the stipend.`,
  },
  {
    slug: "five-skills-climate-organisations-are-hiring-for",
    title: "Five skills climate organisations are hiring for",
    summary: "From GIS to community engagement, the skills that keep appearing in climate listings on Impact Careers.",
    metaTitle: null,
    metaDescription: null,
    published: true,
    publishedDaysAgo: 35,
    content: `We looked at the climate and environment listings posted on Impact Careers in the last few months. These skills came up again and again.

1. **Data analysis** with Python or R — for air quality, rainfall and heat data.
2. **GIS and mapping** — QGIS is free and enough to start.
3. **Community engagement** in a local language.
4. **Writing for non-experts** — policy briefs, explainers, newsletters.
5. **Field research** — surveys, interviews and careful notes.

Browse the current [internships](/?type=internship#opportunities) to see them in context.`,
  },
  {
    slug: "our-review-process-explained",
    title: "Our review process, explained",
    summary: "What happens between an organisation pressing Submit and a listing going live.",
    metaTitle: null,
    metaDescription: null,
    published: false,
    publishedDaysAgo: null,
    content: `*Draft.*

Every listing is read by a person on our team before it is published. We check the organisation, the application link and the description against our posting guidelines.`,
  },
];

/** The editorial author of the blog posts: a user who cannot log in (docs/decisions/020-demo-data.md). */
export const SEED_EDITORIAL_USERNAME = "impact-team";
export const SEED_EDITORIAL_FULL_NAME = "Impact Careers Team";

export const SEED_PUBLISHED_INTERNSHIP_SLUG = "climate-data-analyst-intern";
export const SEED_PUBLISHED_FELLOWSHIP_SLUG = "rural-innovation-fellowship";
export const SEED_PUBLISHED_COURSE_SLUG = "building-low-bandwidth-apps-for-bharat";
export const SEED_PENDING_OPPORTUNITY_SLUG = "brand-photography-intern";
export const SEED_DRAFT_OPPORTUNITY_SLUG = "farmer-outreach-intern";
export const SEED_REJECTED_OPPORTUNITY_SLUG = "policy-research-intern";
export const SEED_EXPIRED_OPPORTUNITY_SLUG = "health-data-entry-intern";
export const SEED_PUBLISHED_JOB_SLUG = "frontend-developer-at-gramtech-labs";
export const SEED_PENDING_JOB_SLUG = "backend-engineer-node-js-at-harit-climate-lab";

/** Slugs of the featured opportunities, in table order (all published). */
export const SEED_FEATURED_SLUGS = [
  "climate-data-analyst-intern",
  "full-stack-developer-intern-edtech",
  "product-management-intern-civic-tech",
  "rural-innovation-fellowship",
  "akshar-classroom-leadership-fellowship",
  "women-in-tech-fellowship",
  "introduction-to-climate-finance",
  "building-low-bandwidth-apps-for-bharat",
] as const;

/** The title a legacy job's slug is made from. */
export function jobSlugSource(job: Pick<SeedJob, "position" | "company">): string {
  return `${job.position} at ${job.company}`;
}

/** Application instructions, written the way organisations usually do. */
export function applicationInstructionsFor(type: OpportunityType | "job", orgName: string): string {
  switch (type) {
    case "fellowship":
      return `Apply through the application link with your CV and a 300-word statement on why you want this fellowship. Shortlisted candidates are invited to an interview and a short field task with ${orgName}.`;
    case "course":
      return `Register through the application link. Seats are limited; ${orgName} confirms admissions by email within a week of the deadline.`;
    case "job":
      return `Apply through the application link with your CV and a short cover note. ${orgName} replies to every applicant within two weeks.`;
    default:
      return `Apply through the application link with your CV and a short note on why this internship interests you. ${orgName} interviews shortlisted candidates by phone or video.`;
  }
}

/** The seeded content pages' translations (decision 360), by page slug and language. */
export const SEED_CONTENT_TRANSLATIONS: {
  slug: string;
  language: "hi" | "mr" | "bn";
  title: string;
  metaDescription: string;
  content: string;
}[] = [
  {
    slug: "posting-guidelines",
    language: "hi",
    title: "पोस्ट करने के नियम",
    metaDescription: "Impact Careers पर हम क्या प्रकाशित करते हैं, और क्या नहीं।",
    content: `Impact Careers भारत में सामाजिक या पर्यावरण की भलाई के लिए काम करने वाली संस्थाओं के अवसर दिखाता है। हमारी टीम हर लिस्टिंग की जाँच करती है और उसे **24-48 घंटे** में प्रकाशित करती है।

## हम क्या प्रकाशित करते हैं

- साफ़ उद्देश्य और नाम वाली संस्था की इंटर्नशिप, फ़ेलोशिप और कोर्स।
- ऐसी लिस्टिंग जो बताए कि व्यक्ति क्या करेगा, क्या सीखेगा और उसका मार्गदर्शन कौन करेगा।
- स्टाइपेंड वाले और बिना स्टाइपेंड वाले अवसर। अगर आप स्टाइपेंड देते हैं, तो प्रति माह की रकम लिखें।

## हम क्या प्रकाशित नहीं करते

- सिर्फ़ कमीशन वाली सेल्स की नौकरियाँ, भर्ती एजेंसियाँ और मल्टी-लेवल मार्केटिंग।
- ऐसी लिस्टिंग जो आवेदन करने के लिए पैसे लेती हो।
- टूटे या गुमराह करने वाले आवेदन लिंक वाली लिस्टिंग।

## अच्छी लिस्टिंग के लिए सुझाव

1. साफ़ शीर्षक लिखें, जैसे "पानी की गुणवत्ता पर फ़ील्ड रिसर्च इंटर्न"।
2. एक आम हफ़्ते का काम दो से चार वाक्यों में बताएँ।
3. ज़रूरी कौशल लिखें, और वे भी जो आप सिखाएँगे।

कोई सवाल? [support@impactcareers.in](mailto:support@impactcareers.in) पर लिखें।`,
  },
  {
    slug: "posting-guidelines",
    language: "mr",
    title: "पोस्ट करण्याचे नियम",
    metaDescription: "Impact Careers वर आम्ही काय प्रकाशित करतो, आणि काय नाही.",
    content: `Impact Careers भारतात सामाजिक किंवा पर्यावरणाच्या भल्यासाठी काम करणाऱ्या संस्थांच्या संधी दाखवते. आमची टीम प्रत्येक लिस्टिंग तपासते आणि ती **24-48 तासांत** प्रकाशित करते.

## आम्ही काय प्रकाशित करतो

- स्पष्ट उद्देश आणि नाव असलेल्या संस्थेच्या इंटर्नशिप, फेलोशिप आणि कोर्स.
- व्यक्ती काय करेल, काय शिकेल आणि तिला मार्गदर्शन कोण करेल हे सांगणारी लिस्टिंग.
- स्टायपेंड असलेल्या आणि नसलेल्या संधी. तुम्ही स्टायपेंड देत असाल, तर दरमहा रक्कम लिहा.

## आम्ही काय प्रकाशित करत नाही

- फक्त कमिशनवर आधारित विक्रीची कामे, भरती एजन्सी आणि मल्टी-लेव्हल मार्केटिंग.
- अर्ज करण्यासाठी अर्जदारांकडून पैसे घेणारी लिस्टिंग.
- तुटलेल्या किंवा दिशाभूल करणाऱ्या अर्जाच्या लिंक असलेली लिस्टिंग.

## चांगल्या लिस्टिंगसाठी सूचना

1. नेमके शीर्षक लिहा, उदाहरणार्थ "पाण्याच्या गुणवत्तेवरील फील्ड संशोधन इंटर्न".
2. एका सर्वसाधारण आठवड्याचे काम दोन ते चार वाक्यांत सांगा.
3. आवश्यक कौशल्ये लिहा, आणि तुम्ही शिकवणार असलेलीही.

काही प्रश्न? [support@impactcareers.in](mailto:support@impactcareers.in) वर लिहा.`,
  },
  {
    slug: "posting-guidelines",
    language: "bn",
    title: "পোস্ট করার নিয়ম",
    metaDescription: "Impact Careers-এ আমরা কী প্রকাশ করি, আর কী করি না।",
    content: `Impact Careers ভারতে সমাজ বা পরিবেশের ভালোর জন্য কাজ করা সংস্থার সুযোগ দেখায়। আমাদের টিম প্রতিটি লিস্টিং যাচাই করে **24-48 ঘণ্টার** মধ্যে প্রকাশ করে।

## আমরা কী প্রকাশ করি

- স্পষ্ট উদ্দেশ্য আর নাম থাকা সংস্থার ইন্টার্নশিপ, ফেলোশিপ আর কোর্স।
- এমন লিস্টিং যা বলে মানুষটি কী করবেন, কী শিখবেন আর কে তাঁকে পথ দেখাবেন।
- স্টাইপেন্ড থাকা আর না থাকা সুযোগ। স্টাইপেন্ড দিলে মাসিক পরিমাণ লিখুন।

## আমরা কী প্রকাশ করি না

- শুধু কমিশনভিত্তিক বিক্রির কাজ, নিয়োগ এজেন্সি আর মাল্টি-লেভেল মার্কেটিং।
- আবেদন করতে আবেদনকারীর কাছ থেকে টাকা নেয় এমন লিস্টিং।
- ভাঙা বা বিভ্রান্তিকর আবেদনের লিংক থাকা লিস্টিং।

## ভালো লিস্টিংয়ের জন্য পরামর্শ

1. নির্দিষ্ট শিরোনাম লিখুন, যেমন "জলের গুণমান নিয়ে ফিল্ড গবেষণা ইন্টার্ন"।
2. একটি সাধারণ সপ্তাহের কাজ দুই থেকে চার বাক্যে বলুন।
3. প্রয়োজনীয় দক্ষতা লিখুন, আর যেগুলো আপনি শেখাবেন সেগুলোও।

কোনো প্রশ্ন? [support@impactcareers.in](mailto:support@impactcareers.in)-এ লিখুন।`,
  },
  {
    slug: "privacy-policy",
    language: "hi",
    title: "निजता नीति",
    metaDescription: "Impact Careers कौन-सा डेटा रखता है और क्यों।",
    content: `हम जितना हो सके, उतना कम निजी डेटा रखते हैं।

## विज़िटर

बोर्ड देखने और उस पर खोजने के लिए किसी खाते की ज़रूरत नहीं है। हम विज्ञापन वाले ट्रैकर इस्तेमाल नहीं करते। सुरक्षा के लिए हमारा सर्वर थोड़े समय के लॉग (IP पता, पेज, समय) रखता है, ज़्यादा से ज़्यादा 30 दिन तक।

## पोस्ट करने वाली संस्थाएँ

पोस्ट करने के फ़ॉर्म में आप जो भेजते हैं, उसे हम रखते हैं, ताकि उसकी जाँच करके उसे प्रकाशित कर सकें। प्रकाशित लिस्टिंग सार्वजनिक होती हैं। किसी लिस्टिंग को ठीक करवाने या हटवाने के लिए हमें [support@impactcareers.in](mailto:support@impactcareers.in) पर लिखें।

## आवेदन

आप संस्था की अपनी वेबसाइट पर आवेदन करते हैं। आपका आवेदन हम कभी नहीं देखते।`,
  },
  {
    slug: "privacy-policy",
    language: "mr",
    title: "गोपनीयता धोरण",
    metaDescription: "Impact Careers कोणता डेटा ठेवते आणि का.",
    content: `आम्ही शक्य तितका कमी वैयक्तिक डेटा ठेवतो.

## भेट देणारे

बोर्ड पाहायला आणि त्यावर शोधायला खाते लागत नाही. आम्ही जाहिरातींचे ट्रॅकर वापरत नाही. सुरक्षेसाठी आमचा सर्व्हर थोड्या काळाचे लॉग (IP पत्ता, पान, वेळ) जास्तीत जास्त 30 दिवस ठेवतो.

## पोस्ट करणाऱ्या संस्था

पोस्ट करण्याच्या फॉर्ममध्ये तुम्ही पाठवलेली माहिती आम्ही ठेवतो, म्हणजे आम्ही ती तपासून प्रसिद्ध करू शकू. प्रसिद्ध झालेल्या लिस्टिंग सार्वजनिक असतात. लिस्टिंग दुरुस्त करायची किंवा काढून टाकायची असेल, तर [support@impactcareers.in](mailto:support@impactcareers.in) वर आम्हाला लिहा.

## अर्ज

तुम्ही संस्थेच्या स्वतःच्या वेबसाइटवर अर्ज करता. तुमचा अर्ज आम्ही कधीच पाहत नाही.`,
  },
  {
    slug: "privacy-policy",
    language: "bn",
    title: "গোপনীয়তা নীতি",
    metaDescription: "Impact Careers কোন ডেটা রাখে আর কেন।",
    content: `আমরা যতটা সম্ভব কম ব্যক্তিগত ডেটা রাখি।

## ভিজিটর

বোর্ড দেখতে আর খুঁজতে কোনো অ্যাকাউন্ট লাগে না। আমরা বিজ্ঞাপনের ট্র্যাকার ব্যবহার করি না। নিরাপত্তার জন্য আমাদের সার্ভার অল্প সময়ের লগ (IP ঠিকানা, পেজ, সময়) রাখে, বড়জোর 30 দিন।

## যে সংস্থাগুলো পোস্ট করে

পোস্ট করার ফর্মে আপনি যা পাঠান, আমরা তা রাখি, যাতে যাচাই করে প্রকাশ করতে পারি। প্রকাশিত লিস্টিং সবাই দেখতে পান। কোনো লিস্টিং সংশোধন করতে বা মুছে ফেলতে চাইলে [support@impactcareers.in](mailto:support@impactcareers.in)-এ আমাদের লিখে জানান।

## আবেদন

আপনি সংস্থার নিজের ওয়েবসাইটে আবেদন করেন। আপনার আবেদন আমরা কখনো দেখি না।`,
  },
];
