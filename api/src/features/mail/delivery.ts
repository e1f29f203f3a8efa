import { setTimeout as delay } from 'node:timers/promises';
import nodemailer from 'nodemailer';
import { outgoingFile } from '../../platform/attachmentNames';
import type { OutboxStore, StoredMail } from '../outbox/outboxStore';
import { messageOf } from '../../platform/errors';
import type { ObjectStore } from '../../platform/objects/objectStore';

export interface DeliveryOptions {
  /** smtp://user:password@host:port (smtps:// for TLS from the first byte). */
  smtpUrl: string;
  /** The From of every mail: the company's own address, never the visitor's. */
  from: string;
  /** Tries before a mail is marked failed. */
  maxAttempts: number;
  /** How often the worker looks for due mail. */
  pollMs: number;
  /**
   * A mail claimed for sending stays claimed this long; a worker that dies mid-send frees it after this. Mails
   * are claimed one at a time, so a claim does not run out while its worker is still busy with it, as long as
   * the lease is longer than the longest send (else a slow send is sent twice).
   */
  leaseMs: number;
  /** Told of each try's outcome (the metrics count them). */
  onTry?: (outcome: DeliveryOutcome) => void;
}

/** What a try came to: sent, due again later, failed for good, or given back as the worker stopped. */
export type DeliveryOutcome = 'delivered' | 'retry' | 'failed' | 'handed back';

/** These end any one send well inside the default claim (ApiOptions.deliveryLeaseMs, 5 minutes). */
const SMTP_TIMEOUTS = { connectionTimeout: 30_000, greetingTimeout: 30_000, socketTimeout: 60_000 };

/** How long a stopping worker waits for the send under way before it hands the mail back (decision 087). */
const STOP_WAIT_MS = 3_000;

/** Waits before the next try: 2 s, 4 s, 8 s … capped at an hour. */
const retryDelayMs = (attempts: number) => Math.min(60 * 60 * 1000, 1000 * 2 ** attempts);

/** Stable across tries and instances, so a receiving server can drop a copy sent twice after a crash. */
const messageIdOf = (mail: StoredMail) => `<${mail.id}@tekvana-api>`;

export interface DeliveryWorker {
  /** Delivers what is due now; resolves with how many mails were tried. */
  runOnce(): Promise<number>;
  /**
   * Takes no more mail and waits for the send under way, at most `waitMs` (STOP_WAIT_MS); one still under way
   * then is handed back for another instance (decision 087).
   */
  stop(waitMs?: number): Promise<void>;
}

/**
 * The delivery half of the transactional outbox: the e-mail API only stores mail (one transaction), and this
 * worker hands stored mail to the SMTP server with retries and backoff. Several instances may each run one.
 */
export function startDelivery(outbox: OutboxStore, objects: ObjectStore, options: DeliveryOptions): DeliveryWorker {
  const transport = nodemailer.createTransport({ url: options.smtpUrl, ...SMTP_TIMEOUTS });
  let stopped = false;
  // One run at a time per worker: a tick that finds one running skips.
  let busy: Promise<number> | undefined;
  // The mail being sent now, given back if the worker stops before its send ends.
  let sending: (StoredMail & { claimedUntil: string }) | undefined;
  // The mail given back as the worker stopped: whatever its send comes to is not this worker's to write.
  let handedBack: string | undefined;
  const tick = (): Promise<number> => {
    if (stopped) return Promise.resolve(0);
    busy ??= runOnce().finally(() => {
      busy = undefined;
    });
    return busy;
  };

  async function attachmentBytes(key: string): Promise<Buffer> {
    const bytes = await objects.read(key);
    // A failed try like any other, retried later: a store that is briefly unreachable must not lose the mail.
    if (!bytes) throw new Error(`Attachment ${key} is missing from the object store`);
    return bytes;
  }

  async function deliver(mail: StoredMail & { claimedUntil: string }): Promise<void> {
    try {
      // Named and typed from the bytes again: a mail stored before the server made the names goes out safe too.
      const attachments = await Promise.all(
        mail.attachments.map(async (item) => {
          const content = await attachmentBytes(item.storedPath);
          return { ...outgoingFile(item.filename, content), content };
        }),
      );
      // The send must end before the claim does, or another instance may claim the mail and send it too: a
      // slow read of the attachments gives the mail back to a later try instead.
      if (Date.parse(mail.claimedUntil) - Date.now() < options.leaseMs / 2) {
        throw new Error('Reading the attachments took over half the claim; sending later');
      }
      await transport.sendMail({
        from: options.from,
        to: mail.to,
        cc: mail.cc,
        bcc: mail.bcc,
        subject: mail.subject,
        messageId: messageIdOf(mail),
        date: new Date(mail.createdAt),
        // An HTML mail with a plain-text part (a candidate's confirmation) goes as multipart/alternative.
        ...(mail.format === 'html' ? { html: mail.message, text: mail.textMessage } : { text: mail.message }),
        attachments,
        ...(mail.headers ? { headers: mail.headers } : {}),
      });
      if (mail.id !== handedBack) {
        await outbox.markDelivered(mail.id, mail.claimedUntil, new Date());
        options.onTry?.('delivered');
      }
    } catch (error) {
      if (mail.id === handedBack) return;
      const last = mail.delivery.attempts >= options.maxAttempts;
      options.onTry?.(last ? 'failed' : 'retry');
      const retryAt = last ? undefined : new Date(Date.now() + retryDelayMs(mail.delivery.attempts));
      await outbox.markAttemptFailed(mail.id, mail.claimedUntil, messageOf(error), retryAt);
    }
  }

  /** Claims and sends one mail at a time until none is due. */
  async function runOnce(): Promise<number> {
    await outbox.failAbandoned(new Date(), options.maxAttempts);
    let tried = 0;
    while (!stopped) {
      const [mail] = await outbox.claimDue(new Date(), options.leaseMs, 1);
      if (!mail) return tried;
      // Claimed as the worker was told to stop: given back at once rather than sent with the database closing.
      if (stopped) {
        handedBack = mail.id;
        if (await outbox.handBack(mail.id, mail.claimedUntil, new Date())) options.onTry?.('handed back');
        return tried;
      }
      sending = mail;
      await deliver(mail).finally(() => (sending = undefined));
      tried += 1;
    }
    return tried;
  }

  const timer = setInterval(() => {
    if (busy) return;
    tick().catch((error: unknown) => console.error('Mail delivery failed:', error));
  }, options.pollMs);
  timer.unref();

  return {
    runOnce: async () => {
      await busy?.catch(() => 0);
      return tick();
    },
    async stop(waitMs = STOP_WAIT_MS) {
      stopped = true;
      clearInterval(timer);
      const running = busy?.catch(() => 0);
      const ended = running && (await Promise.race([running.then(() => true), delay(waitMs, false, { ref: false })]));
      // A send still under way is given back: another instance sends it now. Its own outcome, if it comes before
      // the process ends, is not written (the claim is gone); a server that took it after all gets it twice, with
      // one Message-ID to drop the copy by.
      const unfinished = ended === false ? sending : undefined;
      if (unfinished) {
        handedBack = unfinished.id;
        if (await outbox.handBack(unfinished.id, unfinished.claimedUntil, new Date())) options.onTry?.('handed back');
      }
      transport.close();
    },
  };
}
