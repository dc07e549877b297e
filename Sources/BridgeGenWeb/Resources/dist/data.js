// Checking, decoding and encoding message data: the pieces protocol.ts builds its generated
// decoders and encoders from, and base64. Protocol-agnostic, like runtime.ts; bridgegen copies this
// file unchanged into the generated client. Edit it in Sources/BridgeGenWeb/Resources/data.ts.
//
// Received data is checked, never cast: a value that does not match its type throws a
// BridgeDataError naming where it is (`result.width: expected an integer, found the string "12"`),
// in the words the Swift runtime uses for the same problem.
/** Received data that does not match its type: where, and what is wrong there. */
export class BridgeDataError extends Error {
    constructor(path, problem) {
        super(`${path}: ${problem}`);
        this.name = "BridgeDataError";
        this.path = path;
        this.problem = problem;
    }
}
/** The longest string an error message shows whole: a bytes field can hold megabytes. */
const SHOWN_STRING_LENGTH = 40;
/** What a value is, for "found …": `null`, `true`, `the number 1.5`, `the string "12"`, `an array`. */
function describe(value) {
    if (value === null || typeof value === "boolean")
        return String(value);
    if (typeof value === "number")
        return `the number ${value}`;
    if (typeof value === "string") {
        // Enough UTF-16 units for the characters shown, so a megabyte string is never split whole.
        const start = Array.from(value.slice(0, 2 * SHOWN_STRING_LENGTH));
        const cut = start.length > SHOWN_STRING_LENGTH || value.length > 2 * SHOWN_STRING_LENGTH;
        const shown = cut ? start.slice(0, SHOWN_STRING_LENGTH).join("") + "…" : value;
        return `the string ${JSON.stringify(shown)}`;
    }
    if (Array.isArray(value))
        return "an array";
    if (typeof value === "object")
        return "an object";
    return typeof value;
}
/** Throws what is wrong with `value` at `path`: missing, or not `expected`. */
function mismatch(value, path, expected) {
    if (value === undefined)
        throw new BridgeDataError(path, "required key is missing");
    throw new BridgeDataError(path, `expected ${expected}, found ${describe(value)}`);
}
/** Whether an optional or defaulted member is there: absent and `null` both mean it is not. */
export function isPresent(value) {
    return value !== undefined && value !== null;
}
/** `table[key]` when `key` is the table's own: never what every object inherits (`constructor`). */
export function ownMember(table, key) {
    return Object.prototype.hasOwnProperty.call(table, key) ? table[key] : undefined;
}
/** The major part of a "major.minor" version: peers of different majors do not understand each other. */
export function majorVersion(version) {
    const dot = version.indexOf(".");
    return dot < 0 ? version : version.slice(0, dot);
}
/**
 * An object's members, read safely: a copy without a prototype, so a member named `constructor`
 * or `__proto__` is the peer's data and never something every object inherits.
 */
export function readObject(value, path) {
    const isObject = typeof value === "object" && value !== null && !Array.isArray(value);
    if (!isObject)
        return mismatch(value, path, "an object");
    const members = Object.create(null);
    return Object.assign(members, value);
}
/** Whether `key` can follow a dot in a path; other keys are written `["key"]`. */
const IDENTIFIER = /^[A-Za-z_$][A-Za-z0-9_$]*$/;
/** The path of member `key` of the object at `path`: `result.width`, or `result["image-data"]`. */
export function memberPath(path, key) {
    return IDENTIFIER.test(key) ? `${path}.${key}` : `${path}[${JSON.stringify(key)}]`;
}
/** Reads the member `key` of `object` (read with `readObject`), which must be there. */
export function readMember(object, key, path, read) {
    return read(object[key], memberPath(path, key));
}
/**
 * Whether a member is there: `null` is a value (of a nullable field, or an error), only a missing
 * key is absent.
 */
export function isGiven(value) {
    return value !== undefined;
}
/** A reader that takes `null` as a value, and gives anything else to `read`: a nullable field's. */
export function nullableReader(read) {
    return (value, path) => (value === null ? null : read(value, path));
}
/**
 * Reads the member `key` of `object`, or gives `fallback` when it is absent (not when it is
 * `null`): a defaulted field.
 */
