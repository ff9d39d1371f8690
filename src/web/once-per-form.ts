import { IdempotentRequests } from '../api/idempotency/idempotent-requests';
import { requestFingerprint } from '../api/idempotency/request-fingerprint';
import type { SignedInContext } from './web-context';

/** The hidden field a create form carries: a key made when the form was rendered (views/layout.ts). */
export const FORM_KEY_FIELD = '_idempotency_key';

const KEY_PATTERN = /^[\x21-\x7e]{1,255}$/;

/**
 * A create form's change, made once per rendered form: the form's key is the Idempotency-Key of the API's
 * create routes (the same claims on the same streams), so a double submit, or a resubmit after a lost answer,
 * gets the first submit's outcome (`make`'s answer, which must be JSON) and creates nothing more. A form
 * without a key (an older page still open) is simply made.
 */
export async function oncePerForm<T>(
  requests: IdempotentRequests,
  web: SignedInContext,
  route: string,
  form: Record<string, unknown>,
  make: () => Promise<T>,
): Promise<T> {
  const key = form[FORM_KEY_FIELD];
  if (typeof key !== 'string' || !KEY_PATTERN.test(key)) return make();
  const { _csrf: _token, [FORM_KEY_FIELD]: _key, ...values } = form;
  const claim = await requests.claim(
    web.user.id,
    `web-form:${key}`,
    requestFingerprint('POST', route, {}, values),
    { actor: web.user.id, correlationId: web.correlationId },
  );
  if (claim.kind === 'replay') return claim.answer.body as T;
  try {
    const made = await make();
    await requests.answer(claim, { status: 200, body: made });
    return made;
  } catch (error) {
    await requests.release(claim, error instanceof Error ? error.message : String(error));
    throw error;
  }
}
