/**
 * Who can apply in a JobPosting (Google's job markup; docs/who-can-apply.md): educationRequirements
 * from `openTo`, experienceRequirements "no requirements" where students may apply, workHours,
 * totalJobOpenings, PART_TIME beside the listing's own employment type, and jobBenefits from the
 * perks. Google reads these values in English on every language's page, as it reads
 * employmentType.
 */
import { WHO_TEXTS } from "./texts";
import { ANYONE, type WhoCanApply } from "./values";

const STUDENT_YEARS = new Set(["first-year", "second-year", "third-year", "final-year"]);

/** The least a listing asks: a school-leaving certificate for students, a degree for graduates only. */
function educationRequirements(openTo: WhoCanApply["openTo"]) {
  if (openTo.includes(ANYONE)) return "no requirements";
  const category = openTo.some((v) => STUDENT_YEARS.has(v)) ? "high school" : openTo.includes("graduates") ? "bachelor degree" : "postgraduate degree";
  return { "@type": "EducationalOccupationalCredential", credentialCategory: category };
}

export function whoJsonLd(who: WhoCanApply, employmentType: string) {
  const students = who.openTo.includes(ANYONE) || who.openTo.some((v) => STUDENT_YEARS.has(v));
  const hours = who.hoursPerWeek === null ? null : `${who.hoursPerWeek} hours per week`;
  return {
    employmentType: who.partTime ? [employmentType, "PART_TIME"] : employmentType,
    educationRequirements: educationRequirements(who.openTo),
    ...(students ? { experienceRequirements: "no requirements" } : {}),
    ...(hours ? { workHours: who.partTime ? `Part-time, ${hours}` : hours } : who.partTime ? { workHours: "Part-time" } : {}),
    ...(who.openings !== null ? { totalJobOpenings: who.openings } : {}),
    ...(who.perks.length ? { jobBenefits: who.perks.map((perk) => WHO_TEXTS.perks[perk].message).join(", ") } : {}),
  };
}
