/**
 * Pure generator of the demo catalogue (docs/product-rules.md §Catalogue 9): real manufacturers, product lines and scales
 * (facts), invented series and characters, and `count` figures. Figure n comes from its own seeded
 * generator, so the data is the same on every `--reset` and a smaller catalogue is a prefix of a
 * larger one. Everything is labelled demo data in its description.
 */
import { createHash } from 'node:crypto';
import type { FigureCurrency, FigureScale, FigureStatus } from '../../shared/api/catalogue';
import { utcToday } from '../../shared/api/cart-fields';
import { mulberry32, Random, seedFor } from './prng';

/** Figures seeded by default: 20,000 (§Catalogue 9). */
export const DEFAULT_CATALOGUE_SIZE = 20_000;
/**
 * The month the figures' statuses and dates are drawn against: later releases are pre-orders. Fixed,
 * so every draw stays the same; the drawn dates are then moved to the seeding day (`rebaseDates`).
 */
export const CATALOGUE_MONTH = '2026-04';
/** Bumped when the picture generator draws differently (part of every image's version and ETag). */
export const IMAGE_GENERATOR_VERSION = 1;

export interface ManufacturerRow { id: number; slug: string; name: string; name_ja: string; country: string; currency: FigureCurrency }
export interface LineRow { id: number; slug: string; name: string; kind: string }
export interface SeriesRow { id: number; slug: string; name: string; name_ja: string }
export interface CharacterRow { id: number; slug: string; name: string; name_ja: string; series_id: number }
export interface ImageRow { figure_id: number; position: number; width: number; height: number; version: string }
export interface FigureRow {
  id: number; slug: string; name: string; name_ja: string; series_id: number; manufacturer_id: number; line_id: number;
  scale: FigureScale; height_mm: number; material: string; sculptor: string; jan: string; release: string; price: number;
  currency: FigureCurrency; status: FigureStatus; preorder_closes_at: string | null; stock: number | null; adult: 0 | 1;
  popularity: number; description: string; created_at: string; character_ids: number[]; images: ImageRow[];
}

// Real makers (JPY for Japanese ones, CNY for Chinese ones).
export const manufacturers: ManufacturerRow[] = ([
  ['good-smile-company', 'Good Smile Company', 'グッドスマイルカンパニー', 'JP'],
  ['max-factory', 'Max Factory', 'マックスファクトリー', 'JP'],
  ['alter', 'Alter', 'アルター', 'JP'],
  ['kotobukiya', 'Kotobukiya', 'コトブキヤ', 'JP'],
  ['kadokawa', 'KADOKAWA', 'KADOKAWA', 'JP'],
  ['aniplex', 'Aniplex', 'アニプレックス', 'JP'],
  ['megahouse', 'MegaHouse', 'メガハウス', 'JP'],
  ['phat-company', 'Phat! Company', 'ファット・カンパニー', 'JP'],
  ['wave', 'WAVE', 'ウェーブ', 'JP'],
  ['freeing', 'FREEing', 'フリーイング', 'JP'],
  ['union-creative', 'Union Creative', 'ユニオンクリエイティブ', 'JP'],
  ['banpresto', 'Banpresto', 'バンプレスト', 'JP'],
  ['sega', 'SEGA', 'セガ', 'JP'],
  ['taito', 'Taito', 'タイトー', 'JP'],
  ['furyu', 'FuRyu', 'フリュー', 'JP'],
  ['myethos', 'Myethos', 'ミートス', 'CN'],
  ['apex-toys', 'APEX-TOYS', 'エーペックストイズ', 'CN'],
  ['ribose', 'Ribose', 'リボース', 'CN'],
] as const).map(([slug, name, name_ja, country], i) => ({ id: i + 1, slug, name, name_ja, country, currency: country === 'CN' ? 'CNY' : 'JPY' }));

const maker = (slug: string) => manufacturers.find((m) => m.slug === slug)!.id;

