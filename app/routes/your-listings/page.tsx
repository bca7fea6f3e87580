import { data, Form, href } from "react-router";
import type { Route } from "./+types/page";
import { deadLink } from "~/components/dead-link";
import { EmbedSnippet } from "~/feeds/embed-snippet";
import { embedSnippet } from "~/feeds/embed-snippet-line";
import { EMBED_SNIPPET_TEXT } from "~/feeds/embed-texts";
import { i18nContext } from "~/i18n/i18n.server";
import { LocalLink } from "~/i18n/local-link";
import { useDateLocale, useIntlLocale, useLocale, useLocalePath, useT } from "~/i18n/translate";
import { readForm } from "~/lib/api.server";
import { dbContext, envContext } from "~/lib/context";
import { pageMeta } from "~/lib/meta";
import { routeHandle } from "~/lib/route-rules";
import { langAttribute } from "~/lib/text-language";
import { formatDeadline } from "~/opportunities/listing-rules";
import { OPPORTUNITY_TEXTS } from "~/opportunities/texts";
import { LINK_IDLE_DAYS, mailboxListings, mailboxOwns, openMailbox } from "~/posters/mailbox.server";
import { postAgainRedirect } from "~/posters/post-again.server";
import { POST_AGAIN_TEXT, STATUS_IN_WORDS, YOUR_LISTINGS_TEXT as TEXT } from "~/posters/texts";

/** A poster's secret link to all their listings (app/lib/route-rules.ts); plain links and forms, no React in the browser. */
export const handle = routeHandle({ audience: "private", secretParams: ["token"], hydrate: false });

function mailboxOr404(context: Route.LoaderArgs["context"], token: string): string {
  const email = openMailbox(context.get(dbContext), token);
  if (!email) throw deadLink("listings-link-expired");
  return email;
}

export function loader({ context, params }: Route.LoaderArgs) {
  const email = mailboxOr404(context, params.token);
  const { t, locale } = context.get(i18nContext);
  const listings = mailboxListings(context.get(dbContext), email);
  // The iframe to copy for each organisation the address posted for (docs/decisions/393).
  const organizations = new Map(listings.flatMap((l) => (l.organizationSlug ? [[l.organizationSlug, l.organization] as const] : [])));
  const siteUrl = context.get(envContext).SITE_URL;
  const embeds = [...organizations].map(([slug, name]) => ({ slug, snippet: embedSnippet(siteUrl, slug, locale, t(EMBED_SNIPPET_TEXT.frameTitle, { name })) }));
  return { listings, embeds, idleDays: LINK_IDLE_DAYS, title: t(TEXT.title) };
}

/** "Post again" for one of the mailbox's listings: /submit filled in with it (app/posters/post-again.server.ts). */
export async function action({ request, context, params }: Route.ActionArgs) {
  const email = mailboxOr404(context, params.token);
  const db = context.get(dbContext);
  const form = await readForm(request);
  const id = Number(form.get("id"));
  if (form.get("intent") !== "again" || !Number.isInteger(id) || !mailboxOwns(db, email, id)) {
    throw data(null, { status: 400 });
  }
  return postAgainRedirect(db, context.get(envContext), id, context.get(i18nContext).locale);
}

const buttonClass = "rounded-md px-3 py-1.5 text-sm font-semibold focus:outline-none focus:ring-2 focus:ring-brand-600 focus:ring-offset-2";

