import { OAuthStandIn } from './oauth-stand-in';

/**
 * Discord's, X's and Google's OAuth2 and APIs as a stand-in process, for the browser tests: the server under
 * test links accounts and checks tasks at http://127.0.0.1:OAUTH_PORT (DISCORD_API_BASE, X_API_BASE,
 * YOUTUBE_API_BASE and the *_AUTHORIZE_URL consent pages); the tests set its answers with POST /control/….
 * Loopback only.
 */
const standIn = await new OAuthStandIn().start(Number(process.env.OAUTH_PORT ?? 3129));
const stop = () => void standIn.stop().then(() => process.exit(0));
process.on('SIGTERM', stop);
process.on('SIGINT', stop);