// Real product lines; `makers` and `weight` shape how often each appears.
const lineSpecs = [
  { slug: 'scale-figure', name: 'Scale figure', kind: 'scale', weight: 40, makers: ['good-smile-company', 'max-factory', 'alter', 'kotobukiya', 'kadokawa', 'aniplex', 'megahouse', 'phat-company', 'wave', 'freeing', 'union-creative', 'myethos', 'apex-toys', 'ribose'] },
  { slug: 'nendoroid', name: 'Nendoroid', kind: 'chibi', weight: 16, makers: ['good-smile-company'] },
  { slug: 'figma', name: 'figma', kind: 'action', weight: 8, makers: ['max-factory'] },
  { slug: 'pop-up-parade', name: 'POP UP PARADE', kind: 'scale', weight: 10, makers: ['good-smile-company', 'max-factory'] },
  { slug: 'prize-figure', name: 'Prize figure', kind: 'prize', weight: 16, makers: ['banpresto', 'sega', 'taito', 'furyu'] },
  { slug: 'garage-kit', name: 'Garage kit', kind: 'garage_kit', weight: 4, makers: ['wave', 'kotobukiya', 'union-creative'] },
  { slug: 'plush', name: 'Plush', kind: 'plush', weight: 6, makers: ['good-smile-company', 'furyu', 'sega'] },
] as const;
export const productLines: LineRow[] = lineSpecs.map(({ slug, name, kind }, i) => ({ id: i + 1, slug, name, kind }));

const adjectives = [
  ['Starlight', '星光'], ['Crimson', '紅蓮'], ['Silver', '白銀'], ['Eternal', '永遠'], ['Midnight', '真夜中'], ['Azure', '蒼穹'],
  ['Sakura', '桜花'], ['Iron', '鋼鉄'], ['Phantom', '幻影'], ['Celestial', '天空'], ['Lunar', '月光'], ['Thunder', '雷鳴'],
  ['Emerald', '翡翠'], ['Frozen', '氷結'], ['Golden', '黄金'], ['Shadow', '影'],
] as const;
const nouns = [
  ['Academy', '学園'], ['Chronicle', '戦記'], ['Knights', '騎士団'], ['Idols', 'アイドル'], ['Odyssey', '冒険譚'], ['Garden', '庭園'],
  ['Frontier', '辺境'], ['Requiem', '鎮魂歌'], ['Saga', '物語'], ['Witches', '魔女'], ['Pilots', '操縦士'], ['Detectives', '探偵団'],
  ['Maidens', '乙女'], ['Rebellion', '反逆'], ['Cafe', '喫茶'],
] as const;
const givenNames = [
  ['Aoi', '葵'], ['Hana', '花'], ['Rin', '凛'], ['Yuki', '雪'], ['Mio', '澪'], ['Sora', '空'], ['Akari', '灯'], ['Kaede', '楓'],
  ['Haruka', '遥'], ['Nanami', '七海'], ['Shiori', '栞'], ['Tsubasa', '翼'], ['Ren', '蓮'], ['Hikaru', '光'], ['Kanon', '花音'],
  ['Mei', '芽衣'], ['Sakuya', '咲夜'], ['Chihiro', '千尋'], ['Kotone', '琴音'], ['Misaki', '美咲'], ['Yui', '結衣'], ['Riko', '莉子'],
  ['Asuka', '明日香'], ['Kazuha', '一葉'], ['Touya', '冬夜'], ['Iroha', '彩葉'], ['Suzune', '鈴音'], ['Homura', '焔'], ['Noa', '乃愛'],
  ['Shizuku', '雫'], ['Kagura', '神楽'], ['Tomoe', '巴'],
] as const;
const familyNames = [
  ['Shirakawa', '白川'], ['Takanashi', '小鳥遊'], ['Kisaragi', '如月'], ['Amamiya', '雨宮'], ['Hoshino', '星野'], ['Kurosawa', '黒沢'],
  ['Minase', '水瀬'], ['Tachibana', '橘'], ['Himura', '緋村'], ['Aizawa', '相沢'], ['Sakuragi', '桜木'], ['Tsukishiro', '月城'],
  ['Kanzaki', '神崎'], ['Otonashi', '音無'], ['Fujimiya', '藤宮'], ['Hayase', '早瀬'], ['Kamiya', '神谷'], ['Mizuhara', '水原'],
  ['Asahina', '朝比奈'], ['Yukishiro', '雪城'],
] as const;
const variants = [
  ['', ''], ['', ''], ['Summer Ver.', '夏服Ver.'], ['Wedding Dress Ver.', 'ウェディングドレスVer.'], ['Casual Wear Ver.', '私服Ver.'],
  ['Battle Ver.', '戦闘Ver.'], ['Kimono Ver.', '着物Ver.'], ['Maid Ver.', 'メイドVer.'], ['Swimsuit Ver.', '水着Ver.'], ['Idol Ver.', 'アイドルVer.'],
  ['Winter Ver.', '冬服Ver.'], ['Pajama Ver.', 'パジャマVer.'], ['Racing Ver.', 'レーシングVer.'], ['Knight Ver.', '騎士Ver.'], ['China Dress Ver.', 'チャイナドレスVer.'],
] as const;
const adultVariants = [['Bunny Ver.', 'バニーVer.'], ['Lingerie Ver.', 'ランジェリーVer.'], ['Bath Towel Ver.', 'バスタオルVer.']] as const;
const sculptorGiven = ['Kenta', 'Daisuke', 'Yusuke', 'Takumi', 'Shun', 'Ayumi', 'Naoko', 'Kei', 'Wei', 'Li', 'Hao', 'Jun'];
const sculptorFamily = ['Mori', 'Saito', 'Ishida', 'Nakano', 'Ogawa', 'Fukuda', 'Zhang', 'Chen', 'Wang', 'Ueda', 'Kondo', 'Arai'];

