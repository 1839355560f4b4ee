import i18next, {
  type BackendModule,
  type i18n as I18n,
  type ReadCallback,
  type Services,
} from 'i18next';
import { use } from 'react';
import { initReactI18next, useTranslation } from 'react-i18next';
import { sharedOptions } from './i18n-options.ts';
import { isLanguage, languages, type Language } from './languages.ts';
import {
  catalogueParts,
  type Catalogue,
  type CatalogueCore,
  type CataloguePart,
} from './messages/catalogue.ts';

/**
 * Each language's catalogue is chunks of its own: the core, which every page may show, and the
 * parts (`CataloguePart`) that only some pages show. A page carries its language's core and the
 * parts it shows, no other language's.
 */
const cores: Readonly<Record<Language, () => Promise<CatalogueCore>>> = {
  fi: () => import('./messages/fi/core.ts').then((module) => module.fiCore),
  sv: () => import('./messages/sv/core.ts').then((module) => module.svCore),
  en: () => import('./messages/en/core.ts').then((module) => module.enCore),
};

type PartLoaders = { readonly [P in CataloguePart]: () => Promise<Catalogue[P]> };

const parts: Readonly<Record<Language, PartLoaders>> = {
  fi: {
    forms: () => import('./messages/fi/forms.ts').then((module) => module.formsFi),
    onboarding: () => import('./messages/fi/onboarding.ts').then((module) => module.onboardingFi),
    myInformation: () =>
      import('./messages/fi/my-information.ts').then((module) => module.myInformationFi),
    chat: () => import('./messages/fi/chat.ts').then((module) => module.chatFi),
    occupational: () =>
      import('./messages/fi/occupational.ts').then((module) => module.occupationalFi),
    accessibilityStatement: () =>
      import('./messages/fi/accessibility-statement.ts').then(
        (module) => module.accessibilityStatementFi,
      ),
    onBehalfOf: () => import('./messages/fi/on-behalf-of.ts').then((module) => module.onBehalfOfFi),
    feedback: () => import('./messages/fi/feedback.ts').then((module) => module.feedbackFi),
    auth: () => import('./messages/fi/auth.ts').then((module) => module.authFi),
    identification: () =>
      import('./messages/fi/identification.ts').then((module) => module.identificationFi),
  },
  sv: {
    forms: () => import('./messages/sv/forms.ts').then((module) => module.formsSv),
    onboarding: () => import('./messages/sv/onboarding.ts').then((module) => module.onboardingSv),
    myInformation: () =>
      import('./messages/sv/my-information.ts').then((module) => module.myInformationSv),
    chat: () => import('./messages/sv/chat.ts').then((module) => module.chatSv),
    occupational: () =>
      import('./messages/sv/occupational.ts').then((module) => module.occupationalSv),
    accessibilityStatement: () =>
      import('./messages/sv/accessibility-statement.ts').then(
        (module) => module.accessibilityStatementSv,
      ),
    onBehalfOf: () => import('./messages/sv/on-behalf-of.ts').then((module) => module.onBehalfOfSv),
    feedback: () => import('./messages/sv/feedback.ts').then((module) => module.feedbackSv),
    auth: () => import('./messages/sv/auth.ts').then((module) => module.authSv),
    identification: () =>
      import('./messages/sv/identification.ts').then((module) => module.identificationSv),
  },
  en: {
    forms: () => import('./messages/en/forms.ts').then((module) => module.formsEn),
    onboarding: () => import('./messages/en/onboarding.ts').then((module) => module.onboardingEn),
    myInformation: () =>
      import('./messages/en/my-information.ts').then((module) => module.myInformationEn),
    chat: () => import('./messages/en/chat.ts').then((module) => module.chatEn),
    occupational: () =>
      import('./messages/en/occupational.ts').then((module) => module.occupationalEn),
    accessibilityStatement: () =>
      import('./messages/en/accessibility-statement.ts').then(
        (module) => module.accessibilityStatementEn,
      ),
    onBehalfOf: () => import('./messages/en/on-behalf-of.ts').then((module) => module.onBehalfOfEn),
    feedback: () => import('./messages/en/feedback.ts').then((module) => module.feedbackEn),
    auth: () => import('./messages/en/auth.ts').then((module) => module.authEn),
    identification: () =>
      import('./messages/en/identification.ts').then((module) => module.identificationEn),
  },
};

/** The core of one language's catalogue, loaded on first use. */
export const loadCatalogueCore = (language: Language): Promise<CatalogueCore> => cores[language]();

/** What of the catalogue a resource store holds (an instance's `store`, a backend's). */
type Store = Pick<Services['resourceStore'], 'data'>;

function holds(store: Store, language: Language, key: CataloguePart | 'common'): boolean {
  const messages = store.data[language]?.translation;
  return typeof messages === 'object' && key in messages;
}

/** The parts `store` holds in any language: a language switch brings them along. */
const heldParts = (store: Store): CataloguePart[] =>
  catalogueParts.filter((part) => languages.some((language) => holds(store, language, part)));

