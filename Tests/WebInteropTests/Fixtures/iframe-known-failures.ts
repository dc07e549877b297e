// The conformance scenarios the iframe host fails today, each with why, as KnownFailures.swift keeps
// the Swift host's. Each still runs and is reported as known; the suite fails the day one passes, so
// the entry goes with the fix.

/** Scenario name → why the iframe host fails it. */
export const KNOWN_FAILURES: { readonly [scenario: string]: string | undefined } = {};