const slugify = (text: string) => text.toLowerCase().replace(/[^a-z0-9]+/g, '-').replace(/^-|-$/g, '');

/** 16 × 15 invented series. */
export const series: SeriesRow[] = adjectives.flatMap(([adjEn, adjJa], a) =>
  nouns.map(([nounEn, nounJa], n) => ({ id: a * nouns.length + n + 1, slug: slugify(`${adjEn} ${nounEn}`), name: `${adjEn} ${nounEn}`, name_ja: `${adjJa}${nounJa}` })),
);

/** 4 to 6 invented characters per series; slugs made unique with a number. */
export const characters: CharacterRow[] = (() => {
  const rows: CharacterRow[] = [];
  const taken = new Set<string>();
  for (const s of series) {
    const random = new Random(mulberry32(seedFor(2, s.id)));
    const count = random.int(4, 6);
    for (let i = 0; i < count; i += 1) {
      const [givenEn, givenJa] = random.pick(givenNames);
      const [familyEn, familyJa] = random.pick(familyNames);
      const base = slugify(`${givenEn} ${familyEn}`);
      let slug = base;
      for (let n = 2; taken.has(slug); n += 1) slug = `${base}-${n}`;
      taken.add(slug);
      rows.push({ id: rows.length + 1, slug, name: `${givenEn} ${familyEn}`, name_ja: `${familyJa}${givenJa}`, series_id: s.id });
    }
  }
  return rows;
})();

const charactersBySeries = new Map<number, CharacterRow[]>();
for (const c of characters) charactersBySeries.set(c.series_id, [...(charactersBySeries.get(c.series_id) ?? []), c]);

/** EAN-13 with its check digit (JAN codes are EAN-13; 45/49 Japan, 69 China). */
export function ean13(first12: string): string {
  const sum = [...first12].reduce((total, digit, i) => total + Number(digit) * (i % 2 === 0 ? 1 : 3), 0);
  return `${first12}${(10 - (sum % 10)) % 10}`;
}

const monthIndex = (month: string) => Number(month.slice(0, 4)) * 12 + Number(month.slice(5, 7)) - 1;
const monthText = (index: number) => `${Math.floor(index / 12)}-${String((index % 12) + 1).padStart(2, '0')}`;
const pad = (n: number) => String(n).padStart(2, '0');

const imageSizes = [[600, 800], [800, 800], [800, 600], [640, 960]] as const;

/** The version of one picture: a hash of everything its SVG is drawn from (URL part and ETag). */
export function imageVersion(figureId: number, position: number, width: number, height: number): string {
  return createHash('sha1').update(`figure-art-v${IMAGE_GENERATOR_VERSION}:${figureId}:${position}:${width}x${height}`).digest('hex').slice(0, 12);
}

/**
 * Figure `id` (from 1) as drawn against CATALOGUE_MONTH: its row, characters and pictures, dates
 * included; a pure function of `id`. The seed writes `generateFigure`, these dates moved to the
 * seeding day.
 */
