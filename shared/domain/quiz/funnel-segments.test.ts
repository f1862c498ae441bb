import type { QuizVariantStats } from '../../schemas/quiz-analytics';
import { funnelSteps } from './funnel';
import { segmentTotals, sourceGroups, sourceLabel, TOP_SOURCES } from './funnel-segments';
import { SOURCE_NONE, SOURCE_OTHER } from './visit-segments';

const steps = funnelSteps([
  { _uid: 'a', question: 'А' },
  { _uid: 't', question: 'Спасибо' },
]);
const segment = (start: number, a: number, wentOn = start) => ({
  views: { 'Стартовая страница': start, 'q:a': a },
  continued: { 'Стартовая страница': wentOn },
});
const stats: QuizVariantStats = {
  days: { d: { 'Стартовая страница': 30, 'q:a': 12 } },
  continued: { d: { 'Стартовая страница': 12 } },
  answers: {},
  segments: {
    'phone|yandex': segment(10, 4, 4),
    'desktop|yandex': segment(5, 3, 3),
    'phone|vk': segment(8, 2, 2),
    [`desktop|${SOURCE_NONE}`]: segment(4, 2, 2),
    [`phone|${SOURCE_OTHER}`]: segment(3, 1, 1),
  },
};

describe('the funnel of a segment', () => {
  it('sums the segments of a device, of some sources, or both; every visit without a filter', () => {
    expect(segmentTotals(steps, stats, { device: 'phone' }).views).toEqual({ 'Стартовая страница': 21, 'q:a': 7, 'q:t': 0 });
    expect(segmentTotals(steps, stats, { sources: new Set(['yandex']) }).views['Стартовая страница']).toBe(15);
    expect(segmentTotals(steps, stats, { device: 'desktop', sources: new Set(['yandex']) }).continued).toEqual({
      'Стартовая страница': 3,
      'q:a': 0,
      'q:t': 0,
    });
    expect(segmentTotals(steps, stats, {}).views['Стартовая страница']).toBe(30);
  });

  it('ranks the sources by visitors, the top ones apart and the rest with the overflow as one group', () => {
    expect(sourceGroups(stats, 'Стартовая страница')).toEqual({ top: ['yandex', 'vk', SOURCE_NONE], rest: [SOURCE_OTHER] });
    const many: QuizVariantStats = {
      ...stats,
      segments: Object.fromEntries(Array.from({ length: TOP_SOURCES + 2 }, (_, index) => [`phone|s${index}`, segment(index + 1, 0)])),
    };
    expect(sourceGroups(many, 'Стартовая страница')).toEqual({ top: ['s6', 's5', 's4', 's3', 's2'], rest: ['s1', 's0'] });
    expect([SOURCE_NONE, SOURCE_OTHER, 'vk'].map(sourceLabel)).toEqual(['Без метки', 'Другие', 'vk']);
  });
});
