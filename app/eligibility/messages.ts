/** The fields' messages as the schemas carry them: ids on the public forms and API, English on the admin's (fields.ts). */
import { ENGLISH } from "~/i18n/translate";
import type { WhoMessages } from "./fields";
import { WHO_TEXTS } from "./texts";

const NAMES = Object.keys(WHO_TEXTS.errors) as (keyof WhoMessages)[];

export const WHO_MESSAGE_IDS = Object.fromEntries(NAMES.map((name) => [name, WHO_TEXTS.errors[name].id])) as WhoMessages;
export const WHO_MESSAGES_EN = Object.fromEntries(NAMES.map((name) => [name, ENGLISH.t(WHO_TEXTS.errors[name])])) as WhoMessages;
