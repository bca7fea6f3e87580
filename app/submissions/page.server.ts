/** What /submit's loader reads (app/routes/submit.tsx): the form's type, its token, its choices, the head in the page's language. */
import { data, type RouterContextProvider } from "react-router";
import { causeChoices } from "../causes/causes.server";
import { i18nContext } from "../i18n/i18n.server";
import { dbContext, envContext } from "../lib/context";
import { categoryValues } from "../opportunities/categories.server";
import { setCookies, takeMailedTo } from "../posters/mailed-to.server";
import { takePostAgain } from "../posters/post-again.server";
import { loadSiteConfig } from "../settings/public-config.server";
import { issueFormToken } from "./anti-bot.server";
import { isOpportunityType, type SubmitType } from "./form-constants";
import { SUBMIT_COPY, SUBMIT_TEXTS } from "./texts";

function typeFrom(url: URL): SubmitType {
  const type = url.searchParams.get("type");
  return isOpportunityType(type) ? type : "internship";
}

/** /submit's page: the form for a type (or the listing "Post again" started from), or the success screen once. */
export async function loadSubmitPage(request: Request, context: Readonly<RouterContextProvider>) {
  const url = new URL(request.url);
  const submitted = url.searchParams.get("submitted") === "1";
  const env = context.get(envContext);
  const formToken = submitted ? "" : issueFormToken(env.SESSION_SECRET);
  const { email: mailedTo, forget } = submitted ? await takeMailedTo(env, request, context.get(i18nContext).locale) : { email: null, forget: [] };
  // Opened by "Post again": the form starts from that listing (read once).
  const { again, forget: forgetAgain } = submitted ? { again: null, forget: [] } : await takePostAgain(context.get(dbContext), env, request, context.get(i18nContext).locale);
  const type = again && isOpportunityType(again.values.opportunityType) ? again.values.opportunityType : typeFrom(url);
  // The title and description `meta` needs, in the page's language (decision 280).
  const { t, locale } = context.get(i18nContext);
  // The turnaround in the page's language only (decision 302): the English setting never stands in a translated sentence.
  const site = loadSiteConfig(context.get(dbContext), env, locale);
  const turnaround = site.reviewTurnaround ?? t(SUBMIT_TEXTS.page.defaultTurnaround);
  const head = { title: t(SUBMIT_COPY[type].heading), description: t(SUBMIT_COPY[type].description, { siteName: site.siteName, turnaround }) };
  const db = context.get(dbContext);
  const page = { type, submitted, formToken, mailedTo, head, categories: categoryValues(db), causes: submitted ? [] : causeChoices(db), again };
  // Shown once: the cookie goes with this answer.
  const cookies = [...forget, ...forgetAgain];
  return cookies.length ? data(page, { headers: setCookies(cookies) }) : page;
}

