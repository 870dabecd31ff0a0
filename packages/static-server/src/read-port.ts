type Env = Record<string, string | undefined>;

/**
 * Reads a port from the environment; a bad value stops the server with the variable's name.
 * Without a fallback the variable is required.
 */
export function readPort(env: Env, name: string, fallback?: number): number {
  const raw = env[name]?.trim();
  if (!raw) {
    if (fallback === undefined) throw new Error(`${name} must be set to the port to serve on`);
    return fallback;
  }
  const port = Number(raw);
  if (!Number.isInteger(port) || port <= 0 || port > 65535) {
    throw new Error(`${name} must be a port number, got "${raw}"`);
  }
  return port;
}