export function readMemberOr(object, key, path, read, fallback) {
    return isGiven(object[key]) ? readMember(object, key, path, read) : fallback;
}
/** A string. Open value sets (statuses, enum types) are read as strings too: a newer peer may add values. */
export function readString(value, path) {
    return typeof value === "string" ? value : mismatch(value, path, "a string");
}
/** A value of a closed set: one of `values`, exactly. */
export function knownValueReader(values) {
    const known = values;
    return (value, path) => typeof value === "string" && known.includes(value)
        ? value
        : mismatch(value, path, `one of ${values.map((each) => JSON.stringify(each)).join(", ")}`);
}
/** A whole number. */
export function readInteger(value, path) {
    return typeof value === "number" && Number.isInteger(value) ? value : mismatch(value, path, "an integer");
}
/** A finite number. */
export function readNumber(value, path) {
    return typeof value === "number" && Number.isFinite(value) ? value : mismatch(value, path, "a number");
}
/** `true` or `false`. */
export function readBoolean(value, path) {
    return typeof value === "boolean" ? value : mismatch(value, path, "a boolean");
}
/**
 * Bytes, sent as standard padded base64 text (see `decodeBase64`), or already fetched from a blob
 * reference by the client.
 */
export function readBytes(value, path) {
    if (value instanceof Uint8Array)
        return value;
    // Fetched as a Blob for a call that asked for Blobs: kept, and typed so by the method's overload.
    if (typeof Blob !== "undefined" && value instanceof Blob)
        return value;
    const text = readString(value, path);
    const bytes = decodeBase64(text);
    if (bytes !== undefined)
        return bytes;
    throw new BridgeDataError(path, `invalid base64: expected standard padded base64, found ${describe(text)}`);
}
/** Whether `value` is JSON: null, a boolean, a finite number, a string, or arrays and objects of them. */
function isJSONValue(value) {
    if (value === null || typeof value === "boolean" || typeof value === "string")
        return true;
    if (typeof value === "number")
        return Number.isFinite(value);
    if (Array.isArray(value))
        return value.every(isJSONValue);
    return typeof value === "object" && Object.values(value).every(isJSONValue);
}
/** Any JSON value, kept as it is. */
export function readJSON(value, path) {
    return isJSONValue(value) ? value : mismatch(value, path, "a JSON value");
}
/** A reader of arrays whose elements `readElement` reads; paths end in `[index]`. */
export function arrayReader(readElement) {
    return (value, path) => {
        if (!Array.isArray(value))
            return mismatch(value, path, "an array");
        return value.map((element, index) => readElement(element, `${path}[${index}]`));
    };
}
/** A reader of objects with string keys whose values `readValue` reads; paths end in `["key"]`. */
export function mapReader(readValue) {
    return (value, path) => {
        const members = Object.entries(readObject(value, path));
        const keyPath = (key) => `${path}[${JSON.stringify(key)}]`;
        // fromEntries defines each key as data, so a key named "__proto__" stays a key.
        return Object.fromEntries(members.map(([key, member]) => [key, readValue(member, keyPath(key))]));
    };
}
/** A writer of arrays whose elements `writeElement` writes. */
export function arrayWriter(writeElement) {
    return (values) => values.map((element) => writeElement(element));
}
/** A writer of objects with string keys whose values `writeValue` writes. */
export function mapWriter(writeValue) {
    return (values) => {
        const entries = Object.entries(values);
        return Object.fromEntries(entries.map(([key, value]) => [key, writeValue(value)]));
    };
}
const BASE64_ALPHABET = "ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789+/";
/** Each ASCII character's value in base64, or -1 for a character outside the alphabet (`=` too). */
const BASE64_VALUES = (() => {
    const values = new Int8Array(128).fill(-1);
    for (let index = 0; index < BASE64_ALPHABET.length; index += 1) {
        values[BASE64_ALPHABET.charCodeAt(index)] = index;
    }
    return values;
})();
/** How many characters `encodeBase64` turns into a string at once: few enough for one call's arguments. */
const ENCODED_CHUNK_LENGTH = 8192;
/** The value of the base64 character at `index` of `text`; -1 when it is not one. */
function sextet(text, index) {
    return BASE64_VALUES[text.charCodeAt(index)] ?? -1;
}
/**
 * Decodes standard, padded base64, as both runtimes write it: a length that is a multiple of 4,
 * only `A–Z a–z 0–9 + /`, then zero, one or two `=`, no whitespace, and no stray bits before the
 * padding. Strict, because two readers of one message should never disagree about its bytes.
 * Undefined for any other text.
 */
