import type { FastifyReply } from 'fastify';
import { Rejection, rejectionOf } from './web-errors';

/**
 * Answers a form POST: `apply` makes the change and answers (usually a 303 to the page that confirms it); when a
 * command or the web layer's own check rejects it, `rejected` answers instead, usually with the form again and
 * what was wrong. Anything else is unexpected and goes on to the web error filter.
 */
export async function submitForm<Answer = FastifyReply>(
  apply: () => Promise<Answer>,
  rejected: (rejection: Rejection) => Answer | Promise<Answer>,
): Promise<Answer> {
  try {
    return await apply();
  } catch (error) {
    const rejection = rejectionOf(error);
    if (!rejection) throw error;
    return rejected(rejection);
  }
}

/** A rejected form as it is shown again: what was typed, each field's problem, and `lead` + what was wrong. */
export function rejectedForm<Values>(
  values: Values,
  rejection: Rejection,
  lead = '',
): { values: Values; errors: Record<string, string>; message: string } {
  return { values, errors: rejection.fields, message: `${lead}${rejection.message}` };
}
