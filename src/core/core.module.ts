import { DynamicModule, Global, Module } from '@nestjs/common';
import { CqrsModule } from '@nestjs/cqrs';
import { GitRepositories } from '../../git';
import { ProjectionRunner } from '../../projections/projection-runner';
import { READ_MODEL_STORE } from '../../read-models/read-model-store.port';
import { AccountsQueries } from '../accounts/accounts.queries';
import { ApiAuthenticator } from '../api/api-authenticator';
import { IdempotentRequests } from '../api/idempotency/idempotent-requests';
import { BuildAtCommit } from '../builds/build-at-commit';
import { BuildLogs } from '../builds/build-logs';
import { FormatAvailability } from '../builds/format-availability';
import { BuildsQueries } from '../builds/builds.queries';
import { RecordedBuild } from '../builds/recorded-build';
import { OCTAVO_CONFIG, OctavoConfig } from '../config/config';
import { CLOCK, CommandExecutor, ID_GENERATOR } from '../domain/command-executor';
import { EVENT_STORE } from '../event-store/event-store.port';
import { ID_SEQUENCE } from '../id-sequence/id-sequence.port';
import { ARTIFACT_STORE } from '../artifacts/disk-artifact-store';
import { JOB_QUEUE } from '../job-queue/job-queue.port';
import { ProjectsQueries } from '../projects/projects.queries';
import { RefReconciler } from '../projects/ref-reconciler';
import { DownloadSigner } from '../security/download-signer';
import { CredentialBox } from '../security/secret-box';
import { loadOrCreateSecret } from '../security/secret-file';
import { join } from 'node:path';
import { Consistency } from './consistency';
import { infrastructureProviders } from './infrastructure';

/** Ports, adapters and read-side queries every feature module may inject. */
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
      DownloadSigner,
      Consistency,
      AccountsQueries,
      ProjectsQueries,
      BuildsQueries,
      BuildAtCommit,
      BuildLogs,
      FormatAvailability,
      ApiAuthenticator,
      RefReconciler,
      CredentialBox,
      IdempotentRequests,
      RecordedBuild,
    ];
    return {
      module: CoreModule,
      imports: [CqrsModule.forRoot()],
      providers: [
        ...infrastructureProviders(config),
        Consistency,
        AccountsQueries,
        ProjectsQueries,
        BuildsQueries,
        BuildAtCommit,
        BuildLogs,
        FormatAvailability,
        ApiAuthenticator,
        RefReconciler,
        {
          provide: CredentialBox,
          useFactory: () =>
            new CredentialBox(loadOrCreateSecret(join(config.dataDir, 'keys', 'credentials.key'))),
        },
        IdempotentRequests,
        RecordedBuild,
      ],
      exports: [...exported, CqrsModule],
    };
  }
}
