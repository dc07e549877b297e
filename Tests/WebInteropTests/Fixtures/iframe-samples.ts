// What the iframe host's pages and the journeys they frame agree on: the bytes of a capture, so the
// journey can compare every byte it gets, and the size of the large one.

/** 16 MiB: the large capture, as issue 27 measures it. */
export const LARGE_CAPTURE_BYTES = 16 << 20;

/** The byte at `index` of a sample capture: a pattern no off-by-one or reordering keeps. */
export function sampleByte(index: number): number {
  return (index * 131 + (index >>> 8) * 7 + (index >>> 16)) & 0xff;
}

/** A sample capture of `length` bytes. */
export function sampleCapture(length: number): Uint8Array {
  const bytes = new Uint8Array(length);
  for (let index = 0; index < length; index += 1) bytes[index] = sampleByte(index);
  return bytes;
}

/** The index of the first byte of `bytes` that is not the sample's, or -1 when every byte is. */
export function firstWrongByte(bytes: Uint8Array): number {
  for (let index = 0; index < bytes.length; index += 1) if (bytes[index] !== sampleByte(index)) return index;
  return -1;
}

/** The message a framed page reports with, through the bridge itself: `journey.complete`'s status. */
export const PASSED = "passed";
