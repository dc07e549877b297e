// The messages the iframe host keeps (`receivedMessages`): their correlation IDs, the oldest first,
// at most a count, and giving way to open requests within the bytes the host may hold. As the Swift
// host's history, it is what a support engineer looks at. Protocol-agnostic; bridgegen copies this
// file unchanged into the generated package. Edit it in Sources/BridgeGenWeb/Resources/host-history.ts.

interface HistoryEntry {
  readonly correlationId: string;
  readonly bytes: number;
}

/** The kept messages and their bytes. */
export class HostHistory {
  /** The bytes of the kept messages' text. */
  bytes = 0;
  private readonly entries: HistoryEntry[] = [];

  /** The kept messages' correlation IDs, oldest first. */
  get correlationIds(): string[] {
    return this.entries.map((entry) => entry.correlationId);
  }

  /** Keeps a message of `bytes`, then forgets the oldest beyond `count` and beyond `room` bytes. */
  record(correlationId: string, bytes: number, count: number, room: number): void {
    if (count <= 0) return;
    this.entries.push({ correlationId, bytes });
    this.bytes += bytes;
    while (this.entries.length > count) this.dropOldest();
    this.forget(room);
  }

  /** Forgets the oldest messages until the rest take at most `room` bytes. */
  forget(room: number): void {
    while (this.entries.length > 0 && this.bytes > room) this.dropOldest();
  }

  private dropOldest(): void {
    const dropped = this.entries.shift();
    if (dropped) this.bytes -= dropped.bytes;
  }
}
