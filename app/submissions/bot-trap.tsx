/**
 * The field only bots fill in, on /submit and the report form: hidden from people and
 * assistive technology (docs/decisions/051-anti-bot.md).
 */
import { TRAP_FIELD } from "./form-constants";

export function BotTrap({ id }: { id: string }) {
  return (
    <div aria-hidden="true" className="absolute -left-[9999px] top-auto h-px w-px overflow-hidden">
      <label htmlFor={id}>Contact email</label>
      <input id={id} type="text" name={TRAP_FIELD} tabIndex={-1} autoComplete="off" defaultValue="" />
    </div>
  );
}
