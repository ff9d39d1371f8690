import { Injectable } from '@nestjs/common';
import { Format } from '../domain/build';
import { DomainError } from '../domain/event-types';
import { detectFormatTools, FormatTool, unavailableText } from './format-tools';

/** Looked up again after this long, so a tool installed while the server runs is noticed. */
const RECHECK_MS = 5_000;

/**
 * What this process can build, from the programs on this machine. A format it cannot build is refused when the
 * build is requested (API, web, retry, build on push), rather than failing later in the render.
 */
@Injectable()
export class FormatAvailability {
  private cached: { at: number; tools: FormatTool[] } | null = null;

  current(): FormatTool[] {
    const now = Date.now();
    if (!this.cached || now - this.cached.at > RECHECK_MS) {
      this.cached = { at: now, tools: detectFormatTools(process.env) };
    }
    return this.cached.tools;
  }

  /** The formats among `formats` that cannot be built here, each with its reason. */
  unavailable(formats: readonly Format[]): Extract<FormatTool, { available: false }>[] {
    return this.current().filter(
      (t): t is Extract<FormatTool, { available: false }> => !t.available && formats.includes(t.format),
    );
  }

  /** Throws 422 format_unavailable naming each missing program and how to install it. */
  refuseUnavailable(formats: readonly Format[]): void {
    const missing = this.unavailable(formats);
    if (missing.length === 0) return;
    const buildable = this.current()
      .filter((t) => t.available)
      .map((t) => t.format);
    throw new DomainError(
      'format_unavailable',
      `${missing.map((t) => `${t.format} cannot be built on this server: ${unavailableText(t)}`).join('; ')}` +
        (buildable.length ? ` (it can build ${buildable.join(', ')})` : ''),
      422,
      missing.map((t) => ({
        field: 'formats',
        format: t.format,
        tool: t.command,
        message: unavailableText(t),
        fix: t.fix,
      })),
    );
  }
}
