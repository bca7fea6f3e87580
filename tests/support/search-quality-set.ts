/**
 * The search quality set (docs/decisions/295): queries a seeker types on the demo board, in English,
 * Hindi, Marathi, Bengali, Hinglish and Bengali in Latin letters, with typos, type words, synonyms
 * and places in both scripts, each with the listings a person expects among its first ten results. The quality test checks the recall; the
 * search bench times every query of it at 100,000 listings (decision 358).
 */

const CLIMATE_DATA = "Climate Data Analyst Intern";
export const LIBRARY = "पुस्तकालय सहायक इंटर्न";
const TEACHER = "Teacher Training Support Intern";
const AKSHAR = "Akshar Classroom Leadership Fellowship";
const PEDAGOGY = "Foundations of Inclusive Pedagogy";
const WATER = "Water Quality Field Research Intern";
const HEALTH_INTERN = "Community Health Program Intern";
const PUBLIC_HEALTH = "Public Health Leadership Fellowship";
const HEALTH_COURSE = "Community Health Worker Certificate";
const CLIMATE_POLICY = "Climate Policy Fellowship";
const CONTENT_CLIMATE = "Content Writing Intern - Climate Stories";
const COASTAL = "Coastal Ecology Field Course";
const DIGITAL_MARKETING = "Digital Marketing for Nonprofits";
const AIR_BOOTCAMP = "Air Pollution Data Science Bootcamp";
const AIR_QUALITY = "Air Quality Data Visualisation Intern";
const GOVERNANCE = "Data for Governance Fellowship";
const SOLAR_INTERN = "Solar Sales and Partnerships Intern";
const SOLAR_COURSE = "Solar Technician Training";
const CLEAN_ENERGY = "Clean Energy Design Fellowship";
const VISUAL = "Visual Design Intern - Ocean Campaigns";
const DESIGN_THINKING = "Design Thinking for Social Impact";
const GRAPHIC = "Graphic Designer";
const WOMEN_TECH = "Women in Tech Fellowship";
const GIS = "GIS Mapping Intern";
const AGRI = "Agri-Supply Chain Analyst Intern";
const AGRI_COURSE = "Sustainable Agriculture Value Chains";
const CUSTOMER_SUCCESS = "Customer Success Intern - Employer Relations";
const EMPLOYER = "Employer Partnerships Fellowship";
const JUSTICE = "Grassroots Justice Fellowship";
const HELPLINE = "Helpline Associate Intern";
const ACCESSIBILITY = "Accessibility Testing Intern";
const FUNDRAISING = "Fundraising and Partnerships Intern";
const ANDROID = "Android Developer Intern";
const FULL_STACK = "Full-Stack Developer Intern (EdTech)";
const FRONTEND = "Frontend Developer";
const RURAL = "Rural Innovation Fellowship";
const CIRCULAR = "Circular Economy Research Intern";
const GENDER_COURSE = "Gender Lens Investing Course";
const FOOD = "Food Systems Product Fellowship";
const VOLUNTEER = "Volunteer Operations Intern";
const CRAFT = "Craft Entrepreneurship Fellowship";
const ECOMMERCE = "E-commerce and Marketplace Intern";
const CLIMATE_FINANCE = "Introduction to Climate Finance";
const UX = "UX Research Intern - Parenting App";
const PRODUCT_PM = "Product Management Intern - Civic Tech";
const PRODUCT_ANALYST = "Product Analyst Intern";

