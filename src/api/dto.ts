import {
  IsDefined,
  IsIn,
  IsOptional,
  IsString,
  Length,
  Matches,
  MaxLength,
  ValidateIf,
} from 'class-validator';
import { WEBHOOK_EVENTS } from '../domain/automation';
import { FORMATS } from '../domain/build';
import { Doc } from './request-schema';

/*
 * The API's requests, one class each (src/api/request-schema.ts): routes validate with them and the OpenAPI
 * document is generated from them. Rules a schema cannot say (a branch git accepts, a public webhook address,
 * a format this server can build) stay in the parsers the routes hand the checked input to.
 */

// ---- path parameters

export class ProjectPath {
  @Doc({ description: "the owner's username" })
  @IsString()
  owner!: string;

  @Doc({ description: 'the repository name' })
  @IsString()
  repo!: string;
}

export class CollaboratorPath extends ProjectPath {
  @Doc({ description: 'the collaborator' })
  @IsString()
  username!: string;
}

export class FilePath extends ProjectPath {
  @Doc({ description: 'repository path (may contain /)' })
  @IsString()
  path!: string;
}

export class WebhookPath extends ProjectPath {
  @Doc({ description: 'webhook id' })
  @IsString()
  id!: string;
}

export class BuildPath {
  @Doc({ description: 'build id', type: 'integer' })
  @IsString()
  id!: string;
}

export class SshKeyPath {
  @Doc({ description: 'key id' })
  @IsString()
  id!: string;
}

export class TokenPath {
  @Doc({ description: 'token id' })
  @IsString()
  id!: string;
}

export class DownloadPath {
  @Doc({ description: 'build id' })
  @IsString()
  buildId!: string;

  @Doc({ description: 'format' })
  @IsString()
  format!: string;

  @Doc({ description: 'file name' })
  @IsString()
  fileName!: string;
}

// ---- query strings

export class PagingQuery {
  @Doc({ description: 'from 1', type: 'integer', minimum: 1 })
  @IsOptional()
  page?: string;

  @Doc({ description: '1 to 100', type: 'integer', minimum: 1, maximum: 100 })
  @IsOptional()
  per_page?: string;
}

export class ListBuildsQuery extends PagingQuery {
  @Doc({ description: 'owner/repo', examples: ['ann/book'] })
  @Length(1, 201, { message: 'project is required, as owner/repo' })
  project!: string;
}

export class BuildLogQuery {
  @Doc({ description: "one of the build's formats", enum: [...FORMATS] })
  @IsString({ message: 'format is required: name the format whose log you want, for example format=pdf' })
  format!: string;
}

export class BranchQuery {
  @Doc({ description: 'default branch when absent' })
  @IsOptional()
  @IsString({ message: 'branch must be a branch name' })
  branch?: string;
}

export class TreeQuery extends BranchQuery {
  @Doc({ description: 'directory, default the root' })
  @IsOptional()
  @IsString({ message: 'path must be a directory path' })
  path?: string;
}

export class DownloadQuery {
  @Doc({ description: 'from the signed link', type: 'string' })
  @IsOptional()
  expires?: string;

  @Doc({ description: 'from the signed link', type: 'string' })
  @IsOptional()
  signature?: string;

  @Doc({ description: 'from the signed link: the access epoch it was made at', type: 'string' })
  @IsOptional()
  access?: string;

  @Doc({
    description:
      '`1`: show it in the browser tab instead of downloading it (a PDF; an html build opens its index page)',
    type: 'string',
  })
  @IsOptional()
  inline?: string;
}

// ---- request bodies

export class CreateBuildBody {
  @Doc({ description: 'owner/repo', examples: ['ann/book'] })
  @IsString({ message: 'project is required, as owner/repo (for example ann/book)' })
  project!: string;

  @Doc({
    type: ['string', 'array'],
    items: { enum: [...FORMATS] },
    description: `comma-separated from ${FORMATS.join(',')} (spaces and duplicates tolerated), or a list`,
    examples: ['pdf,epub'],
  })
  @IsDefined({ message: `formats is required: a comma-separated list from ${FORMATS.join(',')}` })
  formats!: string | string[];

  @Doc({ description: 'default: master if present, else the default branch' })
  @IsOptional()
  @IsString({ message: 'branch must be a branch name' })
  branch?: string;
}

export class CreateProjectBody {
  @IsString({ message: 'name is required: the repository name, for example "my-book"' })
  @Length(1, 100, { message: 'name must be 1 to 100 characters' })
  name!: string;

  @IsOptional()
  @IsString({ message: 'description must be text' })
  @MaxLength(1000, { message: 'description must be at most 1000 characters' })
  description?: string;

  @IsOptional()
  @IsIn(['private', 'public'], { message: 'visibility must be "private" or "public"' })
  visibility?: 'private' | 'public';

