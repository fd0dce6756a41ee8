/// <reference types="astro/client" />

interface ImportMetaEnv {
  /** The build's identity (a hash of its inputs), set by `scripts/build-state.ts`; unset in dev. */
  readonly PUBLIC_BUILD_ID?: string;
}

declare namespace App {
  interface Locals {
    /** The server runtime (database, services, API); set by our server or, in dev, by the middleware. */
    runtime: import('#server/runtime.ts').Runtime;
    locale: import('#i18n/index.ts').Locale;
    dir: 'ltr' | 'rtl';
    t: import('#i18n/index.ts').Translate;
    /** A page read failed or the site is under maintenance: not for the route cache. */
    uncacheable?: boolean;
  }
}
