import type { FigureCard, FigureDetail, Profile } from '@shared/api';

/** A profile as the API answers it (docs/product-rules.md §Account 1; src/shared/api/account.ts). */
export const sampleProfile: Profile = {
  id: 7,
  email: 'collector@figureshop.test',
  username: 'collector',
  is_moderator: false,
  email_verified: true,
  bio: '',
  status: '',
  profile_picture_url: null,
  background_picture_url: null,
  social_provider: null,
  date_joined: '2026-01-02T03:04:05Z',
};

/** A figure card as GET /api/figures/ lists it (src/shared/api/catalogue.ts), with `overrides`. */
export function sampleFigureCard(overrides: Partial<FigureCard> = {}): FigureCard {
  return {
    slug: 'rem-summer-ver-1-7-1',
    name: 'Rem Summer Ver. 1/7',
    name_ja: 'レム 夏Ver. 1/7',
    series: { slug: 're-zero', name: 'Re:Zero' },
    manufacturer: { slug: 'alter', name: 'Alter' },
    line: { slug: 'scale', name: 'Scale figure' },
    scale: '1/7',
    status: 'preorder',
    preorder_closes_at: '2027-01-15',
    stock: null,
    allocation: 120,
    max_per_order: 3,
    price: { amount: 12800, currency: 'JPY' },
    adult: false,
    release: '2027-04',
    popularity: 10,
    images: [{ url: 'https://api.test/api/figures/rem/images/1-abcdefabcdef.svg', width: 800, height: 1000 }],
    ...overrides,
  };
}

/** A figure as GET /api/figures/{slug}/ answers it (docs/product-rules.md §Catalogue 8): the card's fields and the page's, with `overrides`. */
export function sampleFigureDetail(overrides: Partial<FigureDetail> = {}): FigureDetail {
  return {
    ...sampleFigureCard(),
    series: { slug: 're-zero', name: 'Re:Zero' },
    characters: [{ slug: 'rem', name: 'Rem' }],
    height_mm: 230,
    weight_g: 1100,
    box_mm: { width: 180, height: 270, depth: 140 },
    material: 'PVC, ABS',
    sculptor: 'Someone',
    jan: '4580416940000',
    description: 'Rem at the beach.',
    related: [],
    ...overrides,
  };
}
