import { createHash, randomUUID } from 'node:crypto';
import { setTimeout as sleep } from 'node:timers/promises';
import { Inject, Injectable } from '@nestjs/common';
import { CLOCK, Clock, CommandContext, CommandExecutor } from '../../domain/command-executor';
import { IdempotencyKeyAggregate } from '../../domain/aggregates';
import { DomainError, streams } from '../../domain/event-types';
import {
  decideClaimIdempotencyKey,
  decideRecordIdempotentAnswer,
  decideReleaseIdempotencyKey,
  IdempotencyState,
} from '../../domain/idempotency';
import { SecretBox } from '../../security/secret-box';

/** The answer a repeated request gets: what the first one got. */
export interface IdempotentAnswer {
  status: number;
  body: unknown;
  location?: string;
}

export type IdempotentClaim =
  | { kind: 'run'; streamId: string; claimId: string; context: CommandContext }
  | { kind: 'replay'; answer: IdempotentAnswer };

/** Answers sealed in the log are opened with this key (DATA_DIR/keys/idempotent-answers.key). */
export class IdempotentAnswerBox extends SecretBox {}

/** A request with no answer after this long died with its process: the key may run again. */
const ABANDONED_AFTER_MS = 60_000;
/** How long a repeated request waits for the first one, still running, to answer. */
const WAIT_FOR_FIRST_MS = 10_000;

/**
 * Claims, answers and releases Idempotency-Keys on their own streams, through the command executor like every
 * other write: the decision reads the key's stream (the write side), so it needs no projector and holds
 * across processes and restarts.
 */
@Injectable()
export class IdempotentRequests {
  constructor(
    @Inject(CommandExecutor) private readonly executor: CommandExecutor,
    @Inject(IdempotentAnswerBox) private readonly box: IdempotentAnswerBox,
    @Inject(CLOCK) private readonly clock: Clock,
  ) {}

  /** The key's stream: one per caller and key, so two callers' keys never meet. */
  static streamOf(userId: string, key: string): string {
    return streams.idempotency(createHash('sha256').update(`${userId}\n${key}`).digest('hex'));
  }

  async claim(
    userId: string,
    key: string,
    fingerprint: string,
    context: CommandContext,
  ): Promise<IdempotentClaim> {
    const streamId = IdempotentRequests.streamOf(userId, key);
    const claimId = randomUUID();
    const deadline = Date.now() + WAIT_FOR_FIRST_MS;
    for (;;) {
      let seen: IdempotencyState = { status: 'free' };
      try {
        const outcome = await this.executor.execute(
          streamId,
          IdempotencyKeyAggregate,
          (state) => {
            seen = state;
            return decideClaimIdempotencyKey(state, {
              claimId,
              fingerprint,
              now: this.clock.now(),
              abandonedAfterMs: ABANDONED_AFTER_MS,
            });
          },
          context,
        );
        if (outcome.events.length > 0) return { kind: 'run', streamId, claimId, context };
        const answered = seen as IdempotencyState;
        if (answered.status !== 'answered')
          throw new Error(`idempotency key ${streamId} neither claimed nor answered`);
        return {
          kind: 'replay',
          answer: JSON.parse(this.box.open(answered.sealedAnswer)) as IdempotentAnswer,
        };
      } catch (error) {
        const inUse = error instanceof DomainError && error.code === 'idempotency_key_in_use';
        if (!inUse || Date.now() >= deadline) throw error;
        await sleep(50);
      }
    }
  }

  async answer(claim: Extract<IdempotentClaim, { kind: 'run' }>, answer: IdempotentAnswer): Promise<void> {
    const sealed = this.box.seal(JSON.stringify(answer));
    await this.executor.execute(
      claim.streamId,
      IdempotencyKeyAggregate,
      (state) => decideRecordIdempotentAnswer(state, claim.claimId, sealed),
      claim.context,
    );
  }

  async release(claim: Extract<IdempotentClaim, { kind: 'run' }>, reason: string): Promise<void> {
    await this.executor.execute(
      claim.streamId,
      IdempotencyKeyAggregate,
      (state) => decideReleaseIdempotencyKey(state, claim.claimId, reason),
      claim.context,
    );
  }
}
