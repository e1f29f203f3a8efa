import { LRUCache } from 'lru-cache';
import type { OpeningSummary } from '@tekvana/contracts';

/** A summary as it was when its opening's last change (SEQ of opening_changes) was the one read with it. */
export interface SummaryAt {
  seq: number;
  summary: OpeningSummary;
}

interface Kept {
  seq: number;
  json: string;
}

/**
 * The characters of summaries kept: about 330 each, so every opening up to about 120,000 (some 40 MB of heap, as
 * one-byte text); past that, the ones asked for most recently.
 */
export const SUMMARY_CHARACTERS_KEPT = 40_000_000;

/**
 * The openings' summaries the search pages show (decision 083), kept across data versions: each with the change it
 * was read at, so a frame of a later version takes it while the opening has not changed since, and reads it again
 * when it has. Kept as JSON text, a third of the heap an object takes.
 */
export class SummaryCache {
  private readonly kept: LRUCache<number, Kept>;

  constructor(maxCharacters = SUMMARY_CHARACTERS_KEPT) {
    this.kept = new LRUCache<number, Kept>({ maxSize: maxCharacters, sizeCalculation: (entry) => entry.json.length });
  }

  /** The opening's summary as of its change `seq` or a later one; undefined when none such is kept. */
  get(reqId: number, seq: number): OpeningSummary | undefined {
    const entry = this.kept.get(reqId);
    return entry && entry.seq >= seq ? (JSON.parse(entry.json) as OpeningSummary) : undefined;
  }

  set(reqId: number, { seq, summary }: SummaryAt): void {
    const entry = this.kept.peek(reqId);
    if (entry && entry.seq > seq) return;
    this.kept.set(reqId, { seq, json: JSON.stringify(summary) });
  }

  /** Whether another summary would fit without putting one out. */
  get hasRoom(): boolean {
    return this.kept.calculatedSize < this.kept.maxSize;
  }
}
