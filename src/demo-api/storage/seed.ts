/**
 * Demo data: a collector and a moderator with verified e-mails, their preferences and
 * notifications (docs/product-rules.md §Demo 5). Each seed step runs once
 * per database (recorded in `seed_steps`), so a restart never duplicates or resets anything.
 */
import type { Client } from '@libsql/client';
import { catalogueDatesStep, catalogueSeedStep } from '../catalogue/seed';
import { queryOne, run } from './db';
import { hashPassword } from '../auth/passwords';
import type { NotificationTarget } from '../../shared/api/notifications';
import { createNotification } from '../notifications/repository';
import { findUserByEmail, insertUser } from '../accounts/users';
import { demoOrdersSeedStep } from '../orders/seed';

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

/**
 * One account's preferences stored the legacy way (answered as a JSON string: §Preferences 5), the other's
 * as an object, so the client meets both forms. Both differ from the defaults so syncing shows.
 */
export const seededPreferences = {
  'collector@figureshop.test': { legacy: true, data: { currency: { primary: 'USD', display_format: 'symbol' }, content: { show_nsfw: false } } },
  'moderator@figureshop.test': {
    legacy: false,
    data: {
      content: { show_nsfw: true, show_prices: true },
      ui: { theme: 'light', language: 'en', blur_nsfw: true },
      notifications: { email_digest: false, push_notifications: true },
      currency: { primary: 'EUR', display_format: 'code' },
    },
  },
} as const;

const seedPreferences: SeedStep = {
  name: 'preferences',
  apply: async (db) => {
    for (const [email, { legacy, data }] of Object.entries(seededPreferences)) {
      const user = await findUserByEmail(db, email);
      if (!user) continue;
      await run(db, 'INSERT OR IGNORE INTO user_preferences (user_id, data, legacy_string) VALUES (?, ?, ?)', [
        user.id,
        JSON.stringify(data),
        legacy ? 1 : 0,
      ]);
    }
  },
};

const collectorNotifications = [
  ['Back in stock: Nendoroid Hatsune Miku', 'The Nendoroid you watched is available again.', 'stock'],
  ['Your order has shipped', 'Order #1042 left the warehouse today.', 'order'],
  ['Pre-orders open: Scale figure Rem 1/7', 'Pre-orders close in two weeks.', 'stock'],
] as const;

/** 22 notifications for the collector (two pages of 20; 3 unread), 3 for the moderator (1 unread). */
const seedNotifications: SeedStep = {
  name: 'notifications',
  apply: async (db, nowIso) => {
    const at = (hoursAgo: number) => new Date(Date.parse(nowIso) - hoursAgo * 3_600_000).toISOString();
    const collector = await findUserByEmail(db, 'collector@figureshop.test');
    const moderator = await findUserByEmail(db, 'moderator@figureshop.test');
    if (collector) {
      for (let i = 0; i < 22; i += 1) {
        const [title, body, kind] = collectorNotifications[i] ?? [`Weekly figure news #${22 - i}`, 'New announcements from the makers you follow.', 'info'];
        await createNotification(db, { userId: collector.id, title, body, kind, createdAt: at(i * 6 + 1), read: i >= 3 });
      }
    }
    if (moderator) {
      const items = [
        ['3 reviews wait for moderation', 'Open the moderation queue to review them.', 'system', false],
        ['Welcome to the moderator team', 'Thank you for keeping Figure Shop friendly.', 'info', true],
        ['Guidelines updated', 'The listing guidelines changed this week.', 'info', true],
      ] as const;
      for (const [i, [title, body, kind, read]] of items.entries()) {
        await createNotification(db, { userId: moderator.id, title, body, kind, createdAt: at(i * 24 + 2), read });
      }
    }
  },
};

/**
 * The seeded notifications get the alert kinds and a target (what clicking opens: §Notifications 6),
 * also in a database seeded before kinds and targets existed. Matched by title, so a notification sent later is never touched.
 */
