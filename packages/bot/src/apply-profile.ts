import type { BotProfile } from '@w2e/bot-config/profiles';
import { LANGUAGES } from '@w2e/core/i18n/languages';
import type { Api } from 'grammy';

/**
 * Pushes a profile from bot-config to Telegram: the default (English) values and a Vietnamese override for
 * users whose Telegram speaks it. Idempotent: Telegram keeps the last values set.
 */
export async function applyProfile(api: Api, profile: BotProfile, publicUrl: string): Promise<void> {
  for (const language of LANGUAGES) {
    const language_code = language === 'en' ? undefined : language;
    const scoped = language_code ? { language_code } : {};
    await api.setMyName(profile.name[language], scoped);
    await api.setMyDescription(profile.description[language], scoped);
    await api.setMyShortDescription(profile.shortDescription[language], scoped);
    await api.setMyCommands(
      profile.commands.map((c) => ({ command: c.command, description: c.description[language] })),
      scoped,
    );
  }
  await api.setChatMenuButton({
    menu_button: {
      type: 'web_app',
      text: profile.menuButton.text.en,
      web_app: { url: new URL(profile.menuButton.path, publicUrl).toString() },
    },
  });
}
