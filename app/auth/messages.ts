/**
 * Every text the accounts and security screens and JSON answers use, defined
 * once. Titles and descriptions of toasts are the spec's; the rest are ours where the spec says
 * "not shown".
 */
import { NOT_ADMIN } from "./not-admin";

export const AUTH_MESSAGES = {
  // Login
  credentialsRequired: "Username and password are required",
  notAdmin: NOT_ADMIN,
  invalidCredentials: "Invalid username or password",
  tooManyAttempts: "Too many failed login attempts. Please try again later.",
  waitBeforeRetry: (seconds: number) =>
    `Too many failed login attempts. Please wait ${seconds} second${seconds === 1 ? "" : "s"} and try again.`,
  captchaDefaultQuestion: "Please solve the CAPTCHA",
  captchaRequired: "Please solve the CAPTCHA",
  captchaWrong: "Incorrect CAPTCHA answer. Please try again.",
  twoFactorRequired: "Two-factor authentication required",
  twoFactorNoPending: "Your sign-in has expired. Please sign in again.",
  notAuthenticated: "Not authenticated",

  // Two-factor
  tokenTooShort: "Token must be at least 6 characters",
  tokenTooLong: "Token must not exceed 8 characters",
  passwordRequired: "Password is required",
  invalidToken: "Invalid verification code",
  tokenReplayed: "This code has already been used. Please wait for the next code.",
  wrongPassword: "Incorrect password",
  twoFactorAlreadyEnabled: "Two-factor authentication is already enabled",
  twoFactorNotEnabled: "Two-factor authentication is not enabled",
  twoFactorNotSetUp: "Start the two-factor setup first",
  tooManyCodes: "Too many incorrect codes. Please try again later.",
  waitForCode: (seconds: number) =>
    `Too many incorrect codes. Please wait ${seconds} second${seconds === 1 ? "" : "s"} and try again.`,
  twoFactorSessionEnded: "Too many incorrect codes. Please sign in again.",

  // Registration
  registrationClosed: "Registration is closed",
  usernameTaken: "Username is already taken",
  passwordTooCommon: "This password is too common. Please choose a less common one.",
  passwordIsUsername: "Your password must not be your username",
  tooManyRegistrations: "Too many accounts created from this address. Please try again later.",

  // Request safety
  crossSite: "Cross-site request refused",
} as const;

/** Toasts: `message` is the title, `description` the text (remix-toast shape). */
export const AUTH_TOASTS = {
  loginSuccess: (name: string) => ({ message: "Login successful", description: `Welcome back, ${name}!` }),
  verificationSuccess: { message: "Verification successful", description: "You have been successfully logged in." },
  setupInitialized: { message: "2FA Setup initialized", description: "Scan the QR code with your authenticator app." },
  activated: { message: "2FA Activated", description: "Two-factor authentication has been enabled for your account." },
  disabled: { message: "2FA Disabled", description: "Two-factor authentication has been disabled for your account." },
  registered: { message: "Registration successful", description: "Your account has been created." },
  loggedOut: { message: "Logged out", description: "You have been successfully logged out." },
  codesRegenerated: {
    message: "Recovery codes regenerated",
    description: "Store the new codes somewhere safe. The old ones no longer work.",
  },
  passwordChanged: {
    message: "Password changed",
    description: "Your password has been changed. Other sessions have been signed out.",
  },
} as const;

/** Titles of the destructive (failure) notices; the description is the server's message. */
export const AUTH_FAILURE_TITLES = {
  login: "Login failed",
  verify: "Verification failed",
  setup: "2FA Setup failed",
  activate: "2FA Activation failed",
  disable: "Disabling 2FA failed",
  regenerate: "New recovery codes failed",
  changePassword: "Password change failed",
  register: "Registration failed",
  logout: "Logout failed",
  // The admin Security card's wording.
  adminSetup: "Setup failed",
  adminActivate: "Verification failed",
} as const;
