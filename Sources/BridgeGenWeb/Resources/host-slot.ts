// A typed slot of the iframe host: one capability served one request at a time (BUSY beyond it),
// turned on or off, with a permission state, whose handler may wait for the app's UI to complete
// the request. Protocol-agnostic; bridgegen copies this file unchanged into the generated package.
// Edit it in Sources/BridgeGenWeb/Resources/host-slot.ts.

import { BridgeFailure } from "./host-protocol.js";

/**
 * A request as a handler receives it: its typed data, a signal that aborts when it ends unanswered,
 * and, for an action that declares progress, its typed progress values.
 */
export interface HostRequest<Data, Progress = never> {
  /** The request's correlation ID. */
  readonly correlationId: string;
  /** The action. */
  readonly action: string;
  /** The typed data, defaults filled in. */
  readonly data: Data;
  /**
   * Aborts when the request ends without this handler's answer, with a `BridgeFailure`: `TIMEOUT`, or
   * `CANCELLED` when the page cancelled it, a new document replaced the page or the host detached.
   */
  readonly signal: AbortSignal;
  /**
   * Sends a progress value to the page while the request is open, before its one answer: only to a
   * page that agreed to updates in the negotiation; otherwise, and once the request has ended, nothing.
   */
  progress(value: Progress): void;
}

/** Answers a request: the result, or a failure thrown. */
export type HostHandler<Data, Result, Progress = never> = (
  request: HostRequest<Data, Progress>,
) => Result | Promise<Result>;

/**
 * Answers a stream action's request with its items, as they come: each is sent as an update, the
 * end of the items answers `success`, a failure thrown answers with it. When the request ends first
 * (the page cancelled it or left) the host calls the iterator's `return()` and aborts the signal.
 */
export type HostStreamHandler<Data, Item> = (request: HostRequest<Data>) => AsyncIterable<Item>;

/**
 * The handler `handle` takes for an action of a host's action map (`{request, result}`, with
 * `progress` or `item` when the action has them): a stream's gives its items, another's answers once.
 */
export type HostActionHandler<Entry> = Entry extends { request: infer Data; item: infer Item }
  ? HostStreamHandler<Data, Item>
  : Entry extends { request: infer Data; result: infer Result; progress: infer Progress }
    ? HostHandler<Data, Result, Progress>
    : Entry extends { request: infer Data; result: infer Result }
      ? HostHandler<Data, Result>
      : never;

/** A handler waiting for the app's UI to complete its request. */
interface Waiter<Result> {
  correlationId: string;
  resolve(result: Result): void;
  reject(failure: unknown): void;
}

/** A slot's handler and its one request at a time; the host drives it. */
export class HostSlot<Data, Result, Progress = never> {
  /** The capability the slot serves. */
  readonly capability: string;
  /** The action the slot answers. */
  readonly action: string;
  /** Answers the slot's request; the slot declares its capability supported while it has one, enabled. */
  handler: HostHandler<Data, Result, Progress> | undefined;
  /** Whether the slot serves requests; off, its action is unsupported and its capability too. */
  isEnabled = true;
  /** The permission state `capability.query` reports, set by the app; undefined: none, or the browser's. */
  permissionState: string | undefined;
  /**
   * The states of the capability's named permissions (the spec's `permissions`, such as `camera` and
   * `photoLibrary`) that `capability.query` reports in `permissions`; delete one to stop reporting it.
   */
  readonly permissions = new Map<string, string>();
  private active: HostRequest<Data, Progress> | undefined;
  private waiter: Waiter<Result> | undefined;
  private readonly reportIdle: () => void;
  private readonly answerDirectly: (correlationId: string, outcome: Result | BridgeFailure) => void;

  /** A slot for `capability`'s `action`; the host passes how it reports and answers. */
  constructor(
    capability: string,
    action: string,
    hooks: {
      reportIdle: () => void;
      answer: (correlationId: string, outcome: Result | BridgeFailure) => void;
    },
  ) {
    this.capability = capability;
    this.action = action;
    this.reportIdle = hooks.reportIdle;
    this.answerDirectly = hooks.answer;
  }

  /** The request the slot serves now, if any. */
  get activeRequest(): HostRequest<Data, Progress> | undefined {
    return this.active;
  }

  /** Whether the capability is declared supported: a handler, and enabled. */
  get isAvailable(): boolean {
    return this.isEnabled && this.handler !== undefined;
  }

  /**
   * Waits for the app's UI to call `complete`: a handler returns `await slot.awaitCompletion(request)`.
   * Rejects with the failure `complete` was given, or with the request's end when it ends unanswered
   * (`TIMEOUT`, or `CANCELLED` when the page cancelled it, for a new document or a detach), so a
   * handler's `finally` always runs.
   *
   * Pass the handler's `request`: a handler still running after its request ended then gets that
   * end at once, instead of waiting on the next request's completion. Without it, the wait is for
   * the request active when it is called.
   */
  awaitCompletion(request?: HostRequest<Data, Progress>): Promise<Result> {
    const active = this.active;
    if (!active || (request !== undefined && request.correlationId !== active.correlationId)) {
      const ended = request?.signal.aborted ? request.signal.reason : undefined;
      return Promise.reject(ended ?? BridgeFailure.cancelled("The request is no longer active"));
    }
    return new Promise<Result>((resolve, reject) => {
      // One wait per request: an earlier one gives way, as the Swift slot's does.
      this.waiter?.reject(BridgeFailure.cancelled("awaitCompletion() was called again"));
      this.waiter = { correlationId: active.correlationId, resolve, reject };
    });
  }

  /**
   * Completes the active request with a result, or a `BridgeFailure` (such as `BridgeFailure.cancelled`):
   * the waiting handler gets it, or, when none waits, the page does. Without an active request the
   * host reports `noActiveRequest` and nothing is sent.
   */
  complete(outcome: Result | BridgeFailure): void {
    const active = this.active;
    if (!active) return this.reportIdle();
    const waiter = this.waiter;
    this.waiter = undefined;
    if (!waiter) return this.answerDirectly(active.correlationId, outcome);
    if (outcome instanceof Error) waiter.reject(outcome);
    else waiter.resolve(outcome);
  }

  /** The host starts serving `request`. */
  begin(request: HostRequest<Data, Progress>): void {
    this.active = request;
    this.waiter = undefined;
  }

  /**
   * The host ended `correlationId`'s request: answered, or unanswered with `reason`, which a
   * handler still waiting for completion gets.
   */
  end(correlationId: string, reason?: unknown): void {
    if (this.active?.correlationId !== correlationId) return;
    const waiter = this.waiter;
    this.active = undefined;
    this.waiter = undefined;
    waiter?.reject(reason ?? BridgeFailure.cancelled("The request has ended"));
  }
}
