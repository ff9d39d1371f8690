import type { Readable } from 'node:stream';
import { Inject, Injectable } from '@nestjs/common';
import type { FastifyReply } from 'fastify';
import type { BuildView } from '../../projections/read-model-types';
import { FORMATS, isFinal } from '../domain/build';
import { DomainError } from '../domain/event-types';
import { ARTIFACT_STORE, ArtifactStore } from '../artifacts/artifact-store.port';

export type BuildLogBody = { stream: Readable; size: number } | { text: string };

/**
 * Sends a log as plain text, never to be sniffed into something else and never cached by a shared cache;
 * `sandboxed` adds a CSP that keeps a browser from running anything in it (the web UI's link opens it in a tab).
 */
export function sendBuildLog(reply: FastifyReply, log: BuildLogBody, options: { sandboxed?: boolean } = {}) {
  void reply
    .header('content-type', 'text/plain; charset=utf-8')
    .header('x-content-type-options', 'nosniff')
    .header('cache-control', 'private, no-cache');
  if (options.sandboxed) void reply.header('content-security-policy', "default-src 'none'; sandbox");
  if ('text' in log) return reply.send(log.text);
  return reply.header('content-length', String(log.size)).send(log.stream);
}

/**
 * A format's full build log, for the API and the web page alike. The worker stores it in the artifact store
 * and its FormatStatusChanged says so; a format that ended without one (cancelled, timed out, interrupted, or
 * built before logs were kept) gets a log made from its final status.
 */
@Injectable()
export class BuildLogs {
  constructor(@Inject(ARTIFACT_STORE) private readonly artifacts: ArtifactStore) {}

  async open(build: BuildView, format: unknown): Promise<BuildLogBody> {
    if (typeof format !== 'string' || format.trim() === '') {
      throw invalidFormat(`name the format whose log you want: format=${build.formats[0]?.format ?? 'pdf'}`);
    }
    const name = format.trim().toLowerCase();
    if (!(FORMATS as readonly string[]).includes(name)) {
      throw invalidFormat(`unknown format "${format}"; formats are ${FORMATS.join(', ')}`);
    }
    const entry = build.formats.find((f) => f.format === name);
    if (!entry) {
      throw invalidFormat(
        `build ${build.id} did not build ${name}; its formats are ${build.formats.map((f) => f.format).join(', ')}`,
      );
    }
    if (!isFinal(entry.status)) {
      throw new DomainError(
        'log_not_found',
        `the ${name} format of build ${build.id} is ${entry.status}; its log is written when it finishes`,
        404,
      );
    }
    const stored = entry.log ? await this.artifacts.open(entry.log.file) : null;
    if (stored) return stored;
    const lines = [
      `Octavo build ${build.id} · ${name} · ${build.project} · branch ${build.branch} · commit ${build.commit}`,
      `Result: ${entry.status}`,
    ];
    if (entry.message) lines.push('', entry.status === 'failed' ? `Error: ${entry.message}` : entry.message);
    if (entry.log) lines.push('', '(the full log of this format is no longer stored)');
    return { text: `${lines.join('\n')}\n` };
  }
}

function invalidFormat(message: string): DomainError {
  return new DomainError('validation_failed', message, 422, [{ field: 'format', message }]);
}