export function decodeBase64(text) {
    const length = text.length;
    if (length % 4 !== 0)
        return undefined;
    const padding = length === 0 || text[length - 1] !== "=" ? 0 : text[length - 2] !== "=" ? 1 : 2;
    const bytes = new Uint8Array((length / 4) * 3 - padding);
    const whole = padding === 0 ? length : length - 4;
    let out = 0;
    for (let index = 0; index < whole; index += 4) {
        const a = sextet(text, index);
        const b = sextet(text, index + 1);
        const c = sextet(text, index + 2);
        const d = sextet(text, index + 3);
        if ((a | b | c | d) < 0)
            return undefined;
        bytes[out++] = (a << 2) | (b >> 4);
        bytes[out++] = ((b & 0x0f) << 4) | (c >> 2);
        bytes[out++] = ((c & 0x03) << 6) | d;
    }
    if (padding === 0)
        return bytes;
    const a = sextet(text, whole), b = sextet(text, whole + 1);
    const c = padding === 1 ? sextet(text, whole + 2) : 0;
    const strayBits = padding === 1 ? c & 0x03 : b & 0x0f;
    if ((a | b | c) < 0 || strayBits !== 0)
        return undefined;
    bytes[out++] = (a << 2) | (b >> 4);
    if (padding === 1)
        bytes[out] = ((b & 0x0f) << 4) | (c >> 2);
    return bytes;
}
/** Encodes bytes as standard, padded base64, the form `bytes` fields take on the wire. */
export function encodeBase64(bytes) {
    const characters = new Uint8Array(Math.ceil(bytes.length / 3) * 4);
    const code = (value) => BASE64_ALPHABET.charCodeAt(value & 0x3f);
    let out = 0;
    for (let index = 0; index < bytes.length; index += 3) {
        const remaining = bytes.length - index;
        const block = ((bytes[index] ?? 0) << 16) | ((bytes[index + 1] ?? 0) << 8) | (bytes[index + 2] ?? 0);
        characters[out++] = code(block >> 18);
        characters[out++] = code(block >> 12);
        characters[out++] = remaining > 1 ? code(block >> 6) : 0x3d;
        characters[out++] = remaining > 2 ? code(block) : 0x3d;
    }
    let text = "";
    for (let start = 0; start < characters.length; start += ENCODED_CHUNK_LENGTH) {
        text += String.fromCharCode(...characters.subarray(start, start + ENCODED_CHUNK_LENGTH));
    }
    return text;
}
/**
 * Reads a union: an object whose member `tag` names its case, the rest being that case's object,
 * which `cases` reads. A tag no case has is kept with its whole object when `keepsUnknown` (a newer
 * peer's case), and refused otherwise.
 */
export function readUnion(value, path, tag, cases, keepsUnknown) {
    const members = readObject(value, path);
    const name = readMember(members, tag, path, readString);
    const read = ownMember(cases, name);
    if (read !== undefined)
        return { ...read(value, path), [tag]: name };
    if (!keepsUnknown) {
        const known = Object.keys(cases).map((each) => JSON.stringify(each));
        return mismatch(name, memberPath(path, tag), `one of ${known.join(", ")}`);
    }
    readJSON(value, path);
    return members;
}
/** A union's JSON form: its case's, by `cases` for a case whose values need encoding, with its tag. */
export function writeUnion(value, tag, cases) {
    const json = { ...value };
    const name = json[tag];
    const write = typeof name === "string" ? ownMember(cases, name) : undefined;
    return write === undefined ? json : { ...write(value), [tag]: name };
}
