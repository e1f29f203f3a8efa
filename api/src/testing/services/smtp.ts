import { SMTPServer } from 'smtp-server';

export interface CapturedMail {
  from: string;
  to: string[];
  raw: string;
}

export interface SmtpCapture {
  url: string;
  mails: CapturedMail[];
  /** Errors of client connections (a killed sender's reset), kept instead of thrown. */
  connectionErrors: Error[];
  /** While true, every message is refused with a temporary error (451), as a server being restarted. */
  refuse(value: boolean): void;
  /** While true, a message is taken in but never answered: a send that hangs until its sender gives up. */
  stall(value: boolean): void;
  /** How many messages were left unanswered so far. */
  stalled(): number;
  close(): Promise<void>;
}

/** A real SMTP server on loopback that keeps what it receives, for the delivery tests. */
export async function startSmtpCapture(): Promise<SmtpCapture> {
  const mails: CapturedMail[] = [];
  let refusing = false;
  let stalling = false;
  let stalledCount = 0;
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS'],
    logger: false,
    // A stalled sender's connection is not waited for when the tests close the server.
    closeTimeout: 100,
    onData(stream, session, callback) {
      const chunks: Buffer[] = [];
      stream.on('data', (chunk: Buffer) => chunks.push(chunk));
      stream.on('end', () => {
        // Never answered: the sender waits until it gives up or cuts the connection.
        if (stalling) {
          stalledCount += 1;
          return;
        }
        if (refusing) {
          callback(Object.assign(new Error('Try again later'), { responseCode: 451 }));
          return;
        }
        const from = session.envelope.mailFrom ? session.envelope.mailFrom.address : '';
        mails.push({
          from,
          to: session.envelope.rcptTo.map((item) => item.address),
          raw: Buffer.concat(chunks).toString('utf8'),
        });
        callback();
      });
    },
  });
  // smtp-server re-emits a client socket's error on the server; unheard, a sender killed mid-session (the
  // scale-out test's kill -9) would surface as an uncaught ECONNRESET and fail the whole suite.
  const connectionErrors: Error[] = [];
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      server.off('error', reject);
      resolve();
    });
  });
  server.on('error', (error: Error) => connectionErrors.push(error));
  const address = server.server.address();
  const port = typeof address === 'object' && address ? address.port : 0;
  return {
    url: `smtp://127.0.0.1:${port}`,
    mails,
    connectionErrors,
    refuse: (value) => {
      refusing = value;
    },
    stall: (value) => {
      stalling = value;
    },
    stalled: () => stalledCount,
    close: () => new Promise((resolve) => server.close(() => resolve())),
  };
}
