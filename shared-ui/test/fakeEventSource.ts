/**
 * A stand-in for the browser's EventSource (jsdom has none), for the remotes' tests of their
 * live order streams: the app code opens it as it would the real one, and the test raises the
 * server's events on it with {@link FakeEventSource.emit}.
 */
export class FakeEventSource extends EventTarget {
  static opened: FakeEventSource[] = [];
  closed = false;

  constructor(
    readonly url: string,
    readonly init?: EventSourceInit,
  ) {
    super();
    FakeEventSource.opened.push(this);
  }

  /** Listeners per event name, to wait until the app listens. */
  readonly listening = new Map<string, number>();

  override addEventListener(...args: Parameters<EventTarget['addEventListener']>): void {
    this.listening.set(args[0], (this.listening.get(args[0]) ?? 0) + 1);
    super.addEventListener(...args);
  }

  override removeEventListener(...args: Parameters<EventTarget['removeEventListener']>): void {
    this.listening.set(args[0], (this.listening.get(args[0]) ?? 1) - 1);
    super.removeEventListener(...args);
  }

  /** Sends one named event with a JSON body, as the server would. */
  emit(type: string, data: unknown): void {
    this.dispatchEvent(new MessageEvent(type, { data: JSON.stringify(data) }));
  }

  close(): void {
    this.closed = true;
  }

  /** The stream still open (the last one opened and not closed). */
  static current(): FakeEventSource {
    const open = FakeEventSource.opened.filter((source) => !source.closed);
    const last = open[open.length - 1];
    if (!last) throw new Error('No event source is open');
    return last;
  }
}

/** Installs {@link FakeEventSource} as `EventSource` for each test of the file, then removes it. */
export function setupFakeEventSource(): void {
  beforeEach(() => {
    FakeEventSource.opened = [];
    Object.assign(globalThis, { EventSource: FakeEventSource });
  });
  afterEach(() => {
    delete (globalThis as { EventSource?: unknown }).EventSource;
  });
}
