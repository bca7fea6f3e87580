/** One rule for every address we send to (and every email field that may lead to a mail). */
import { z } from "zod";

export const EMAIL_MESSAGE = "Please enter a valid email address";
export const MAX_EMAIL_LENGTH = 254;

export const emailAddressSchema = z
  .email({ error: EMAIL_MESSAGE })
  .max(MAX_EMAIL_LENGTH, { error: EMAIL_MESSAGE });

/** Addresses are compared and looked up in lower case. */
export function normaliseEmail(address: string): string {
  return address.trim().toLowerCase();
}

/**
 * An address as a page behind a secret link shows it: enough to recognise, not to copy
 * (`pr•••@example.org`), so a shared screen or a forwarded link does not hand it out.
 */
export function maskAddress(address: string): string {
  const at = address.lastIndexOf("@");
  if (at < 1) return "•••";
  return `${address.slice(0, Math.min(2, at - 1) || 1)}•••${address.slice(at)}`;
}