export const seededNotificationTargets: ReadonlyArray<{ title: string; kind: string; target: NotificationTarget | null }> = [
  { title: 'Back in stock: Nendoroid Hatsune Miku', kind: 'back_in_stock', target: { type: 'page', path: '/figures?search=Nendoroid%20Hatsune%20Miku' } },
  { title: 'Pre-orders open: Scale figure Rem 1/7', kind: 'preorder_open', target: { type: 'page', path: '/figures?search=Rem' } },
  { title: 'Your order has shipped', kind: 'order', target: null },
  { title: '3 reviews wait for moderation', kind: 'moderation', target: { type: 'page', path: '/moderation' } },
  { title: 'Guidelines updated', kind: 'info', target: { type: 'page', path: '/moderation' } },
];

const seedNotificationTargets: SeedStep = {
  name: 'notification-targets',
  apply: async (db) => {
    for (const { title, kind, target } of seededNotificationTargets) {
      await run(db, 'UPDATE notifications SET kind = ?, target = ? WHERE title = ? AND target IS NULL', [kind, target && JSON.stringify(target), title]);
    }
  },
};

/**
 * The seeded notifications may claim nothing that did not happen: the order notification (no such
 * order exists) is removed, and the filler no longer speaks of makers "you follow" (there is no
 * following). Matched by title and body as seeded, so a real order notification is never touched.
 */
export const seededNotificationFixes = {
  removed: [{ title: 'Your order has shipped', body: 'Order #1042 left the warehouse today.' }],
  filler: {
    titlePattern: 'Weekly figure news #%',
    before: 'New announcements from the makers you follow.',
    after: 'New figures are announced every week: see the newest in the catalogue.',
    target: { type: 'page', path: '/figures?ordering=-created' } satisfies NotificationTarget,
  },
} as const;

const seedTruthfulNotifications: SeedStep = {
  name: 'notifications-without-invented-orders',
  apply: async (db) => {
    for (const { title, body } of seededNotificationFixes.removed) await run(db, 'DELETE FROM notifications WHERE title = ? AND body = ?', [title, body]);
    const { titlePattern, before, after, target } = seededNotificationFixes.filler;
    await run(db, 'UPDATE notifications SET body = ?, target = ? WHERE title LIKE ? AND body = ?', [after, JSON.stringify(target), titlePattern, before]);
  },
};

/**
 * The seeded notifications get what the app words them from (docs/product-rules.md §Notifications 5): the
 * two figure alerts their figure's name, the others a `message` the app knows. Matched by title as
 * seeded and only while they have no parameters, so a notification sent later is never touched.
 */
export const seededNotificationWords: ReadonlyArray<{ title: string; figureName: string | null; params: Record<string, string> }> = [
  { title: 'Back in stock: Nendoroid Hatsune Miku', figureName: 'Nendoroid Hatsune Miku', params: {} },
  { title: 'Pre-orders open: Scale figure Rem 1/7', figureName: 'Scale figure Rem 1/7', params: {} },
  { title: '3 reviews wait for moderation', figureName: null, params: { message: 'reviews_waiting' } },
  { title: 'Welcome to the moderator team', figureName: null, params: { message: 'moderator_welcome' } },
  { title: 'Guidelines updated', figureName: null, params: { message: 'guidelines_updated' } },
];
const WEEKLY_NEWS_TITLE = 'Weekly figure news #';

const seedNotificationWords: SeedStep = {
  name: 'notification-words',
  apply: async (db) => {
    for (const { title, figureName, params } of seededNotificationWords) {
      await run(db, 'UPDATE notifications SET figure_name = ?, params = ? WHERE title = ? AND params IS NULL', [figureName, JSON.stringify(params), title]);
    }
    await run(
      db,
      "UPDATE notifications SET params = json_object('message', 'weekly_news', 'issue', CAST(substr(title, ?) AS INTEGER)) WHERE kind = 'info' AND title LIKE ? AND params IS NULL",
      [WEEKLY_NEWS_TITLE.length + 1, `${WEEKLY_NEWS_TITLE}%`],
    );
  },
};

/** Every seed step in order; new steps are appended (never edit one that shipped). */
export const seedSteps: SeedStep[] = [seedUsers, seedPreferences, seedNotifications, catalogueSeedStep(), seedNotificationTargets, catalogueDatesStep, seedTruthfulNotifications, demoOrdersSeedStep, seedNotificationWords];

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
