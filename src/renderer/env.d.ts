/// <reference types="vite/client" />

/** Build-time configuration of the web app (see src/renderer/src/platform/config.ts). */
interface ImportMetaEnv {
  readonly VITE_API_URL?: string;
  readonly VITE_PRODUCT_NAME?: string;
  readonly VITE_DEMO_MODE?: string;
  readonly VITE_DEMO_PLAYGROUND_URL?: string;
  readonly VITE_DEMO_DASHBOARD_URL?: string;
  readonly VITE_DISCORD_CLIENT_ID?: string;
  readonly VITE_GOOGLE_CLIENT_ID?: string;
  readonly VITE_OAUTH_AUTHORIZE_URL_DISCORD?: string;
  readonly VITE_OAUTH_AUTHORIZE_URL_GOOGLE?: string;
}

interface ImportMeta {
  readonly env: ImportMetaEnv;
}
