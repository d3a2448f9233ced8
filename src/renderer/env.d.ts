/// <reference types="vite/client" />

// Build-time configuration of the web app: the VITE_* variables of the shared table
// (src/shared/config/variables.ts), read as a whole by the web platform (platform/web.ts), so
// `import.meta.env` needs no per-variable declarations here.

/** The most common passwords, lower case, most common first (scripts/vite/common-passwords.ts). */
declare module 'virtual:common-passwords' {
  const commonPasswords: readonly string[];
  export default commonPasswords;
}
