import { DynamicModule, Global, Module } from '@nestjs/common';
import { CqrsModule } from '@nestjs/cqrs';
import { GitRepositories } from '../../git';
import { ProjectionRunner } from '../../projections/projection-runner';
import { READ_MODEL_STORE } from '../../read-models/read-model-store.port';
import { IdempotentAnswerBox } from '../api/idempotency/idempotent-requests';
import { ARTIFACT_STORE } from '../artifacts/artifact-store.port';
import { OCTAVO_CONFIG, OctavoConfig } from '../config/config';
import { CLOCK, CommandExecutor, ID_GENERATOR } from '../domain/command-executor';
import { EVENT_STORE } from '../event-store/event-store.port';
import { ID_SEQUENCE } from '../id-sequence/id-sequence.port';
import { JOB_QUEUE } from '../job-queue/job-queue.port';
import { PDF_PART_QUEUE } from '../job-queue/pdf-part-queue.port';
import { DownloadSigner } from '../security/download-signer';
import { CredentialBox } from '../security/secret-box';
import { loadOrCreateSecret } from '../security/secret-file';
import { join } from 'node:path';
import { Consistency } from './consistency';
import { infrastructureProviders } from './infrastructure';

/**
 * Ports and their adapters, the command executor, the projection runner, config, clock and ids, and the keys
 * that seal secrets: what every feature module may inject. Features' own queries are not here: a feature module
 * imports the feature modules it reads from.
 */
@Global()
@Module({})
export class CoreModule {
  static forRoot(config: OctavoConfig): DynamicModule {
    const exported = [
      OCTAVO_CONFIG,
      EVENT_STORE,
      READ_MODEL_STORE,
      ID_SEQUENCE,
      CLOCK,
      ID_GENERATOR,
      CommandExecutor,
      ProjectionRunner,
      GitRepositories,
      ARTIFACT_STORE,
      JOB_QUEUE,
      PDF_PART_QUEUE,
      DownloadSigner,
      Consistency,
      CredentialBox,
      IdempotentAnswerBox,
    ];
    return {
      module: CoreModule,
      imports: [CqrsModule.forRoot()],
      providers: [
        ...infrastructureProviders(config),
        Consistency,
        {
          provide: CredentialBox,
          useFactory: () =>
            new CredentialBox(
              loadOrCreateSecret(join(config.dataDir, 'keys', 'credentials.key')),
              join(config.dataDir, 'keys', 'credentials'),
            ),
        },
      ],
      exports: [...exported, CqrsModule],
    };
  }
}
