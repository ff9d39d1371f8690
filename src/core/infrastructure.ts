import { randomUUID } from 'node:crypto';
import { join } from 'node:path';
import { Provider } from '@nestjs/common';
import { GitRepositories } from '../../git';
import { ProjectionRunner } from '../../projections/projection-runner';
import { READ_MODEL_STORE, ReadModelStore } from '../../read-models/read-model-store.port';
import { SqliteReadModelStore } from '../../read-models/sqlite-read-model-store';
import { OCTAVO_CONFIG, OctavoConfig } from '../config/config';
import { CLOCK, CommandExecutor, ID_GENERATOR, Clock, IdGenerator } from '../domain/command-executor';
import { EVENT_STORE, EventStore } from '../event-store/event-store.port';
import { SqliteEventStore } from '../event-store/sqlite-event-store';
import { UpcastingEventStore } from '../event-store/upcasting-event-store';
import { ID_SEQUENCE } from '../id-sequence/id-sequence.port';
import { SqliteSequence } from '../id-sequence/sqlite-sequence';
import { ARTIFACT_STORE } from '../artifacts/artifact-store.port';
import { DiskArtifactStore } from '../artifacts/disk-artifact-store';
import { InProcessJobQueue } from '../job-queue/in-process-job-queue';
import { JOB_QUEUE } from '../job-queue/job-queue.port';
import { allProjections } from '../projections-list';
import { IdempotentAnswerBox } from '../api/idempotency/idempotent-requests';
import { DownloadSigner } from '../security/download-signer';
import { loadOrCreateSecret } from '../security/secret-file';
import { scaleJobQueue, scalePdfPartQueue, scaleStores } from '../scale/scale-adapters';
import { PDF_PART_QUEUE } from '../job-queue/pdf-part-queue.port';

export const dataPaths = (config: OctavoConfig) => ({
  events: join(config.dataDir, 'events.db'),
  readModels: join(config.dataDir, 'read-models.db'),
  repositories: join(config.dataDir, 'repositories'),
  artifacts: join(config.dataDir, 'artifacts'),
  downloadKey: join(config.dataDir, 'keys', 'download.key'),
  idempotentAnswersKey: join(config.dataDir, 'keys', 'idempotent-answers.key'),
});

/** The embedded profile's adapters behind the ports; the scale profile swaps these providers. */
export function infrastructureProviders(config: OctavoConfig): Provider[] {
  const paths = dataPaths(config);
  const scale = scaleStores(config);
  return [
    { provide: OCTAVO_CONFIG, useValue: config },
    {
      provide: EVENT_STORE,
      useFactory: async () =>
        new UpcastingEventStore((await scale.eventStore()) ?? new SqliteEventStore(paths.events)),
    },
    {
      provide: READ_MODEL_STORE,
      useFactory: async () => (await scale.readModelStore()) ?? new SqliteReadModelStore(paths.readModels),
    },
    {
      provide: ID_SEQUENCE,
      useFactory: async () => (await scale.idSequence()) ?? new SqliteSequence(paths.events),
    },
    { provide: CLOCK, useValue: { now: () => new Date() } satisfies Clock },
    { provide: ID_GENERATOR, useValue: { newId: () => randomUUID() } satisfies IdGenerator },
    {
      provide: CommandExecutor,
      useFactory: (events: EventStore, clock: Clock, ids: IdGenerator) =>
        new CommandExecutor(events, clock, ids),
      inject: [EVENT_STORE, CLOCK, ID_GENERATOR],
    },
    {
      provide: ProjectionRunner,
      useFactory: (events: EventStore, store: ReadModelStore) =>
        new ProjectionRunner(events, store, allProjections(), undefined, config.faultProjectionDelayMs),
      inject: [EVENT_STORE, READ_MODEL_STORE],
    },
    { provide: GitRepositories, useFactory: () => new GitRepositories(paths.repositories) },
    {
      provide: ARTIFACT_STORE,
      useFactory: async () => (await scale.artifactStore()) ?? new DiskArtifactStore(paths.artifacts),
    },
    {
      provide: JOB_QUEUE,
      useFactory: async () => (await scaleJobQueue(config)) ?? new InProcessJobQueue(),
    },
    { provide: PDF_PART_QUEUE, useFactory: () => scalePdfPartQueue(config) },
    { provide: DownloadSigner, useFactory: () => new DownloadSigner(loadOrCreateSecret(paths.downloadKey)) },
    {
      provide: IdempotentAnswerBox,
      useFactory: () => new IdempotentAnswerBox(loadOrCreateSecret(paths.idempotentAnswersKey)),
    },
  ];
}