// eslint-disable-next-line max-lines-per-function -- one figure's draws from one PRNG, in a fixed order: split up, a reordered draw would silently change every seeded figure
export function drawnFigure(id: number): FigureRow {
  const random = new Random(mulberry32(seedFor(3, id)));
  const spec = random.weighted(lineSpecs.map((line) => [line, line.weight] as const));
  const lineId = productLines.find((line) => line.slug === spec.slug)!.id;
  const manufacturer = manufacturers[maker(random.pick(spec.makers)) - 1]!;
  const s = series[random.int(0, series.length - 1)]!;
  const cast = charactersBySeries.get(s.id)!;
  const first = random.pick(cast);
  const duo = spec.kind === 'scale' && random.next() < 0.08 ? cast.find((c) => c.id !== first.id) : undefined;
  const chars = duo ? [first, duo] : [first];

  let scale: FigureScale = 'non-scale';
  if (spec.slug === 'scale-figure') scale = random.weighted([['1/4', 10], ['1/6', 15], ['1/7', 45], ['1/8', 30]] as const);
  else if (spec.slug === 'garage-kit') scale = random.weighted([['1/6', 2], ['1/7', 5], ['1/8', 3]] as const);
  const adult = spec.slug === 'scale-figure' && (scale === '1/4' || scale === '1/6' ? random.next() < 0.35 : random.next() < 0.05);
  const [variantEn, variantJa] = adult ? random.pick(adultVariants) : random.pick(variants);

  const who = chars.map((c) => c.name).join(' & ');
  const whoJa = chars.map((c) => c.name_ja).join('＆');
  const scaleText = scale === 'non-scale' ? '' : ` ${scale}`;
  const v = variantEn ? ` ${variantEn}` : '';
  const vJa = variantJa ? ` ${variantJa}` : '';
  const [name, nameJa] = {
    'scale-figure': [`${who}${v}${scaleText}`, `${whoJa}${vJa}${scaleText}`],
    nendoroid: [`Nendoroid ${who}${v}`, `ねんどろいど ${whoJa}${vJa}`],
    figma: [`figma ${who}${v}`, `figma ${whoJa}${vJa}`],
    'pop-up-parade': [`POP UP PARADE ${who}${v}`, `POP UP PARADE ${whoJa}${vJa}`],
    'prize-figure': [`${who}${v} Prize Figure`, `${whoJa}${vJa} プライズフィギュア`],
    'garage-kit': [`${who}${v}${scaleText} Garage Kit`, `${whoJa}${vJa}${scaleText} ガレージキット`],
    plush: [`${who} Plush`, `${whoJa} ぬいぐるみ`],
  }[spec.slug];

  const heights: Record<string, [number, number]> = {
    '1/4': [350, 450], '1/6': [220, 300], '1/7': [200, 270], '1/8': [170, 230],
    nendoroid: [95, 105], figma: [130, 160], 'pop-up-parade': [150, 180], 'prize-figure': [150, 250], plush: [150, 400],
  };
  const [hMin, hMax] = heights[scale] ?? heights[spec.slug]!;
  // JPY prices; CNY makers about a twentieth, both rounded as shops price them.
  const jpyRanges: Record<string, [number, number]> = {
    '1/4': [30_000, 60_000], '1/6': [22_000, 40_000], '1/7': [16_000, 32_000], '1/8': [12_000, 24_000],
    nendoroid: [5_800, 7_800], figma: [8_800, 14_000], 'pop-up-parade': [3_900, 5_500], 'prize-figure': [2_000, 3_500], plush: [2_500, 5_500],
  };
  const [pMin, pMax] = spec.slug === 'garage-kit' ? [12_000, 25_000] : (jpyRanges[scale] ?? jpyRanges[spec.slug]!);
  const jpy = random.int(pMin / 100, pMax / 100) * 100;
  const price = manufacturer.currency === 'CNY' ? Math.round(jpy / 20 / 10) * 10 - 1 : jpy;

  const releaseIndex = random.int(monthIndex('2018-01'), monthIndex('2027-06'));
  const release = monthText(releaseIndex);
  const catalogueIndex = monthIndex(CATALOGUE_MONTH);
  let status: FigureStatus;
  let closes: string | null = null;
  let stock: number | null = null;
  if (releaseIndex > catalogueIndex) {
    status = 'preorder';
    closes = `${monthText(Math.max(releaseIndex - 3, catalogueIndex))}-${pad(random.int(1, 28))}`;
  } else {
    status = random.weighted([['in_stock', 3], ['sold_out', 3], ['released', 4]] as const);
    if (status === 'in_stock') stock = random.int(1, 40);
  }
  const announced = releaseIndex - random.int(6, 12);
  const createdAt = `${monthText(announced)}-${pad(random.int(1, 28))}T${pad(random.int(0, 23))}:${pad(random.int(0, 59))}:${pad(random.int(0, 59))}.000Z`;

  const material = spec.slug === 'garage-kit' ? 'Resin (unpainted kit)' : spec.slug === 'plush' ? 'Polyester' : random.pick(['PVC, ABS', 'PVC, ABS', 'PVC', 'PVC, ABS, metal']);
  const sculptor = spec.slug === 'plush' ? '—' : `${random.pick(sculptorGiven)} ${random.pick(sculptorFamily)}`;
  const jan = ean13(`${manufacturer.country === 'CN' ? '69' : '45'}${String(seedFor(4, id) % 10_000_000_000).padStart(10, '0')}`);
  const imageCount = random.int(2, 5);
  const images: ImageRow[] = [];
  for (let position = 1; position <= imageCount; position += 1) {
    const [width, height] = position === 1 ? imageSizes[0] : random.pick(imageSizes);
    images.push({ figure_id: id, position, width, height, version: imageVersion(id, position, width, height) });
  }
  return {
    id,
    slug: `${slugify(name!)}-${id}`,
    name: name!,
    name_ja: nameJa!,
    series_id: s.id,
    manufacturer_id: manufacturer.id,
    line_id: lineId,
    scale,
    height_mm: random.int(hMin, hMax),
    material,
    sculptor,
    jan,
    release,
    price,
    currency: manufacturer.currency,
    status,
    preorder_closes_at: closes,
    stock,
    adult: adult ? 1 : 0,
    popularity: Math.floor(10_000 * random.next() ** 3),
    description: `${name} from “${s.name}”, by ${manufacturer.name} (${spec.name}${scaleText}). Demo data: the series and characters are invented; makers, lines and scales are real.`,
    created_at: createdAt,
    character_ids: chars.map((c) => c.id),
    images,
  };
}