/** [query, listings that must be among its first ten]. */
export const QUALITY_SET: [query: string, expected: string[]][] = [
  // Type words, in English, Hindi and Hinglish, and English word forms.
  ["internship", [CLIMATE_DATA, FULL_STACK]],
  ["internships", [CLIMATE_DATA, FULL_STACK]],
  ["paid internship", [CLIMATE_DATA, FULL_STACK]],
  ["इंटर्नशिप", [CLIMATE_DATA, FULL_STACK]],
  ["fellowship", [RURAL, CLIMATE_POLICY]],
  ["fellowships", [WOMEN_TECH, PUBLIC_HEALTH]],
  ["फ़ेलोशिप", [RURAL, CLIMATE_POLICY]],
  ["फेलोशिप", [RURAL, CLIMATE_POLICY]],
  ["course", [CLIMATE_FINANCE, PEDAGOGY]],
  ["courses", [AIR_BOOTCAMP, SOLAR_COURSE]],
  ["कोर्स", [CLIMATE_FINANCE, PEDAGOGY]],
  ["climate internship", [CLIMATE_DATA, CONTENT_CLIMATE]],
  ["health fellowship", [PUBLIC_HEALTH]],
  ["data course", [AIR_BOOTCAMP]],
  ["design internship", [VISUAL, UX]],
  ["teacher", [TEACHER]],
  ["teaching", [TEACHER, AKSHAR]],
  ["teach", [TEACHER]],
  ["interns", [CONTENT_CLIMATE]],
  ["intern", [CONTENT_CLIMATE]],
  ["designer", [GRAPHIC]],
  ["developers", [ANDROID, FRONTEND]],
  ["researchers", [CIRCULAR, WATER]],
  ["partnership", [FUNDRAISING, SOLAR_INTERN, EMPLOYER]],
  // Hindi for English listings.
  ["शिक्षा", [PEDAGOGY]],
  ["पर्यावरण", [WATER, CIRCULAR]],
  ["डेटा", [CLIMATE_DATA, GOVERNANCE, AIR_BOOTCAMP]],
  ["डिज़ाइन", [VISUAL, DESIGN_THINKING, CLEAN_ENERGY]],
  ["डिजाइन", [VISUAL, DESIGN_THINKING]],
  ["स्वास्थ्य", [HEALTH_INTERN, PUBLIC_HEALTH, HEALTH_COURSE]],
  ["जलवायु", [CLIMATE_DATA, CLIMATE_POLICY]],
  ["पानी", [WATER]],
  ["महिला", [WOMEN_TECH]],
  ["मार्केटिंग", [DIGITAL_MARKETING]],
  ["सौर ऊर्जा", [SOLAR_INTERN, CLEAN_ENERGY]],
  ["खेती", [AGRI_COURSE]],
  ["किसान", [AGRI_COURSE]],
  ["कानून", [JUSTICE]],
  ["हेल्पलाइन", [HELPLINE]],
  ["शोध", [CIRCULAR]],
  ["ग्राहक", [CUSTOMER_SUCCESS]],
  ["पुस्तकालय", [LIBRARY]],
  // Hinglish (Hindi typed in Latin letters), several spellings.
  ["shiksha", [PEDAGOGY]],
  ["siksha", [PEDAGOGY]],
  ["paryavaran", [WATER, CIRCULAR]],
  ["paryavaran", [COASTAL]],
  ["swasthya", [HEALTH_INTERN, PUBLIC_HEALTH]],
  ["swasthy", [PUBLIC_HEALTH]],
  ["sehat", [PUBLIC_HEALTH]],
  ["jalvayu", [CLIMATE_POLICY]],
  ["pani", [WATER]],
  ["paani", [WATER]],
  ["mahila", [WOMEN_TECH]],
  ["kheti", [AGRI_COURSE]],
  ["kisan", [AGRI_COURSE]],
  ["pustak", [LIBRARY]],
  ["pustakalay", [LIBRARY]],
  ["naukri", [CUSTOMER_SUCCESS]],
  ["shodh", [CIRCULAR]],
  // Typos: corrected to the nearest word the index or the vocabulary holds.
  ["enviroment", [WATER, CIRCULAR]],
  ["fellowhsip", [RURAL, CLIMATE_POLICY]],
  ["bangalor", [CLIMATE_DATA, CLIMATE_POLICY]],
  ["climte", [CLIMATE_DATA, CLIMATE_POLICY]],
  ["helth", [PUBLIC_HEALTH]],
  ["accessibilty", [ACCESSIBILITY]],
  ["fundrasing", [FUNDRAISING]],
  ["partnerhsips", [SOLAR_INTERN, FUNDRAISING]],
  ["volunter", [VOLUNTEER]],
  ["marketng", [DIGITAL_MARKETING]],
  // Synonyms.
  ["wfh", [GRAPHIC, CONTENT_CLIMATE]],
  ["work from home", [GRAPHIC, CONTENT_CLIMATE]],
  ["remote", [GRAPHIC]],
  ["NGO", [DIGITAL_MARKETING]],
  ["non-profit", [DIGITAL_MARKETING]],
  ["गैर-सरकारी संस्था", [DIGITAL_MARKETING]],
  ["CSR", [FUNDRAISING]],
  // Places in both scripts.
  ["मुंबई", [CUSTOMER_SUCCESS, EMPLOYER]],
  ["बेंगलुरु", [CLIMATE_DATA, CLIMATE_POLICY]],
  ["Bangalore", [CLIMATE_DATA, CLIMATE_POLICY]],
  ["पुणे", [TEACHER, AKSHAR]],
  ["लखनऊ", [HEALTH_INTERN, PUBLIC_HEALTH]],
  ["चेन्नई", [COASTAL]],
  ["कोलकाता", [WOMEN_TECH, GENDER_COURSE]],
  ["हैदराबाद", [ANDROID, RURAL]],
  ["वाराणसी", [ECOMMERCE, CRAFT]],
  ["कोच्चि", [VOLUNTEER, FOOD]],
  ["Bombay", [CUSTOMER_SUCCESS]],
  // Bengali typed in Latin letters (decision 415): o or a for অ, sh or s, kh, kkh or ksh for ক্ষ.
  ["poribesh", [WATER, CIRCULAR]],
  ["paribesh", [WATER, CIRCULAR]],
  ["shikkha", [PEDAGOGY]],
  ["sikkha", [PEDAGOGY]],
  ["shastho", [HEALTH_INTERN, PUBLIC_HEALTH]],
  ["jolobayu", [CLIMATE_DATA, CLIMATE_POLICY]],
  // Marathi case endings on places and words, Hindi postpositions (decision 416).
  ["पुण्यात", [TEACHER, AKSHAR]],
  ["पुण्यामध्ये", [TEACHER, AKSHAR]],
  ["मुंबईत", [CUSTOMER_SUCCESS, EMPLOYER]],
  ["शिक्षणाचे", [PEDAGOGY]],
  ["पुणे में", [TEACHER, AKSHAR]],
  ["मुंबई में इंटर्नशिप", [CUSTOMER_SUCCESS]],
  // Bengali case endings on places and words (decision 450): -য়, -তে, -এ, -র, -এর, -য়ে, -কে.
  ["কলকাতায়", [WOMEN_TECH, GENDER_COURSE]],
  ["কলকাতার", [WOMEN_TECH, GENDER_COURSE]],
  ["মুম্বইয়ে", [CUSTOMER_SUCCESS, EMPLOYER]],
  ["পুনেতে", [TEACHER, AKSHAR]],
  ["দিল্লিতে", [AIR_QUALITY]],
  ["শিক্ষার", [PEDAGOGY]],
  ["পরিবেশের", [WATER, CIRCULAR]],
  // Hindi, Marathi and Bengali typos (decision 417).
  ["इंटरशिप", [CLIMATE_DATA, FULL_STACK]],
  ["आरोग", [PUBLIC_HEALTH]],
  ["ইন্টারশিপ", [CLIMATE_DATA, FULL_STACK]],
  // English as before.
  ["climate", [CLIMATE_DATA, CLIMATE_POLICY]],
  ["solar", [SOLAR_INTERN, SOLAR_COURSE]],
  ["product", [PRODUCT_PM, PRODUCT_ANALYST]],
  ["gis mapping", [GIS]],
  ["agri", [AGRI, AGRI_COURSE]],
  ["inclusive", [PEDAGOGY]],
];
