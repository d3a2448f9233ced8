/**
 * Where the Chromium contract suite's servers listen; shared by playwright.contract.config.ts and
 * the fixtures. Ports differ from the web e2e suite's (8799/4799) so both can run side by side.
 */
export const contractApiPort = Number(process.env.CONTRACT_API_PORT ?? 8798);
export const contractWebPort = Number(process.env.CONTRACT_WEB_PORT ?? 4798);
export const contractApiUrl = `http://127.0.0.1:${contractApiPort}`;
export const contractWebOrigin = `http://127.0.0.1:${contractWebPort}`;
