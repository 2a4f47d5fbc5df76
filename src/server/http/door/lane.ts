// One lane of the server's door (door.ts): at most `atOnce()` requests under way, the others wait
// in the order they came. Nothing waits without bound: a request is refused when the lane's line
// is full, when its sender already waits as often as a sender may, or once it has waited `waitMs`
// (the door answers it 503 with Retry-After).

export type LaneLimits = {
  /** Requests under way at once; read on every start, so it may depend on what else runs. */
  atOnce: () => number;
  /** Requests that may wait. */
  waiting: number;
  /** Requests that one sender may have waiting. */
  waitingPerSender: number;
  /** How long a request may wait before it is refused. */
  waitMs: number;
};

export type Entrant = {
  /** Who sends it (an account, a device); null when not known. */
  sender: string | null;
  /** Called when its turn comes; the lane's place is its until `finished` is called. */
  begin: (finished: () => void) => void;
  /** Called instead of `begin` when it will get no turn. */
  refuse: () => void;
};

type Waiting = Entrant & { timer: NodeJS.Timeout };

export class Lane {
  private underWay = 0;
  private readonly line = new Set<Waiting>(); // Sets keep the order things were added in
  private readonly waitingBySender = new Map<string, number>();

  constructor(private readonly limits: LaneLimits) {}

  /** Starts the request now, or lines it up, or refuses it. Returns a function that takes it out of the line (its client left). */
  enter(entrant: Entrant): () => void {
    if (this.line.size === 0 && this.underWay < this.limits.atOnce()) {
      this.start(entrant);
      return () => {};
    }
    const bySender = entrant.sender === null ? 0 : (this.waitingBySender.get(entrant.sender) ?? 0);
    if (this.line.size >= this.limits.waiting || bySender >= this.limits.waitingPerSender) {
      entrant.refuse();
      return () => {};
    }
    const waiting: Waiting = { ...entrant, timer: setTimeout(() => this.leave(waiting) && waiting.refuse(), this.limits.waitMs) };
    this.line.add(waiting);
    if (entrant.sender !== null) this.waitingBySender.set(entrant.sender, bySender + 1);
    return () => void this.leave(waiting);
  }

  /** Starts waiting requests while there is room (called when a place frees or `atOnce` may have grown). */
  startWaiting(): void {
    for (const waiting of this.line) {
      if (this.underWay >= this.limits.atOnce()) return;
      this.leave(waiting);
      this.start(waiting);
    }
  }

  private start(entrant: Entrant): void {
    this.underWay++;
    let done = false;
    entrant.begin(() => {
      if (done) return;
      done = true;
      this.underWay--;
      this.startWaiting();
    });
  }

  /** Takes a request out of the line; false when it was no longer there. */
  private leave(waiting: Waiting): boolean {
    if (!this.line.delete(waiting)) return false;
    clearTimeout(waiting.timer);
    if (waiting.sender !== null) {
      const left = this.waitingBySender.get(waiting.sender)! - 1;
      if (left > 0) this.waitingBySender.set(waiting.sender, left);
      else this.waitingBySender.delete(waiting.sender);
    }
    return true;
  }
}
