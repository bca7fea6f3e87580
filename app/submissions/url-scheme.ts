/**
 * An address typed without its scheme ("nadibachao.example.org/apply") is completed with https://:
 * in the browser as the field is left, so the poster sees it before saving, and by the schema on the
 * server (a form sent without JavaScript). Anything that is not a bare host name and path is left as
 * typed, for the schema to judge.
 */
const BARE_ADDRESS = /^(?:[\p{L}\p{N}](?:[\p{L}\p{N}-]*[\p{L}\p{N}])?\.)+\p{L}{2,}(?::\d{1,5})?(?:[/?#]\S*)?$/u;

export function withScheme(value: string): string {
  const trimmed = value.trim();
  return BARE_ADDRESS.test(trimmed) ? `https://${trimmed}` : value;
}
