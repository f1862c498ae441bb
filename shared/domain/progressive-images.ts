// Progressive loading of quiz images (docs/contract/widget-quiz-configurator.md §7: sizes 0:25, 0:33, 0:50, 1:00): the page shows the
// smallest share of the image's width first and steps up while the image is shown wider than what it has
// loaded, ending with the original at most. SVG, GIF and videos are loaded as they are ("straightLoading").
// Pure and free of zod: the quiz page's bundle and the server (which makes the variants) share it.

/** The shares GET /api/img?size= serves as variants; the last step is the original (no size). */
export const PROGRESSIVE_SIZES = ['0.25', '0.33', '0.5'] as const;
export type ProgressiveSize = (typeof PROGRESSIVE_SIZES)[number];

/** Steps 0…3: the three variants, then the original (undefined size). */
export const PROGRESSIVE_STEPS: ReadonlyArray<ProgressiveSize | undefined> = [...PROGRESSIVE_SIZES, undefined];
export const LAST_STEP = PROGRESSIVE_STEPS.length - 1;

export const isStraightLoading = (name: string) => /\.(svg|gif|mp4|webm)$/i.test(name);
export const isVideoName = (name: string) => /\.(mp4|webm)$/i.test(name);

/**
 * The step to load after `step`, or null when the loaded image is sharp enough: `loadedWidth` is the
 * loaded file's width in pixels, `neededWidth` the device pixels it covers on the screen.
 */
export function nextProgressiveStep(step: number, loadedWidth: number, neededWidth: number): number | null {
  if (step >= LAST_STEP || loadedWidth <= 0) return null;
  return loadedWidth < neededWidth ? step + 1 : null;
}

/** Device pixels an image covers: its box, or more when object-fit: cover crops it. */
export function coveredWidth(
  box: { width: number; height: number },
  natural: { width: number; height: number },
  pixelRatio: number,
): number {
  const aspect = natural.height > 0 ? natural.width / natural.height : 1;
  return Math.ceil(Math.max(box.width, box.height * aspect) * pixelRatio);
}
