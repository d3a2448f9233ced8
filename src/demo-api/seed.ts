/**
 * Demo data (issue 2): a collector and a moderator with verified e-mails. Each seed step runs once
 * per database (recorded in `seed_steps`), so a restart never duplicates or resets anything.
 */
import type { Client } from '@libsql/client';
import { queryOne, run } from './db';
import { hashPassword } from './passwords';
import { findUserByEmail, insertUser } from './users';

/** The seeded accounts, printed by the CLI and listed in the README. */
export const seededAccounts = [
  { email: 'collector@figureshop.test', password: 'figures-4-ever', username: 'collector', isModerator: false },
  { email: 'moderator@figureshop.test', password: 'moderate-2-much', username: 'moderator', isModerator: true },
] as const;

export interface SeedStep {
  name: string;
  apply: (db: Client, nowIso: string) => Promise<void>;
}

const seedUsers: SeedStep = {
  name: 'users',
  apply: async (db, nowIso) => {
    for (const account of seededAccounts) {
      if (await findUserByEmail(db, account.email)) continue;
      await insertUser(db, {
        email: account.email,
        username: account.username,
        passwordHash: await hashPassword(account.password),
        isModerator: account.isModerator,
        emailVerified: true,
        dateJoined: nowIso,
      });
    }
  },
};

/** Every seed step in order; later issues append steps (never edit one that shipped). */
export const seedSteps: SeedStep[] = [seedUsers];

/** Runs the seed steps this database has not seen yet; returns their names. */
export async function seed(db: Client, nowIso: string, steps: readonly SeedStep[] = seedSteps): Promise<string[]> {
  const applied: string[] = [];
  for (const step of steps) {
    if (await queryOne(db, 'SELECT 1 FROM seed_steps WHERE name = ?', [step.name])) continue;
    await step.apply(db, nowIso);
    await run(db, 'INSERT INTO seed_steps (name, applied_at) VALUES (?, ?)', [step.name, nowIso]);
    applied.push(step.name);
  }
  return applied;
}
