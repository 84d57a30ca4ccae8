import { BOT_IDS, BOT_PROFILES } from '@w2e/bot-config/profiles';
import { Api } from 'grammy';
import { applyProfile } from './apply-profile';
import { loadApplyConfig } from './config';

/**
 * `pnpm bot:apply`: sets each configured bot's name, descriptions, commands (English and Vietnamese) and the
 * menu button that opens the Mini App, from bot-config. Safe to run again: only differences are sent.
 */
const config = loadApplyConfig();
let failed = false;
for (const id of BOT_IDS) {
  const token = config.tokens[id];
  if (!token) {
    console.info(`${id}: no token, skipped`);
    continue;
  }
  try {
    const changed = await applyProfile(
      new Api(token, { apiRoot: config.apiRoot }),
      BOT_PROFILES[id],
      config.publicUrl,
    );
    console.info(`${id}: ${changed.length === 0 ? 'already up to date' : `set ${changed.join(', ')}`}`);
  } catch (error) {
    failed = true;
    console.error(`${id}: ${(error as Error).message}`);
  }
}
process.exitCode = failed ? 1 : 0;
