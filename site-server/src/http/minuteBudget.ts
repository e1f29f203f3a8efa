/** A number of things allowed each clock minute: what anyone can make the server do for free is bounded. */
export class MinuteBudget {
  private spent = { minute: 0, count: 0 };

  constructor(private readonly perMinute: number) {}

  /** Takes one from this minute's budget; false once it is spent. */
  take(): boolean {
    const minute = Math.floor(Date.now() / 60_000);
    if (this.spent.minute !== minute) this.spent = { minute, count: 0 };
    this.spent.count += 1;
    return this.spent.count <= this.perMinute;
  }
}