export default function YourListings({ loaderData, params }: Route.ComponentProps) {
  const t = useT();
  const locale = useLocale();
  const local = useLocalePath();
  const dates = useDateLocale();
  const number = new Intl.NumberFormat(useIntlLocale()).format;
  const { listings } = loaderData;
  return (
    <main id="main" className="mx-auto max-w-5xl px-4 py-8">
      <h1 className="text-2xl font-bold">{t(TEXT.title)}</h1>
      <p className="mt-2 text-slate-700">{t(TEXT.intro)}</p>
      {listings.length === 0 ? (
        <p className="mt-6">{t(TEXT.none)}</p>
      ) : (
        <div className="mt-6 overflow-x-auto">
          <table className="w-full border-collapse text-left text-sm" data-testid="your-listings">
            <caption className="sr-only">{t(TEXT.caption)}</caption>
            <thead>
              <tr className="border-b border-slate-300">
                <th scope="col" className="py-2 pr-3">{t(TEXT.listing)}</th>
                <th scope="col" className="py-2 pr-3">{t(TEXT.type)}</th>
                <th scope="col" className="py-2 pr-3">{t(TEXT.status)}</th>
                <th scope="col" className="py-2 pr-3">{t(TEXT.deadline)}</th>
                <th scope="col" className="py-2 pr-3 text-right">{t(TEXT.views)}</th>
                <th scope="col" className="py-2 pr-3 text-right">{t(TEXT.applyClicks)}</th>
                <th scope="col" className="py-2">{t(TEXT.actions)}</th>
              </tr>
            </thead>
            <tbody>
              {listings.map((listing) => (
                <tr key={listing.id} className="border-b border-slate-200 align-top">
                  <th scope="row" className="py-2 pr-3 font-semibold">
                    {listing.publicPath ? (
                      <a href={local(listing.publicPath)} lang={langAttribute(listing.title, locale, listing.writtenIn)} className="text-brand-700 underline">
                        {listing.title}
                      </a>
                    ) : (
                      <span lang={langAttribute(listing.title, locale, listing.writtenIn)}>{listing.title}</span>
                    )}
                    <span className="block font-normal text-slate-600" lang={langAttribute(listing.organization, locale, listing.writtenIn)}>
                      {listing.organization}
                    </span>
                  </th>
                  <td className="py-2 pr-3">{t(OPPORTUNITY_TEXTS.types[listing.opportunityType])}</td>
                  <td className="py-2 pr-3" data-testid="listing-status">{t(STATUS_IN_WORDS[listing.state])}</td>
                  <td className="py-2 pr-3">{listing.expiresAt ? formatDeadline(listing.expiresAt, dates) : t(TEXT.noDeadline)}</td>
                  <td className="py-2 pr-3 text-right" data-testid="listing-views">{number(listing.views)}</td>
                  <td className="py-2 pr-3 text-right" data-testid="listing-apply-clicks">{number(listing.applyClicks)}</td>
                  <td className="py-2">
                    <div className="flex flex-wrap gap-2">
                      <LocalLink
                        to={href("/your-listings/:token/:id", { token: params.token, id: String(listing.id) })}
                        aria-label={t(TEXT.manageFor, { title: listing.title })}
                        className={`${buttonClass} border border-brand-700 text-brand-700`}
                      >
                        {t(TEXT.manage)}
                      </LocalLink>
                      <Form method="post">
                        <input type="hidden" name="id" value={listing.id} />
                        <button
                          type="submit"
                          name="intent"
                          value="again"
                          aria-label={t(POST_AGAIN_TEXT.buttonFor, { title: listing.title })}
                          className={`${buttonClass} border border-slate-400 text-slate-800`}
                        >
                          {t(POST_AGAIN_TEXT.button)}
                        </button>
                      </Form>
                    </div>
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}
      {loaderData.embeds.map((embed) => (
        <EmbedSnippet key={embed.slug} snippet={embed.snippet} id={`embed-${embed.slug}`} />
      ))}
      <p className="mt-8 text-sm text-slate-600">{t(TEXT.keepPrivate, { days: loaderData.idleDays })}</p>
      <p className="mt-2 text-sm">
        <LocalLink to={href("/manage")} className="text-brand-700 underline">
          {t(TEXT.lostLink)}
        </LocalLink>
      </p>
    </main>
  );
}

export function meta(args: Route.MetaArgs) {
  return pageMeta(args, { title: args.loaderData?.title ?? TEXT.title.message, noindex: true });
}
