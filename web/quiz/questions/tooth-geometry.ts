// Where each tooth sits on the chart (docs/contract/widget-quiz-configurator.md §3 "Tooth chart"): 16 per jaw on a U-shaped arch,
// the ends lowest and the middle highest for the upper jaw (mirrored for the lower), molars larger than
// incisors. Computed, so the chart is one crisp SVG per jaw at any size.
import { TEETH_PER_JAW, type Jaw } from '../../../shared/domain/quiz/teeth';

export const CHART_WIDTH = 200;
export const CHART_HEIGHT = 170;

export interface ToothShape {
  index: number;
  cx: number;
  cy: number;
  width: number;
  height: number;
  /** Degrees, so the tooth faces the arch's centre. */
  rotate: number;
}

const ARCH = { cx: 100, rx: 84, ry: 128, base: 150 };

export function toothShapes(jaw: Jaw): ToothShape[] {
  return Array.from({ length: TEETH_PER_JAW }, (_, index) => {
    // Angle from the left end (π) to the right end (0), teeth centred in equal steps.
    const angle = Math.PI - ((index + 0.5) * Math.PI) / TEETH_PER_JAW;
    const distanceFromMiddle = Math.abs(index - (TEETH_PER_JAW - 1) / 2) / ((TEETH_PER_JAW - 1) / 2);
    const x = ARCH.cx + ARCH.rx * Math.cos(angle);
    const up = ARCH.base - ARCH.ry * Math.sin(angle);
    const cy = jaw === 'maxilla' ? up : CHART_HEIGHT - up;
    const degrees = 90 - (angle * 180) / Math.PI;
    return {
      index,
      cx: round(x),
      cy: round(cy),
      width: round(21 + 6 * distanceFromMiddle),
      height: round(19 + 9 * distanceFromMiddle),
      rotate: round(jaw === 'maxilla' ? degrees : -degrees),
    };
  });
}

const round = (value: number) => Math.round(value * 10) / 10;