/** The dates of a figure that move with the seeding day. */
export type FigureDates = Pick<FigureRow, 'release' | 'preorder_closes_at' | 'created_at'>;

const DAY_MS = 86_400_000;
/** The first day of CATALOGUE_MONTH: the drawn closing dates are days from it. */
const DRAWN_FROM_MS = Date.parse(`${CATALOGUE_MONTH}-01T00:00:00.000Z`);
/** Just after the latest drawn announcement (release 2027-06 less 6 months, day 28): announcements move so that every one is before the seeding day. */
const DRAWN_ANNOUNCEMENTS_END_MS = Date.parse('2026-12-29T00:00:00.000Z');

/**
 * A figure's drawn dates (`drawnFigure`) moved to `seededOn` (YYYY-MM-DD, UTC), keeping every
 * order by date (docs/product-rules.md §Catalogue 9: the demo data tells the truth on any day):
 * - pre-order closing date: `seededOn` plus its days after the first of CATALOGUE_MONTH, so the
 *   windows close from the seeding day on (several within a week, the last about a year later);
 * - release month: as many months after `seededOn`'s month as it was after CATALOGUE_MONTH, one
 *   more for a pre-order, so a pre-order's release month is always after its closing month and a
 *   released figure's is never after the seeding month;
 * - created_at (the announcement): moved by the same time for every figure, the latest to the day
 *   before `seededOn`, so every announcement is in the past and before its closing date.
 * Pure. @throws RangeError when `seededOn` is not a YYYY-MM-DD date.
 */
export function rebaseDates(drawn: FigureDates, seededOn: string): FigureDates {
  const dayMs = /^\d{4}-\d{2}-\d{2}$/.test(seededOn) ? Date.parse(`${seededOn}T00:00:00.000Z`) : Number.NaN;
  if (Number.isNaN(dayMs)) throw new RangeError(`seeding day is not a YYYY-MM-DD date: ${seededOn}`);
  const drawnMonth = monthIndex(drawn.release);
  const months = monthIndex(seededOn) - monthIndex(CATALOGUE_MONTH) + (drawnMonth > monthIndex(CATALOGUE_MONTH) ? 1 : 0);
  const closes = drawn.preorder_closes_at === null ? null : Date.parse(`${drawn.preorder_closes_at}T00:00:00.000Z`) - DRAWN_FROM_MS;
  return {
    release: monthText(drawnMonth + months),
    preorder_closes_at: closes === null ? null : new Date(dayMs + Math.round(closes / DAY_MS) * DAY_MS).toISOString().slice(0, 10),
    created_at: new Date(dayMs + Date.parse(drawn.created_at) - DRAWN_ANNOUNCEMENTS_END_MS).toISOString(),
  };
}

