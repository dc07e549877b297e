// Matching what the page and the app see against a conformance scenario's patterns, and filling a
// page message's placeholders, as Tests/Conformance/README.md ("Matching") says.

/** Any JSON value. */
export type JSON = null | boolean | number | string | JSON[] | { [key: string]: JSON };

/** The `$id:NAME` names bound so far in a scenario, and the strings they stand for. */
export type Bindings = Map<string, string>;

/** This host's protocol version and environment, as `$version` and `$environment` match them. */
export interface HostIdentity {
  version: string;
  environment: string;
}

function isObject(value: unknown): value is { [key: string]: unknown } {
  return typeof value === "object" && value !== null && !Array.isArray(value);
}

/**
 * Why `value` does not match `pattern` at `path`, or undefined when it does. `partial` objects
 * compare only the keys the pattern lists (problems and app events).
 */
export function mismatch(
  pattern: unknown,
  value: unknown,
  bindings: Bindings,
  identity: HostIdentity,
  path = "",
  partial = false,
): string | undefined {
  if (typeof pattern === "string" && pattern.startsWith("$")) return placeholder(pattern, value, bindings, identity, path);
  if (Array.isArray(pattern)) {
    if (!Array.isArray(value) || value.length !== pattern.length) return `${path}: expected ${pattern.length} elements`;
    for (let index = 0; index < pattern.length; index += 1) {
      const problem = mismatch(pattern[index], value[index], bindings, identity, `${path}[${index}]`);
      if (problem) return problem;
    }
    return undefined;
  }
  if (isObject(pattern)) {
    if (!isObject(value)) return `${path}: expected an object`;
    for (const [key, expected] of Object.entries(pattern)) {
      if (expected === "$absent") {
        if (key in value) return `${path}.${key}: expected absent`;
        continue;
      }
      if (!(key in value)) return `${path}.${key}: missing`;
      const problem = mismatch(expected, value[key], bindings, identity, `${path}.${key}`);
      if (problem) return problem;
    }
    if (!partial) {
      const extra = Object.keys(value).filter((key) => !(key in pattern));
      if (extra.length > 0) return `${path}: unexpected keys ${extra.join(", ")}`;
    }
    return undefined;
  }
  return pattern === value ? undefined : `${path}: expected ${JSON.stringify(pattern)}, found ${JSON.stringify(value)}`;
}

function placeholder(pattern: string, value: unknown, bindings: Bindings, identity: HostIdentity, path: string): string | undefined {
  const fail = (what: string) => `${path}: expected ${what}, found ${JSON.stringify(value)}`;
  if (pattern.startsWith("$$")) return value === pattern.slice(1) ? undefined : fail(JSON.stringify(pattern.slice(1)));
  switch (pattern) {
    case "$any":
      return value === undefined ? fail("a value") : undefined;
    case "$absent":
      return value === undefined ? undefined : fail("nothing");
    case "$string":
      return typeof value === "string" ? undefined : fail("a string");
    case "$integer":
      return Number.isInteger(value) ? undefined : fail("an integer");
    case "$boolean":
      return typeof value === "boolean" ? undefined : fail("a boolean");
    case "$timestamp":
      return Number.isInteger(value) && (value as number) >= 0 ? undefined : fail("a timestamp");
    case "$version":
      return value === identity.version ? undefined : fail(identity.version);
    case "$environment":
      return value === identity.environment ? undefined : fail(identity.environment);
  }
  if (pattern.startsWith("$id:")) {
    const name = pattern.slice(4);
    if (typeof value !== "string" || value.length === 0) return fail("a non-empty string");
    const bound = bindings.get(name);
    if (bound !== undefined) return bound === value ? undefined : fail(`${name} (${bound})`);
    for (const [other, text] of bindings) if (text === value) return fail(`a string other than ${other}'s`);
    bindings.set(name, value);
    return undefined;
  }
  return `${path}: unknown placeholder ${pattern}`;
}

/** `message` with `$version`, bound `$id:NAME`s and `$$…` replaced, as the page sends it. */
export function fillPlaceholders(message: unknown, bindings: Bindings, identity: HostIdentity): unknown {
  if (typeof message === "string") {
    if (message === "$version") return identity.version;
    if (message.startsWith("$$")) return message.slice(1);
    if (message.startsWith("$id:")) {
      const bound = bindings.get(message.slice(4));
      if (bound === undefined) throw new Error(`${message} is not bound yet`);
      return bound;
    }
    if (message.startsWith("$")) throw new Error(`the placeholder ${message} cannot be sent`);
    return message;
  }
  if (Array.isArray(message)) return message.map((element) => fillPlaceholders(element, bindings, identity));
  if (isObject(message)) {
    const filled: { [key: string]: unknown } = {};
    for (const [key, value] of Object.entries(message)) {
      Object.defineProperty(filled, key, { value: fillPlaceholders(value, bindings, identity), enumerable: true });
    }
    return filled;
  }
  return message;
}
