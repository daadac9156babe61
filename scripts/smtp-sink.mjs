// The SMTP server `npm run chaos` points the portal at (SMTP_URL): it keeps what arrives (when,
// to whom, the subject) and can be stopped and started again on the same port, so the run can
// watch a mail wait in the job queue while SMTP is away and leave once it is back.
import { simpleParser } from 'mailparser';
import { SMTPServer } from 'smtp-server';

/** Starts the sink on `127.0.0.1:port`. Answers { url, received, stop(), start(), isUp(), close() }. */
export async function startSmtpSink({ port, now = () => Date.now() }) {
  /** { at, to: string[], subject } per mail, in the order they arrived. */
  const received = [];
  let server = null;

  const start = async () => {
    if (server) return;
    const next = new SMTPServer({
      logger: false,
      authOptional: true,
      disabledCommands: ['STARTTLS', 'AUTH'],
      // A stop closes the sessions at once rather than after the default 30 s.
      closeTimeout: 500,
      onData(stream, session, callback) {
        simpleParser(stream)
          .then((mail) => {
            received.push({
              at: now(),
              to: session.envelope.rcptTo.map((recipient) => recipient.address),
              subject: mail.subject ?? '',
            });
            callback();
          })
          .catch(callback);
      },
    });
    next.on('error', () => {});
    await new Promise((resolve, reject) => {
      next.server.once('error', reject);
      next.listen(port, '127.0.0.1', () => {
        next.server.off('error', reject);
        resolve();
      });
    });
    server = next;
  };

  const stop = () =>
    new Promise((resolve) => {
      const current = server;
      server = null;
      if (!current) return resolve();
      current.close(() => resolve());
    });

  await start();
  return {
    url: `smtp://127.0.0.1:${port}`,
    received,
    /** Stops listening: the portal's next delivery finds the connection refused. */
    stop,
    start,
    isUp: () => server !== null,
    close: stop,
  };
}
