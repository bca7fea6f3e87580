/**
 * The privacy notice in a language, written with the periods of the settings (periods.ts) and the
 * grievance contact, so the notice says exactly what the retention job does (a test compares them).
 */
import type { Db } from "../../db/client.server";
import { createServerI18n } from "../i18n/i18n.server";
import type { Locale } from "../i18n/locales";
import { readGrievanceContact, readRetention } from "./settings.server";
import { PRIVACY_NOTICE_TEXTS as TEXT } from "./texts";

export interface NoticeSection {
  heading: string;
  paragraphs: string[];
}

export function privacyNotice(db: Db, locale: Locale, site: string) {
  const { t } = createServerI18n(locale, "privacyNotice");
  const periods = readRetention(db);
  const contact = readGrievanceContact(db);
  const values = {
    site,
    unconfirmedDays: periods.unconfirmedAlert,
    idleMonths: periods.idleAlert,
    answerDays: periods.idleAlertAnswer,
    posterDays: periods.posterAddress,
    reportDays: periods.reportContact,
    mailDays: periods.sentMail,
    backupDays: periods.backups,
  };
  const write = (msg: (typeof TEXT)[keyof typeof TEXT]) => t(msg, values);
  const sections: NoticeSection[] = [
    { heading: write(TEXT.keptHeading), paragraphs: [TEXT.alerts, TEXT.reminders, TEXT.posters, TEXT.reports, TEXT.mails, TEXT.visits, TEXT.limits].map(write) },
    { heading: write(TEXT.othersHeading), paragraphs: [TEXT.relay, TEXT.backups, TEXT.noSale].map(write) },
    { heading: write(TEXT.rightsHeading), paragraphs: [write(TEXT.rights)] },
  ];
  return {
    title: write(TEXT.title),
    intro: write(TEXT.intro),
    sections,
    myDataLink: write(TEXT.myDataLink),
    grievanceHeading: write(TEXT.grievanceHeading),
    grievance: contact ? t(TEXT.grievance, { contact }) : write(TEXT.grievanceMissing),
  };
}
