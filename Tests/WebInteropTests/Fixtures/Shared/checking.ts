// What every test page shares, whichever client it is compiled with: the report's shape, and
// checks that fail with a reason.

/** One scenario's outcome, as the Swift tests read it. */
export interface ScenarioResult {
  name: string;
  ok: boolean;
  detail: string;
}

/** Throws `what` unless `condition` holds. */
export function check(condition: boolean, what: string): void {
  if (!condition) throw new Error(what);
}

/** Runs `body`: passed, or failed with the error's message and stack. */
export async function outcome(name: string, body: () => Promise<void>): Promise<ScenarioResult> {
  try {
    await body();
    return { name, ok: true, detail: "" };
  } catch (error) {
    return { name, ok: false, detail: error instanceof Error ? `${error.message}\n${error.stack ?? ""}` : String(error) };
  }
}

/**
 * Runs `checks` in order, each by name, calling `after` after each one (to dispose of what it made);
 * a failing check is reported and the next one still runs.
 */
export async function runChecks(
  checks: ReadonlyArray<readonly [string, () => Promise<void>]>,
  after: () => void = () => {},
): Promise<ScenarioResult[]> {
  const results: ScenarioResult[] = [];
  for (const [name, body] of checks) {
    results.push(await outcome(name, body));
    after();
  }
  return results;
}
