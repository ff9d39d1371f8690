import { IsIn, IsOptional, IsString, Length, MaxLength, ValidateIf } from 'class-validator';

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

  @IsOptional()
  @IsString({ message: 'default_branch must be the name of an existing branch' })
  @Length(1, 255, { message: 'default_branch must be the name of an existing branch' })
  default_branch?: string;
}

export class PutFileBody {
  @ValidateIf((o: PutFileBody) => o.content_base64 === undefined)
  @IsString({ message: 'send the file as content (text) or content_base64' })
  content?: string;

  @IsOptional()
  @IsString({ message: 'content_base64 must be base64 text' })
  content_base64?: string;

  @IsString({ message: 'message is required: describe the change for the commit' })
  @Length(1, 10_000, { message: 'message must be 1 to 10000 characters' })
  message!: string;

  @IsOptional()
  @IsString({ message: 'branch must be a branch name' })
  branch?: string;

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
