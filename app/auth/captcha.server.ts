/**
 * The login CAPTCHA: an arithmetic question made on the server. Its answer
 * lives only in the `login_challenges` table, bound to the username it was
 * given for; the browser's session holds the challenge's random id. A check
 * TAKES the row out first (one DELETE … RETURNING, atomic across requests and
 * processes), so one answer buys at most one password check, right or wrong.
 * It works without JavaScript: the question is plain text above an input.
 * What makes scripts slow is the growing per-account delay of
 * login-throttle.server.ts (docs/decisions/150-login-challenge.md).
 */
import { createHash, randomBytes, randomInt } from "node:crypto";
import { eq, lt } from "drizzle-orm";
import type { Db } from "../../db/client.server";
import { loginChallenges } from "../../db/schema";

/** A question must be answered within this time. */
export const CHALLENGE_TTL_MS = 10 * 60 * 1000;

export interface Captcha {
  /** The random id kept in the browser's session (never stored in clear). */
  id: string;
  question: string;
}

function hashId(id: string) {
  return createHash("sha256").update(id).digest("hex");
}

function newQuestion(avoid?: number): { question: string; answer: number } {
  // The next question never has the answer just used: replaying it buys nothing.
  for (;;) {
    const next = oneQuestion();
    if (next.answer !== avoid) return next;
  }
}

function oneQuestion(): { question: string; answer: number } {
  const a = randomInt(2, 20);
  const b = randomInt(2, 10);
  if (randomInt(0, 2) === 0) return { question: `What is ${a} plus ${b}?`, answer: a + b };
  const [big, small] = a >= b ? [a, b] : [b, a];
  return { question: `What is ${big} minus ${small}?`, answer: big - small };
}

/** Stores a new question for `username` (replacing `previousId`'s) and returns its id and text. */
export function issueChallenge(
  db: Db,
  username: string,
  previousId?: string | null,
  now = Date.now(),
  avoidAnswer?: number,
): Captcha {
  const id = randomBytes(16).toString("base64url");
  const { question, answer } = newQuestion(avoidAnswer);
  db.transaction(
    (tx) => {
      tx.delete(loginChallenges).where(lt(loginChallenges.expiresAt, new Date(now))).run();
      if (previousId) tx.delete(loginChallenges).where(eq(loginChallenges.idHash, hashId(previousId))).run();
      tx.insert(loginChallenges)
        .values({
          idHash: hashId(id),
          username: username.trim().toLowerCase(),
          answer,
          question,
          expiresAt: new Date(now + CHALLENGE_TTL_MS),
        })
        .run();
    },
    { behavior: "immediate" },
  );
  return { id, question };
}

/** The text of a stored question, for showing it again (null when gone or expired). */
export function challengeQuestion(db: Db, id: unknown, now = Date.now()): string | null {
  if (typeof id !== "string" || id === "") return null;
  const row = db.$client
    .prepare("select question, expires_at as e from login_challenges where id_hash = ?")
    .get(hashId(id)) as { question: string; e: number } | undefined;
  return row && row.e > now ? row.question : null;
}

/**
 * Takes the challenge out of storage and says whether `answer` solves it for
 * `username`. Whatever the result, the challenge is gone afterwards.
 */
export function takeChallenge(db: Db, id: unknown, username: string, answer: string | undefined, now = Date.now()) {
  if (typeof id !== "string" || id === "") return false;
  const row = db.$client
    .prepare("delete from login_challenges where id_hash = ? returning username, answer, expires_at as e")
    .get(hashId(id)) as { username: string; answer: number; e: number } | undefined;
  if (!row || row.e <= now || row.username !== username.trim().toLowerCase()) return false;
  if (answer === undefined) return false;
  const trimmed = answer.trim();
  if (!/^-?\d{1,4}$/.test(trimmed)) return false;
  return Number(trimmed) === row.answer;
}
