// Reading the page's text as the iframe host must: its size in UTF-8 bytes, its nesting, and keys
// written twice, which JSON.parse would quietly resolve to the last; and the JSON data the host
// writes, bytes as base64. Protocol-agnostic; bridgegen copies this file unchanged into the
// generated package. Edit it in Sources/BridgeGenWeb/Resources/host-json.ts.

import { encodeBase64 } from "./data.js";

/** The UTF-8 length of `text`, without encoding it. */
export function utf8Length(text: string): number {
  let length = text.length;
  for (let index = 0; index < text.length; index += 1) {
    const unit = text.charCodeAt(index);
    if (unit >= 0xd800 && unit <= 0xdbff) {
      index += 1; // a surrogate pair: 4 bytes for 2 units
      length += 1;
    } else if (unit >= 0x800) {
      length += 2;
    } else if (unit >= 0x80) {
      length += 1;
    }
  }
  return length;
}

/** How deep arrays and objects nest in `value`, the outermost counting as one; counted up to past `limit`. */
export function nestingDepth(value: unknown, limit: number): number {
  let deepest = 0;
  const stack: Array<[unknown, number]> = [[value, 1]];
  while (stack.length > 0) {
    const [current, depth] = stack.pop() as [unknown, number];
    if (typeof current !== "object" || current === null) continue;
    deepest = Math.max(deepest, depth);
    if (deepest > limit) return deepest;
    for (const member of Object.values(current)) stack.push([member, depth + 1]);
  }
  return deepest;
}

/**
 * Whether an object in `json`, text that JSON.parse has read already, has a key twice: the two
 * readings of such a message could differ, so the host reads none of it.
 */
export function hasDuplicateKey(json: string): boolean {
  const objects: Array<Set<string> | undefined> = [];
  let index = 0;
  while (index < json.length) {
    const character = json[index];
    if (character === '"') {
      let end = index + 1;
      while (json[end] !== '"') end += json[end] === "\\" ? 2 : 1;
      const keys = objects[objects.length - 1];
      let next = end + 1;
      while (next < json.length && " \n\r\t".includes(json[next] ?? "")) next += 1;
      if (keys && json[next] === ":") {
        const raw = json.slice(index + 1, end);
        // Escapes can spell one key two ways; only then is the key read.
        const key = raw.includes("\\") ? (JSON.parse(`"${raw}"`) as string) : raw;
        if (keys.has(key)) return true;
        keys.add(key);
      }
      index = end + 1;
      continue;
    }
    if (character === "{") objects.push(new Set());
    else if (character === "[") objects.push(undefined);
    else if (character === "}" || character === "]") objects.pop();
    index += 1;
  }
  return false;
}

/** Whether `value` is a JSON object: not null, not an array. */
export function isRecord(value: unknown): value is { [key: string]: unknown } {
  return typeof value === "object" && value !== null && !Array.isArray(value);
}

/** `value` as JSON data: bytes as base64 text, all the way down. */
export function toWire(value: unknown): unknown {
  if (value instanceof Uint8Array) return encodeBase64(value);
  if (Array.isArray(value)) return value.map(toWire);
  if (!isRecord(value)) return value;
  // Without a prototype, a key named "__proto__" is a key like any other.
  const wire: { [key: string]: unknown } = Object.create(null);
  for (const [key, member] of Object.entries(value)) wire[key] = toWire(member);
  return wire;
}

/** What went wrong, in words: an error's message, or the thrown value as text. */
export function describe(problem: unknown): string {
  return problem instanceof Error ? problem.message : String(problem);
}
