// The signed-in user's e-mail, remembered when GET /api/user answers, for error reports.
let email: string | null = null;

export function rememberUserEmail(value: string | null): void {
  email = value;
}

export function knownUserEmail(): string | null {
  return email;
}
