declare global {
  interface ImportMetaEnv {
    readonly CLIENT_VERSION?: string;
  }
  interface ImportMeta {
    readonly env: ImportMetaEnv;
  }
}

/** The client's own version, from package.json at build time. */
export const CLIENT_VERSION: string = import.meta.env?.CLIENT_VERSION ?? '0.0.0-dev';
