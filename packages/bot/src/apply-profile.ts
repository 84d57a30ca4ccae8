import type { BotProfile } from '@w2e/bot-config/profiles';
import { LANGUAGES } from '@w2e/core/i18n/languages';
import type { Api } from 'grammy';

/**
 * Pushes a profile from bot-config to Telegram: the default (English) values and a Vietnamese override for users
 * whose Telegram speaks it, and the menu button that opens the Mini App. Idempotent: each value is read first and
 * only set when it differs (Telegram rate-limits setMyName and friends hard), so running it twice changes nothing.
 * Returns what it changed.
 */
export async function applyProfile(api: Api, profile: BotProfile, publicUrl: string): Promise<string[]> {
  const changed: string[] = [];
  for (const language of LANGUAGES) {
    const language_code = language === 'en' ? undefined : language;
    const scoped = language_code ? { language_code } : {};
    const tag = (what: string) => `${what}${language_code ? ` (${language_code})` : ''}`;

    const name = profile.name[language];
    if ((await api.getMyName(scoped)).name !== name) {
      await api.setMyName(name, scoped);
      changed.push(tag('name'));
    }
    const description = profile.description[language];
    if ((await api.getMyDescription(scoped)).description !== description) {
      await api.setMyDescription(description, scoped);
      changed.push(tag('description'));
    }
    const short = profile.shortDescription[language];
    if ((await api.getMyShortDescription(scoped)).short_description !== short) {
      await api.setMyShortDescription(short, scoped);
      changed.push(tag('short description'));
    }
    const commands = profile.commands.map((c) => ({
      command: c.command,
      description: c.description[language],
    }));
    if (JSON.stringify(await api.getMyCommands(scoped)) !== JSON.stringify(commands)) {
      await api.setMyCommands(commands, scoped);
      changed.push(tag('commands'));
    }
  }
  const menu_button = {
    type: 'web_app' as const,
    text: profile.menuButton.text.en,
    web_app: { url: new URL(profile.menuButton.path, publicUrl).toString() },
  };
  if (JSON.stringify(await api.getChatMenuButton()) !== JSON.stringify(menu_button)) {
    await api.setChatMenuButton({ menu_button });
    changed.push('menu button');
  }
  return changed;
}
