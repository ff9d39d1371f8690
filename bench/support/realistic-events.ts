import { createHash, randomUUID } from 'node:crypto';
import { EventTypes, EventTypeName } from '../../src/domain/event-types';
import { ExpectedRevision, NewEvent } from '../../src/event-store/event-store.port';

/** One append as a command would make it: a stream, its events and the revision it expects. */
export interface PlannedAppend {
  streamId: string;
  events: NewEvent[];
  expected: ExpectedRevision;
}

const FORMATS = ['pdf', 'epub', 'html'] as const;
const BUILD_WINDOW = 25;
const CONTENT_TYPES: Record<(typeof FORMATS)[number], [string, string]> = {
  pdf: ['application/pdf', 'pdf'],
  epub: ['application/epub+zip', 'epub'],
  html: ['application/zip', 'zip'],
};

const sha = (text: string) => createHash('sha1').update(text).digest('hex');

/**
 * A plausible log: users (registered, a token, an SSH key), projects (created, pushed to three times, a
 * collaborator) and builds of three formats (requested, then working and completed for each), builds
 * interleaved the way concurrent renders interleave them. Single-event appends with exact expected
 * revisions, like `CommandExecutor` makes. At least `minEvents` events in all.
 */
export function* realisticAppends(minEvents: number): Generator<PlannedAppend> {
  const revisions = new Map<string, number>();
  let clock = Date.parse('2026-01-01T00:00:00Z');
  const one = (
    streamId: string,
    type: EventTypeName,
    data: Record<string, unknown>,
    actor: string,
  ): PlannedAppend => {
    const current = revisions.get(streamId);
    revisions.set(streamId, (current ?? -1) + 1);
    clock += 37;
    const correlationId = randomUUID();
    return {
      streamId,
      expected: current === undefined ? 'no_stream' : current,
      events: [
        {
          type,
          data,
          metadata: {
            eventId: randomUUID(),
            occurredAt: new Date(clock).toISOString(),
            actor,
            correlationId,
            causationId: null,
            schemaVersion: EventTypes[type].version,
          },
        },
      ],
    };
  };

  const userCount = Math.max(10, Math.round(minEvents / 200));
  const projectCount = userCount * 3;
  const perUser = 3;
  const perProject = 5;
  const perBuild = 1 + FORMATS.length * 2;
  const buildCount = Math.ceil(
    Math.max(0, minEvents - userCount * perUser - projectCount * perProject) / perBuild,
  );

  const users: Array<{ id: string; username: string }> = [];
  for (let i = 0; i < userCount; i++) {
    const id = randomUUID();
    const username = `author${i}`;
    users.push({ id, username });
    const stream = `user-${id}`;
    yield one(
      stream,
      'UserRegistered',
      {
        userId: id,
        username,
        email: `${username}@example.com`,
        passwordHash: `scrypt$16384$8$1$${sha(`salt${i}`)}$${sha(`hash${i}`)}${sha(`more${i}`)}`,
        admin: false,
      },
      'admin-cli',
    );
    yield one(
      stream,
      'ApiTokenIssued',
      { userId: id, tokenId: randomUUID(), name: 'cli', tokenHash: sha(`token${i}`) + sha(`t${i}`) },
      id,
    );
    yield one(
      stream,
      'SshKeyAdded',
      {
        userId: id,
        keyId: randomUUID(),
        title: 'laptop',
        fingerprint: `SHA256:${Buffer.from(sha(`key${i}`))
          .toString('base64')
          .slice(0, 43)}`,
        keyType: 'ssh-ed25519',
        publicKey: `ssh-ed25519 AAAAC3NzaC1lZDI1NTE5AAAAI${Buffer.from(sha(`pk${i}`))
          .toString('base64')
          .slice(0, 43)}`,
      },
      id,
    );
  }

  const projects: Array<{ id: string; fullName: string; commit: string; ownerId: string }> = [];
  for (let i = 0; i < projectCount; i++) {
    const owner = users[i % userCount];
    const collaborator = users[(i + 1) % userCount];
    const id = randomUUID();
    const fullName = `${owner.username}/book-${i}`;
    const stream = `project-${id}`;
    yield one(
      stream,
      'ProjectCreated',
      {
        projectId: id,
        ownerId: owner.id,
        owner: owner.username,
        name: `book-${i}`,
        fullName,
        description: `The book number ${i}, a work in progress`,
        visibility: i % 4 === 0 ? 'public' : 'private',
        defaultBranch: 'main',
      },
      owner.id,
    );
    let commit: string | null = null;
    for (let push = 0; push < 3; push++) {
      const after = sha(`${id}${push}`);
      yield one(
        stream,
        'BranchPushed',
        {
          projectId: id,
          project: fullName,
          branch: 'main',
          before: commit,
          after,
          pusher: owner.id,
          via: push === 0 ? 'web' : 'ssh',
        },
        owner.id,
      );
      commit = after;
    }
    yield one(
      stream,
      'CollaboratorAdded',
      { projectId: id, userId: collaborator.id, username: collaborator.username, permission: 'write' },
      owner.id,
    );
    projects.push({ id, fullName, commit: commit!, ownerId: owner.id });
  }

  for (let first = 1; first <= buildCount; first += BUILD_WINDOW) {
    const window = Array.from({ length: Math.min(BUILD_WINDOW, buildCount - first + 1) }, (_, k) => {
      const buildId = first + k;
      return { buildId, project: projects[buildId % projectCount] };
    });
    for (const { buildId, project } of window) {
      yield one(
        `build-${buildId}`,
        'BuildRequested',
        {
          buildId,
          projectId: project.id,
          project: project.fullName,
          branch: 'main',
          commit: project.commit,
          formats: [...FORMATS],
          requestedBy: project.ownerId,
        },
        project.ownerId,
      );
    }
    for (const format of FORMATS) {
      for (const { buildId } of window)
        yield one(
          `build-${buildId}`,
          'FormatStatusChanged',
          { buildId, format, status: 'working' },
          'worker',
        );
      for (const { buildId, project } of window) {
        const [contentType, extension] = CONTENT_TYPES[format];
        const fileName = `${project.fullName.split('/')[1]}.${extension}`;
        yield one(
          `build-${buildId}`,
          'FormatStatusChanged',
          {
            buildId,
            format,
            status: 'completed',
            artifact: {
              file: `${buildId}/${format}/${fileName}`,
              fileName,
              contentType,
              size: 100_000 + ((buildId * 7919) % 900_000),
            },
          },
          'worker',
        );
      }
    }
  }
}

/** `streams` streams of `perStream` events, appended `batchSize` at a time (imports, bulk moves). */
export function* batchedAppends(
  streams: number,
  perStream: number,
  batchSize: number,
): Generator<PlannedAppend> {
  for (let s = 0; s < streams; s++) {
    const streamId = `project-${randomUUID()}`;
    for (let from = 0; from < perStream; from += batchSize) {
      const events: NewEvent[] = [];
      for (let k = from; k < Math.min(perStream, from + batchSize); k++) {
        events.push({
          type: EventTypes.BranchPushed.type,
          data: {
            projectId: streamId.slice('project-'.length),
            project: `author${s}/book`,
            branch: 'main',
            before: k === 0 ? null : sha(`${s}:${k - 1}`),
            after: sha(`${s}:${k}`),
            pusher: 'bench',
            via: 'ssh',
          },
          metadata: {
            eventId: randomUUID(),
            occurredAt: new Date().toISOString(),
            actor: 'bench',
            correlationId: randomUUID(),
            causationId: null,
            schemaVersion: EventTypes.BranchPushed.version,
          },
        });
      }
      yield { streamId, events, expected: from === 0 ? 'no_stream' : from - 1 };
    }
  }
}
