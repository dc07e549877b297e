/** The kept messages and their bytes. */
export declare class HostHistory {
    /** The bytes of the kept messages' text. */
    bytes: number;
    private readonly entries;
    /** The kept messages' correlation IDs, oldest first. */
    get correlationIds(): string[];
    /** Keeps a message of `bytes`, then forgets the oldest beyond `count` and beyond `room` bytes. */
    record(correlationId: string, bytes: number, count: number, room: number): void;
    /** Forgets the oldest messages until the rest take at most `room` bytes. */
    forget(room: number): void;
    private dropOldest;
}