  /** true/false, or "true"/"false" from a form body. */
  @Doc({
    type: 'boolean',
    enum: undefined,
    default: true,
    description:
      'false: an empty repository (no commit, no branch) to push an existing book into; the first branch pushed becomes the default branch',
  })
  @IsOptional()
  @IsIn([true, false, 'true', 'false'], {
    message: 'starter must be true (a starter book on main) or false (an empty repository)',
  })
  starter?: boolean | 'true' | 'false';
}

export class UpdateProjectBody {
  @IsOptional()
  @IsIn(['private', 'public'], { message: 'visibility must be "private" or "public"' })
  visibility?: 'private' | 'public';

  @Doc({ description: 'an existing branch; HEAD moves to it' })
  @IsOptional()
  @IsString({ message: 'default_branch must be the name of an existing branch' })
  @Length(1, 255, { message: 'default_branch must be the name of an existing branch' })
  default_branch?: string;
}

export class PutFileBody {
  @Doc({ description: 'the file as text (or send content_base64)' })
  @ValidateIf((o: PutFileBody) => o.content_base64 === undefined)
  @IsString({ message: 'send the file as content (text) or content_base64' })
  content?: string;

  @IsOptional()
  @IsString({ message: 'content_base64 must be base64 text' })
  content_base64?: string;

  @IsString({ message: 'message is required: describe the change for the commit' })
  @Length(1, 10_000, { message: 'message must be 1 to 10000 characters' })
  message!: string;

  @Doc({ description: 'default branch when absent' })
  @IsOptional()
  @IsString({ message: 'branch must be a branch name' })
  branch?: string;

  @Doc({ description: 'the commit the change was made on: if the branch has moved since, 409' })
  @IsOptional()
  @IsString({ message: 'base_commit must be a commit id' })
  base_commit?: string;
}

export class CollaboratorBody {
  @IsIn(['read', 'write'], { message: 'permission must be "read" or "write"' })
  permission!: 'read' | 'write';
}

export class CreateTokenBody {
  @IsString({ message: 'name is required: what the token is for, for example "laptop"' })
  @Length(1, 100, { message: 'name must be 1 to 100 characters' })
  name!: string;
}

export class DeleteAccountBody {
  @Doc({
    description: 'your current password, to confirm (in the body only: an address with it would be logged)',
    format: 'password',
  })
  @IsString({ message: 'password is required: your current password, to confirm the deletion' })
  @Length(1, 200, { message: 'password is required: your current password, to confirm the deletion' })
  password!: string;
}

export class AddSshKeyBody {
  @Doc({ description: "a name for the key; the key's comment when absent", examples: ['laptop'] })
  @IsOptional()
  @IsString({ message: 'title must be text, for example "laptop"' })
  title?: string;

  @Doc({
    description: 'the public key line (ed25519, ecdsa, rsa ≥ 2048)',
    examples: ['ssh-ed25519 AAAA… ann@laptop'],
  })
  @IsString({
    message: 'key is required: the public key line, for example the contents of ~/.ssh/id_ed25519.pub',
  })
  key!: string;
}

export class AddWebhookBody {
  @Doc({ description: 'the http(s) address to POST each finished build to' })
  @IsString({ message: 'url is required: the http(s) address to POST builds to' })
  url!: string;

  @Doc({ description: 'shared secret: the receiver checks X-Octavo-Signature with it' })
  @IsString({ message: 'secret is required: a shared secret the receiver uses to check X-Octavo-Signature' })
  @MaxLength(1024, { message: 'secret must be at most 1024 characters' })
  secret!: string;

  @Doc({
    type: ['array', 'string'],
    items: { enum: [...WEBHOOK_EVENTS] },
    description: 'a list, or comma-separated; every event when absent',
  })
  @IsOptional()
  events?: string | string[];
}

export class AutoBuildBody {
  @Doc({ type: 'boolean', description: 'true or false ("true"/"false" from a form)' })
  @IsDefined({ message: 'enabled is required: true or false' })
  enabled!: boolean | string;

  @Doc({
    type: ['array', 'string'],
    items: { type: 'string' },
    description: 'branch names or patterns with * (a list, or comma-separated)',
  })
  @IsOptional()
  branches?: string | string[];

  @Doc({
    type: ['array', 'string'],
    items: { enum: [...FORMATS] },
    description: 'a list, or comma-separated',
  })
  @IsOptional()
  formats?: string | string[];
}

export class PublishSiteBody {
  @Doc({ examples: ['ann/book'] })
  @Matches(/\//, { message: 'project is required, as owner/repo' })
  project!: string;

  @Doc({ type: 'integer', minimum: 1, description: 'the html build to publish; the latest when absent' })
  @IsOptional()
  build_id?: number | string;

  @Doc({
    type: 'boolean',
    description: 'absent: the site keeps its visibility (a new site is private); true: anyone with the link',
  })
  @IsOptional()
  public?: boolean | string;

  @Doc({
    type: ['string', 'boolean'],
    description:
      'a branch: publish its latest html build now and each later one as it completes; false: stop following; absent: keep',
    examples: ['main'],
  })
  @IsOptional()
  follow?: string | boolean;
}
