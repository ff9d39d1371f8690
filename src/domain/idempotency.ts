import { DomainError, DomainEvent, eventGuard } from './event-types';

/**
 * An `Idempotency-Key` is a small aggregate of its own (stream `idempotency-<hash of caller and key>`): a
 * request claims it, the first answer is recorded on it, and a repeated request is answered from it. The
 * claim is an append that expects no stream, so of two requests racing with one key exactly one runs.
 */

export interface IdempotencyKeyClaimedData {
  /** Names this claim, so that only the request that made it records the answer or lets it go. */
  claimId: string;
  /** Hash of the request (method, path, parameters): the same key on another request is refused. */
  fingerprint: string;
  claimedAt: string;
}

export interface IdempotentAnswerRecordedData {
  claimId: string;
  /** The answer (status, body, Location) sealed with the server's key: answers may hold secrets. */
  sealedAnswer: string;
}

export interface IdempotencyKeyReleasedData {
  claimId: string;
  reason: string;
}

/** An Idempotency-Key's stream's events, with their payloads. */
export type IdempotencyEvent =
  | { type: 'IdempotencyKeyClaimed'; data: IdempotencyKeyClaimedData }
  | { type: 'IdempotentAnswerRecorded'; data: IdempotentAnswerRecordedData }
  | { type: 'IdempotencyKeyReleased'; data: IdempotencyKeyReleasedData };

export const isIdempotencyEvent = eventGuard<IdempotencyEvent>({
  IdempotencyKeyClaimed: true,
  IdempotentAnswerRecorded: true,
  IdempotencyKeyReleased: true,
});

export type IdempotencyState =
  | { status: 'free' }
  | { status: 'claimed'; claimId: string; fingerprint: string; claimedAt: string }
  | { status: 'answered'; fingerprint: string; sealedAnswer: string };

export const initialIdempotencyState = (): IdempotencyState => ({ status: 'free' });

export function evolveIdempotency(
  state: IdempotencyState,
  stored: { type: string; data: unknown },
): IdempotencyState {
  if (!isIdempotencyEvent(stored)) return state;
  const event: IdempotencyEvent = stored;
  switch (event.type) {
    case 'IdempotencyKeyClaimed': {
      const d = event.data;
      return { status: 'claimed', claimId: d.claimId, fingerprint: d.fingerprint, claimedAt: d.claimedAt };
    }
    case 'IdempotentAnswerRecorded': {
      const d = event.data;
      if (state.status !== 'claimed') return state;
      return { status: 'answered', fingerprint: state.fingerprint, sealedAnswer: d.sealedAnswer };
    }
    case 'IdempotencyKeyReleased':
      return state.status === 'claimed' ? { status: 'free' } : state;
  }
}

export interface ClaimRequest {
  claimId: string;
  fingerprint: string;
  now: Date;
  /** A claim older than this with no answer is taken to be from a request that died with its process. */
  abandonedAfterMs: number;
}

function refuseOtherRequest(fingerprint: string, request: ClaimRequest): void {
  if (fingerprint !== request.fingerprint) {
    throw new DomainError(
      'idempotency_key_reused',
      'this Idempotency-Key was already used for a different request; send a new key for a new request',
      422,
    );
  }
}

/** Claims a free (or abandoned) key; an answered key claims nothing: the caller replays its answer. */
export function decideClaimIdempotencyKey(state: IdempotencyState, request: ClaimRequest): DomainEvent[] {
  if (state.status === 'answered') {
    refuseOtherRequest(state.fingerprint, request);
    return [];
  }
  if (state.status === 'claimed') {
    refuseOtherRequest(state.fingerprint, request);
    const age = request.now.getTime() - Date.parse(state.claimedAt);
    if (age < request.abandonedAfterMs) {
      throw new DomainError(
        'idempotency_key_in_use',
        'a request with this Idempotency-Key is still running; wait for it and send the request again',
        409,
      );
    }
  }
  const data: IdempotencyKeyClaimedData = {
    claimId: request.claimId,
    fingerprint: request.fingerprint,
    claimedAt: request.now.toISOString(),
  };
  return [{ type: 'IdempotencyKeyClaimed', data: { ...data } }];
}

/** Only the request holding the claim records its answer (an abandoned claim taken over records nothing). */
export function decideRecordIdempotentAnswer(
  state: IdempotencyState,
  claimId: string,
  sealedAnswer: string,
): DomainEvent[] {
  if (state.status !== 'claimed' || state.claimId !== claimId) return [];
  const data: IdempotentAnswerRecordedData = { claimId, sealedAnswer };
  return [{ type: 'IdempotentAnswerRecorded', data: { ...data } }];
}

/** A request that failed frees its key: it created nothing, so the same key may run again. */
export function decideReleaseIdempotencyKey(
  state: IdempotencyState,
  claimId: string,
  reason: string,
): DomainEvent[] {
  if (state.status !== 'claimed' || state.claimId !== claimId) return [];
  const data: IdempotencyKeyReleasedData = { claimId, reason };
  return [{ type: 'IdempotencyKeyReleased', data: { ...data } }];
}
