/**
 * Bundled demo data for the home page's sample strip (issue 4): the catalogue is not part of this
 * product, so these few made-up figures let prices, show_prices, show_nsfw and blur_nsfw be seen
 * working. Prices are in JPY or CNY, as figure shops list them.
 */
export interface SampleFigure {
  id: string;
  name: string;
  /** Price in `currency`, major units. */
  price: number;
  currency: 'JPY' | 'CNY';
  /** Adult content: hidden unless content.show_nsfw, blurred while ui.blur_nsfw. */
  nsfw: boolean;
  /** Hue (0–360) of the generated placeholder image. */
  hue: number;
}

export const sampleFigures: readonly SampleFigure[] = [
  { id: 'miku-nendo', name: 'Hatsune Miku Nendoroid', price: 12800, currency: 'JPY', nsfw: false, hue: 174 },
  { id: 'rem-scale', name: 'Rem 1/7 Scale Figure', price: 24200, currency: 'JPY', nsfw: false, hue: 214 },
  { id: 'wukong-statue', name: 'Sun Wukong Resin Statue', price: 899, currency: 'CNY', nsfw: false, hue: 36 },
  { id: 'swimsuit-artist', name: 'Summer Artist 1/6 Swimsuit Ver.', price: 31500, currency: 'JPY', nsfw: true, hue: 330 },
  { id: 'mecha-kit', name: 'Azure Knight Mecha Kit', price: 459, currency: 'CNY', nsfw: false, hue: 262 },
  { id: 'bunny-idol', name: 'Bunny Idol 1/4 Scale (Limited)', price: 1688, currency: 'CNY', nsfw: true, hue: 12 },
];
