/**
 * The login CAPTCHA: an arithmetic question made on the server, its answer kept
 * in the server-side session (never in the page), checked on the server. It
 * works without JavaScript: the question is plain text above an input. Each
 * question can be answered once; a wrong answer gets a new question.
 */
import { randomInt } from "node:crypto";

export interface Captcha {
  question: string;
  answer: number;
}

export function newCaptcha(): Captcha {
  const a = randomInt(2, 20);
  const b = randomInt(2, 10);
  if (randomInt(0, 2) === 0) return { question: `What is ${a} plus ${b}?`, answer: a + b };
  const [big, small] = a >= b ? [a, b] : [b, a];
  return { question: `What is ${big} minus ${small}?`, answer: big - small };
}

export function isCaptchaAnswerCorrect(captcha: Captcha | undefined, answer: string | undefined): boolean {
  if (!captcha || answer === undefined) return false;
  const trimmed = answer.trim();
  if (!/^-?\d{1,4}$/.test(trimmed)) return false;
  return Number(trimmed) === captcha.answer;
}
