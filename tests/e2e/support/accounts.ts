/** People with accounts in the e2e journeys: unique names, registration, the sign-in form, their authenticator's codes. */
import type { APIRequestContext, Page } from "@playwright/test";
import * as OTPAuth from "otpauth";
import { expect, test } from "./fixtures";

/** A username of this project and run, so the js and no-js projects never collide. */
export function uniqueName(prefix: string) {
  const project = test.info().project.name.replace(/\W/g, "");
  return `${prefix}${project}${Date.now().toString(36)}${Math.random().toString(36).slice(2, 6)}`;
}

export async function registerViaApi(request: APIRequestContext, username: string, password: string, fullName: string) {
  const res = await request.post("/api/register", { data: { username, password, fullName } });
  expect(res.status(), await res.text()).toBe(201);
}

/** Fills the sign-in form already on the page and sends it. */
export async function signIn(page: Page, username: string, password: string) {
  await page.getByLabel("Username").fill(username);
  await page.getByLabel("Password", { exact: true }).fill(password);
  await page.getByRole("button", { name: "Sign In" }).click();
}

/** The code an authenticator app shows for `secret` at `timestamp`. */
export function codeFor(secret: string, timestamp = Date.now()) {
  return new OTPAuth.TOTP({ secret: OTPAuth.Secret.fromBase32(secret), digits: 6, period: 30, algorithm: "SHA1" }).generate({
    timestamp,
  });
}