/**
 * What `store` lacks of `language` to show `wanted` and every part it holds in another language:
 * the core first, if missing, then the parts, as one resource bundle. Empty when nothing lacks.
 */
async function missing(
  store: Store,
  language: Language,
  wanted: readonly CataloguePart[],
): Promise<Partial<Catalogue> | undefined> {
  const needed = [...new Set([...heldParts(store), ...wanted])].filter(
    (part) => !holds(store, language, part),
  );
  const core = holds(store, language, 'common') ? undefined : loadCatalogueCore(language);
  if (core === undefined && needed.length === 0) {
    return undefined;
  }
  const [coreMessages, ...loaded] = await Promise.all([
    core,
    ...needed.map(async (part) => [part, await parts[language][part]()] as const),
  ]);
  return { ...coreMessages, ...Object.fromEntries(loaded) };
}

/**
 * i18next's way to load a language it does not have: `changeLanguage` waits for `read` and only
 * then switches (and react-i18next re-renders), so the old language stays on screen meanwhile.
 * It loads the language's core and every part the instance holds in another language, so the
 * pages already open keep their messages (one instance of the class per i18next instance).
 */
class CatalogueBackend implements BackendModule {
  static readonly type = 'backend';
  readonly type = 'backend';
  private store: Store | undefined;

  init(services: Services): void {
    this.store = services.resourceStore;
  }

  read(language: string, _namespace: string, callback: ReadCallback): void {
    const store = this.store;
    if (!isLanguage(language) || store === undefined) {
      callback(new Error(`[i18n] No catalogue for "${language}"`), false);
      return;
    }
    missing(store, language, []).then(
      (messages) => {
        callback(null, messages ?? {});
      },
      (error: unknown) => {
        callback(error instanceof Error ? error : new Error(String(error)), false);
      },
    );
  }
}

/**
 * A new instance that holds no language until `loadLanguage` (or `changeLanguage`) loads one.
 * No fallback language: every key is in every catalogue (tsc and tests/i18n check), so a Finnish
 * fallback would only cost a Swedish or English page the Finnish chunk; a key that no catalogue
 * has still shows "Message not found" (E-17).
 */
export function createPortalI18n(reportMissingKey?: (key: string) => void): I18n {
  const instance = i18next.createInstance();
  void instance
    .use(CatalogueBackend)
    .use(initReactI18next)
    .init({ ...sharedOptions(reportMissingKey), fallbackLng: false, initAsync: false });
  return instance;
}

/**
 * Loads into `instance` what it lacks of `language`: the core, the `wanted` parts and the parts
 * it holds in another language. Resolves at once when nothing lacks; rejects when a chunk cannot
 * be loaded (the instance then holds what it held).
 */
export async function loadCatalogueParts(
  instance: I18n,
  language: Language,
  wanted: readonly CataloguePart[] = [],
): Promise<void> {
  const messages = await missing(instance.store, language, wanted);
  if (messages !== undefined) {
    instance.addResourceBundle(language, 'translation', messages);
  }
}

/**
 * Loads `language`'s catalogue into `instance` if it is not there yet (the core and the parts it
 * holds in another language), then switches to it. Await it before the first render, so the first
 * frame is already in the page's language. Rejects when the catalogue cannot be loaded (the
 * language then stays as it was).
 */
export async function loadLanguage(instance: I18n, language: Language): Promise<void> {
  await loadCatalogueParts(instance, language);
  await instance.changeLanguage(language);
}

/**
 * Loads per instance, language and parts: one promise for React's `use`, kept once fulfilled so
 * that the render after a suspension reads the same promise (a failed one goes, to be retried).
 * Keyed by the instance's store: react-i18next hands components a new proxy of the instance.
 */
const loading = new WeakMap<Store, Map<string, Promise<void>>>();

function partsLoad(instance: I18n, language: Language, wanted: readonly CataloguePart[]) {
  const loads = loading.get(instance.store) ?? new Map<string, Promise<void>>();
  loading.set(instance.store, loads);
  const key = `${language}:${wanted.join(',')}`;
  const held = wanted.every((part) => holds(instance.store, language, part));
  let load = loads.get(key);
  if (load === undefined && !held) {
    load = loadCatalogueParts(instance, language, wanted);
    load.catch(() => {
      loads.delete(key);
    });
    loads.set(key, load);
  }
  return load;
}

/**
 * For a component that shows messages of catalogue parts outside its page's (a dialog the portal
 * frame mounts): suspends until the parts of the current language are loaded. Its Suspense
 * boundary shows the fallback meanwhile; a failed load throws to the error boundary. A component
 * that suspended reads the same, fulfilled load again when React retries it, as `use` requires.
 */
export function useCatalogueParts(...wanted: CataloguePart[]): void {
  const { i18n: instance } = useTranslation();
  const language = instance.language;
  const load = isLanguage(language) ? partsLoad(instance, language, wanted) : undefined;
  if (load !== undefined) {
    use(load);
  }
}
