import { DomainEvent } from './event-types';
import {
  decideClaimIdempotencyKey,
  decideRecordIdempotentAnswer,
  decideReleaseIdempotencyKey,
} from './idempotency';
import { IdempotencyKeyAggregate } from './aggregates';
import { deciderSpecification } from './decider.test-helpers';

const at = (iso: string) => new Date(iso);
const claimed = (
  claimId: string,
  fingerprint = 'f1',
  claimedAt = '2026-01-01T00:00:00.000Z',
): DomainEvent => ({
  type: 'IdempotencyKeyClaimed',
  data: { claimId, fingerprint, claimedAt },
});
const answered = (claimId: string): DomainEvent => ({
  type: 'IdempotentAnswerRecorded',
  data: { claimId, sealedAnswer: `sealed-${claimId}` },
});
const released = (claimId: string): DomainEvent => ({
  type: 'IdempotencyKeyReleased',
  data: { claimId, reason: 'failed' },
});
const given = deciderSpecification(IdempotencyKeyAggregate);
const claim = (fingerprint = 'f1', now = '2026-01-01T00:00:10.000Z') => ({
  claimId: 'c2',
  fingerprint,
  now: at(now),
  abandonedAfterMs: 60_000,
});

describe('Idempotency-Key decisions', () => {
  it.each<[string, DomainEvent[], ReturnType<typeof claim>, DomainEvent[] | RegExp]>([
    ['a free key is claimed', [], claim(), [claimed('c2', 'f1', '2026-01-01T00:00:10.000Z')]],
    [
      'a released key is claimed again',
      [claimed('c1'), released('c1')],
      claim(),
      [claimed('c2', 'f1', '2026-01-01T00:00:10.000Z')],
    ],
    ['an answered key claims nothing (its answer is replayed)', [claimed('c1'), answered('c1')], claim(), []],
    [
      'an answered key on another request is refused',
      [claimed('c1'), answered('c1')],
      claim('f2'),
      /different request/,
    ],
    ['a key still running is busy', [claimed('c1')], claim(), /still running/],
    ['a running key on another request is refused', [claimed('c1')], claim('f2'), /different request/],
    [
      'a claim left without an answer for a minute is taken over',
      [claimed('c1')],
      claim('f1', '2026-01-01T00:01:00.000Z'),
      [claimed('c2', 'f1', '2026-01-01T00:01:00.000Z')],
    ],
  ])('%s', (_, history, request, expected) => {
    const decision = given(...history).when((state) => decideClaimIdempotencyKey(state, request));
    if (expected instanceof RegExp) decision.thenThrows(expected);
    else decision.then(expected);
  });

  it.each<[string, DomainEvent[], string, DomainEvent[]]>([
    ['the claim holder records its answer', [claimed('c1')], 'c1', [answered('c1')]],
    ['a claim taken over records nothing for the old holder', [claimed('c1'), claimed('c2')], 'c1', []],
    ['an answer is recorded once', [claimed('c1'), answered('c1')], 'c1', []],
  ])('%s', (_, history, claimId, expected) => {
    given(...history)
      .when((state) => decideRecordIdempotentAnswer(state, claimId, `sealed-${claimId}`))
      .then(expected);
  });

  it.each<[string, DomainEvent[], string, DomainEvent[]]>([
    ['the claim holder releases its key', [claimed('c1')], 'c1', [released('c1')]],
    ['an answered key stays answered', [claimed('c1'), answered('c1')], 'c1', []],
    ['another claim is not released', [claimed('c1'), claimed('c2')], 'c1', []],
  ])('%s', (_, history, claimId, expected) => {
    given(...history)
      .when((state) => decideReleaseIdempotencyKey(state, claimId, 'failed'))
      .then(expected);
  });

  it('folds a claim, its answer and the fingerprint it was for', () => {
    expect(given(claimed('c1'), answered('c1')).state).toEqual({
      status: 'answered',
      fingerprint: 'f1',
      sealedAnswer: 'sealed-c1',
    });
  });
});