/**
 * Figure `id` as seeded on `seededOn` (YYYY-MM-DD, UTC; default today): `drawnFigure` with its
 * dates moved to that day (`rebaseDates`); every other field as drawn. Pure for a given day.
 */
export function generateFigure(id: number, seededOn: string = utcToday()): FigureRow {
  const drawn = drawnFigure(id);
  return { ...drawn, ...rebaseDates(drawn, seededOn) };
}

/** Popularity from which a figure counts as popular and gets a per-order limit of 1 to 3 (about the top 15 %: popularity is 10,000 × r³). */
export const POPULAR_FROM = 6_000;

/** Grams per millimetre of figure height, box included, by scale (scale figures) or line (the rest); decided from typical boxed weights. */
const GRAMS_PER_MM: Record<string, number> = {
  '1/4': 6, '1/6': 5.5, '1/7': 4.5, '1/8': 4,
  nendoroid: 3, figma: 2.8, 'pop-up-parade': 2.7, 'prize-figure': 2.5, 'garage-kit': 3.5, plush: 0.9,
};

/** What a figure's shop fields are drawn from: columns every stored figure has, so a migration can fill them from the table. */
export interface CommerceInputs {
  id: number;
  /** The product line's slug (nendoroid, scale-figure, …). */
  line: string;
  scale: string;
  height_mm: number;
  popularity: number;
  status: FigureStatus;
}

/** A figure's shop fields (docs/product-rules.md §Cart 2): the columns migration 8 added. */
export interface FigureCommerce {
  /** Most units one order may hold: 1–3 for popular figures, else 5 or 10. */
  max_per_order: number;
  /** Pre-order units left (a pre-order only, else null). */
  allocation: number | null;
  /** Shipping weight with the box, grams. */
  weight_g: number;
  box_w_mm: number;
  box_h_mm: number;
  box_d_mm: number;
}

const roundUpTo5 = (mm: number) => Math.ceil(mm / 5) * 5;

/**
 * The pre-order allocation figure `id` gets (20–300 units, about one in seven only 3–8 so the
 * limit shows): drawn from its own stream, so a pre-order a moderator opens later gets the same
 * number a seeded one would. Pure.
 */
export function generatedAllocation(id: number): number {
  const random = new Random(mulberry32(seedFor(6, id)));
  const small = random.next() < 0.15;
  const few = random.int(3, 8);
  const many = random.int(20, 300);
  return small ? few : many;
}

/**
 * Figure `inputs.id`'s shop fields, from a stream of its own (never the one of generateFigure, so
 * every other seeded field stays as it was). Every number is drawn whatever the inputs, so one
 * input never shifts another field's draw. Pure.
 */
export function figureCommerce(inputs: CommerceInputs): FigureCommerce {
  const random = new Random(mulberry32(seedFor(5, inputs.id)));
  const popularLimit = random.int(1, 3);
  const usualLimit = random.pick([5, 10] as const);
  const weightJitter = 0.9 + 0.2 * random.next();
  const widthShare = 0.55 + 0.2 * random.next();
  const depthShare = 0.45 + 0.15 * random.next();
  const headroom = random.int(25, 60);
  const gramsPerMm = (inputs.line === 'scale-figure' ? GRAMS_PER_MM[inputs.scale] : GRAMS_PER_MM[inputs.line]) ?? 4;
  return {
    max_per_order: inputs.popularity >= POPULAR_FROM ? popularLimit : usualLimit,
    allocation: inputs.status === 'preorder' ? generatedAllocation(inputs.id) : null,
    weight_g: Math.max(10, Math.round((gramsPerMm * inputs.height_mm * weightJitter) / 10) * 10),
    box_w_mm: roundUpTo5(inputs.height_mm * widthShare + 30),
    box_h_mm: roundUpTo5(inputs.height_mm + headroom),
    box_d_mm: roundUpTo5(inputs.height_mm * depthShare + 30),
  };
}

/** The commerce inputs of a generated figure. */
export function commerceInputsOf(figure: FigureRow): CommerceInputs {
  return { id: figure.id, line: productLines[figure.line_id - 1]!.slug, scale: figure.scale, height_mm: figure.height_mm, popularity: figure.popularity, status: figure.status };
}
