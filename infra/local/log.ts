// The local runtime's own console lines: a time stamp and a short tag, one line per event.

function stamp(): string {
  return new Date().toTimeString().slice(0, 8);
}

export function logLine(tag: string, message: string): void {
  console.log(`${stamp()} [${tag}] ${message}`);
}

export function logError(tag: string, message: string, error?: unknown): void {
  const detail = error instanceof Error ? (error.stack ?? error.message) : error === undefined ? '' : String(error);
  console.error(`${stamp()} [${tag}] ${message}${detail ? `\n${detail}` : ''}`);
}
