/**
 * zod's English messages for the demo API. zod/mini loads no locale (the renderer must not carry
 * one: its first-route budget, docs/product-rules.md §Performance 1), so a check without a message of its own would answer only "Invalid input"; the
 * demo API's 400s keep classic zod's wording ("Too big: expected number to be <=599").
 */
import { z } from 'zod/mini';

/** Makes zod word its default messages in English, process-wide. Idempotent; call at start-up. */
export function useEnglishZodMessages(): void {
  z.config(z.locales.en());
}
