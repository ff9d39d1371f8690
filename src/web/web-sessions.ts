import { Inject, Injectable } from '@nestjs/common';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { join } from 'node:path';
import { OCTAVO_CONFIG, OctavoConfig } from '../config/config';
import { loadOrCreateSecret } from '../security/secret-file';
import {
  ANONYMOUS_TTL_MS,
  readCookie,
  Session,
  SESSION_COOKIE,
  SessionCodec,
  sessionCookie,
  SIGNED_IN_TTL_MS,
} from './session-codec';

/** Reads and writes the session cookie; the signing key is made once under DATA_DIR/keys. */
@Injectable()
export class WebSessions {
  readonly codec: SessionCodec;
  private readonly secure: boolean;

  constructor(@Inject(OCTAVO_CONFIG) config: OctavoConfig) {
    this.codec = new SessionCodec(loadOrCreateSecret(join(config.dataDir, 'keys', 'web-session.key')));
    this.secure = config.baseUrl.startsWith('https:');
  }

  read(request: FastifyRequest, now: number): Session | null {
    return this.codec.decode(readCookie(request.headers.cookie, SESSION_COOKIE), now);
  }

  /** A new session (new id, so a new CSRF token) for `userId`, set on the reply. */
  start(reply: FastifyReply, userId: string | null, now: number): Session {
    const session = this.codec.newSession(userId, now);
    const maxAgeMs = userId ? SIGNED_IN_TTL_MS : ANONYMOUS_TTL_MS;
    void reply.header(
      'set-cookie',
      sessionCookie(this.codec.encode(session), { secure: this.secure, maxAgeMs }),
    );
    return session;
  }
}
