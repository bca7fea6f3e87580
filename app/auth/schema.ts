/**
 * One zod schema per form, shared by the page (Conform), the page action and
 * the JSON API (STYLE.md). Field names of the login, registration and
 * two-factor payloads are the spec's (`username`, `password`, `token`).
 */
import { z } from "zod";
import { plainText } from "~/lib/text-schema";
import { AUTH_MESSAGES as M } from "./messages";

export const PASSWORD_MIN_LENGTH = 8;
/** ASVS 2.1.2: at least 64 characters must be allowed; longer ones only cost hashing time. */
export const PASSWORD_MAX_LENGTH = 128;
export const TOKEN_MIN_LENGTH = 6;
export const TOKEN_MAX_LENGTH = 8;

const optionalText = plainText().trim().max(2000).optional();

export const loginSchema = z.object({
  username: plainText({ error: M.credentialsRequired }).trim().min(1, M.credentialsRequired).max(100, M.invalidCredentials),
  password: z.string({ error: M.credentialsRequired }).min(1, M.credentialsRequired).max(PASSWORD_MAX_LENGTH * 4, M.invalidCredentials),
  captchaAnswer: plainText().trim().max(20).optional(),
  redirectTo: optionalText,
  /** "admin" when the admin login card posts: only admins may sign in through it. */
  intent: z.enum(["admin", "login"]).optional(),
});
export type LoginInput = z.infer<typeof loginSchema>;

const token = plainText({ error: M.tokenTooShort })
  .trim()
  .min(TOKEN_MIN_LENGTH, M.tokenTooShort)
  .max(TOKEN_MAX_LENGTH, M.tokenTooLong);

export const tokenSchema = z.object({ token, redirectTo: optionalText });

export const disableTwoFactorSchema = z.object({
  token,
  password: z.string({ error: M.passwordRequired }).min(1, M.passwordRequired).max(PASSWORD_MAX_LENGTH * 4),
  redirectTo: optionalText,
});

/** The account security page and the admin Security card post one of these. */
export const twoFactorActionSchema = z.discriminatedUnion("intent", [
  z.object({ intent: z.literal("setup"), redirectTo: optionalText }),
  z.object({ intent: z.literal("cancel"), redirectTo: optionalText }),
  tokenSchema.extend({ intent: z.literal("activate") }),
  disableTwoFactorSchema.extend({ intent: z.literal("disable") }),
  disableTwoFactorSchema.extend({ intent: z.literal("regenerate") }),
]);

/** New recovery codes: a current code and the password (the security page's form). */
export const regenerateCodesSchema = disableTwoFactorSchema;

/** Password change on /account/security: the current password, then the new one twice. */
export const changePasswordSchema = z
  .object({
    intent: z.literal("change-password"),
    currentPassword: z.string({ error: M.passwordRequired }).min(1, M.passwordRequired).max(PASSWORD_MAX_LENGTH * 4),
    newPassword: z
      .string({ error: "New password is required" })
      .min(PASSWORD_MIN_LENGTH, `Password must be at least ${PASSWORD_MIN_LENGTH} characters`)
      .max(PASSWORD_MAX_LENGTH, `Password must not exceed ${PASSWORD_MAX_LENGTH} characters`),
    confirmPassword: z.string({ error: "Please repeat the new password" }),
  })
  .refine((v) => v.newPassword === v.confirmPassword, {
    path: ["confirmPassword"],
    message: "The passwords do not match",
  });

export const registerSchema = z.object({
  username: plainText({ error: "Username is required" })
    .trim()
    .min(3, "Username must be at least 3 characters")
    .max(30, "Username must not exceed 30 characters")
    .regex(/^[A-Za-z0-9._-]+$/, "Username may only contain letters, numbers, dots, dashes and underscores"),
  password: z
    .string({ error: "Password is required" })
    .min(PASSWORD_MIN_LENGTH, `Password must be at least ${PASSWORD_MIN_LENGTH} characters`)
    .max(PASSWORD_MAX_LENGTH, `Password must not exceed ${PASSWORD_MAX_LENGTH} characters`),
  fullName: plainText({ error: "Full name is required" })
    .trim()
    .min(1, "Full name is required")
    .max(100, "Full name must not exceed 100 characters"),
  email: z.email("Please enter a valid email address").max(254).optional(),
  redirectTo: optionalText,
});
export type RegisterInput = z.infer<typeof registerSchema>;
