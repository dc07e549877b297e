/**
 * `result` on the wire, its large blob fields (`blobFields`, each with the field of its media type)
 * as references to buffers appended to `buffers`; as JSON data when there are no `terms`.
 */
export declare function transferredResult(result: unknown, blobFields: {
    readonly [field: string]: string | null | undefined;
} | undefined, terms: {
    minimumBytes: number;
} | undefined, buffers: ArrayBuffer[]): unknown;
