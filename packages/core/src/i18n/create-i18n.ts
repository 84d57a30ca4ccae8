import i18next, { type i18n as I18n, type TFunction, type ThirdPartyModule } from 'i18next';
import { DEFAULT_LANGUAGE, type Language } from './languages';
import type { Namespace, Translations } from './resources-en';

export type { I18n, TFunction };

export interface CreateI18nOptions {
  language: Language;
  /** Languages to load now. The portal passes only English and adds Vietnamese on demand. */
  resources: Partial<Record<Language, Translations>>;
  /** Bindings such as react-i18next's `initReactI18next`, registered before init. */
  modules?: ThirdPartyModule[];
}

/** One i18next instance per surface (each browser app, the server, each bot), initialised synchronously. */
export function createI18n({ language, resources, modules = [] }: CreateI18nOptions): I18n {
  const instance = i18next.createInstance();
  for (const module of modules) instance.use(module);
  void instance.init({
    lng: language,
    fallbackLng: DEFAULT_LANGUAGE,
    supportedLngs: ['en', 'vi'],
    ns: Object.keys(resources.en ?? {}) as Namespace[],
    defaultNS: 'common',
    resources,
    // React and the bot's plain-text replies escape on their own; the server sends JSON.
    interpolation: { escapeValue: false },
    returnNull: false,
    initAsync: false,
  });
  return instance;
}
