/// <reference types="vite/client" />
interface ImportMetaEnv {
  /** The Suido site (dist/site, wherever it is served), from .env or the environment. */
  readonly VITE_SUIDO_SITE: string;
}
