/**
 * The 'Load Sample' data: the bulk-import item shape
 * (plus `category` and `skills`, which any attribute name may be given as, and `causes`, by
 * name or slug), a
 * YYYY-MM-DD deadline and a stipend in rupees per month.
 */
import Papa from "papaparse";
import type { ImportFormat, ImportType } from "./schema";

/** A deadline `days` ahead: inside /submit's window of a year, which import is held to (decision 347). */
function daysAhead(days: number) {
  return new Date(Date.now() + days * 86_400_000).toISOString().slice(0, 10);
}

export function sampleItems(defaultType: ImportType = "internship") {
  return [
    {
      title: "Community Water Quality Intern",
      opportunityType: defaultType,
      status: "draft",
      company: {
        name: "Jal Seva Foundation",
        website: "https://jalseva.example.org",
        description: "Safe drinking water for villages in Rajasthan.",
      },
      description: "Test village wells, record results and help run water-safety sessions with self-help groups.",
      requirements: "Basic chemistry, comfortable with field travel, Hindi speaking",
      applicationInstructions: "Send your CV and a short note on why water matters to you.",
      applicationUrl: "https://jalseva.example.org/careers/water-intern",
      location: "In-Person (On-Site)",
      city: "Jaipur",
      duration: "3-6 months",
      stipend: "₹8,000/month",
      deadline: daysAhead(90),
      category: "operations",
      skills: "Field research, Data collection, Hindi",
      causes: "Water and sanitation, health",
    },
    {
      title: "Climate Data Analyst, Fellowship",
      opportunityType: "fellowship",
      status: "draft",
      company: {
        name: "Harit Climate Lab",
        website: "https://harit.example.org",
        description: "Open climate data for Indian cities.",
      },
      description: "Clean and analyse air-quality and heat data for three cities, and publish the findings as open data.",
      requirements: "Python or R, statistics, curiosity about cities",
      applicationInstructions: "Apply online with a link to a project you are proud of.",
      applicationUrl: "https://harit.example.org/fellowship",
      location: "",
      city: "Bengaluru",
      duration: "6+ months",
      stipend: "₹25,000/month",
      deadline: daysAhead(150),
      category: "data",
      skills: "Python, Statistics, Data visualisation",
      causes: "climate",
    },
  ];
}

export function sampleData(format: ImportFormat, defaultType: ImportType = "internship"): string {
  const items = sampleItems(defaultType);
  if (format === "json") return JSON.stringify(items, null, 2);
  const rows = items.map(({ company, ...rest }) => ({
    ...rest,
    "company.name": company.name,
    "company.website": company.website,
    "company.description": company.description,
  }));
  return Papa.unparse(rows, { newline: "\n" });
}
