import { createServer } from 'node:http';
import { SmtpStandIn } from './smtp-stand-in';

/**
 * The SMTP stand-in as a process, for the browser tests: it receives the mails of the server under test on
 * SMTP_PORT, and serves them on MAILBOX_PORT (GET /mails?to=address, newest last) so the tests can read the
 * mails and follow their links. Loopback only.
 */
const smtpPort = Number(process.env.SMTP_PORT ?? 3125);
const mailboxPort = Number(process.env.MAILBOX_PORT ?? 3126);

const smtp = await new SmtpStandIn().start(smtpPort);
const http = createServer((req, res) => {
  const url = new URL(req.url ?? '/', 'http://127.0.0.1');
  if (url.pathname === '/health') return void res.writeHead(200).end('ok');
  if (url.pathname === '/mails') {
    const to = url.searchParams.get('to')?.toLowerCase();
    const mails = smtp.mails.filter((m) => !to || m.to.some((address) => address.toLowerCase() === to));
    return void res.writeHead(200, { 'content-type': 'application/json' }).end(JSON.stringify(mails));
  }
  res.writeHead(404).end();
});
http.listen(mailboxPort, '127.0.0.1');

const stop = () => {
  http.close();
  void smtp.stop().then(() => process.exit(0));
};
process.on('SIGTERM', stop);
process.on('SIGINT', stop);
