export class RegisterUserCommand {
  constructor(
    readonly username: string,
    readonly email: string,
    readonly password: string,
    readonly admin: boolean,
    readonly actor: string | null,
    readonly correlationId: string,
  ) {}
}
