import { TonApiStandIn } from './ton-api-stand-in';

/**
 * The TON API (toncenter v3) stand-in as its own process, for the browser tests: the server under test reads
 * TON hold tasks at http://127.0.0.1:TON_API_PORT/api/v3 (TON_API_BASE); the tests fill its table with
 * POST /control/…. Loopback only.
 */
const standIn = await new TonApiStandIn().start(Number(process.env.TON_API_PORT ?? 3124));
const stop = () => void standIn.stop().then(() => process.exit(0));
process.on('SIGTERM', stop);
process.on('SIGINT', stop);
