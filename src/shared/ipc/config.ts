/**
 * The desktop app's configuration as the renderer receives it (docs/product-rules.md
 * §Configuration 4): the main process reads it from FIGURE_SHOP_* environment variables at start
 * (src/main/config.ts) and the preload hands it over as `window.desktop.config`. It is the app
 * config itself (src/shared/config), the one type both platforms use; the name says where it travels.
 */
import type { AppConfig } from '../config/types';

export type { OAuthProviderConfig } from '../config/types';

/** The config on the bridge: exactly {@link AppConfig}, every field set. */
export type DesktopConfig = AppConfig;
