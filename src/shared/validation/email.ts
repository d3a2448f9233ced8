/** E-mail helpers shared by client forms and the demo API (one format rule for both). */
import { z } from 'zod/mini';

const emailFormat = z.email();

/** True when `value` looks like an e-mail address (the same rule the API contract enforces). */
export function isValidEmail(value: string): boolean {
  return value.length <= 254 && emailFormat.safeParse(value.trim()).success;
}

/** Canonical form used to compare and store addresses: trimmed and lower-cased. */
export function normalizeEmail(value: string): string {
  return value.trim().toLowerCase();
}
