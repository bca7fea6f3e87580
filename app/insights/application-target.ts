import { safeHttpUrl } from "../opportunities/listing-rules";

const MAIL_ADDRESS = /^(?:mailto:)?([^\s@/:]+@[^\s@/]+\.[^\s@/]+)$/i;

/** The address an application goes to (http(s), or a mail address as mailto:), or null when there is none to link to. */
export function applicationTarget(applicationUrl: string | null | undefined): string | null {
  const url = safeHttpUrl(applicationUrl);
  if (url) return url;
  const mail = MAIL_ADDRESS.exec(applicationUrl?.trim() ?? "");
  return mail ? `mailto:${mail[1]}` : null;
}
