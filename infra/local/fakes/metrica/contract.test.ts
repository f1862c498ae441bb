// The Metrica fake's tag against Metrica's documentation (the snippet's queueing `ym`, ym(counter, 'init'),
// ym(counter, 'reachGoal', target): yandex.ru/support/metrica/objects/reachgoal.html; docs/integrations.md
// § Yandex Metrica), and the product's goals and calls against the fake's tag.
import { runInNewContext } from 'node:vm';
import { metricGoals } from '../../../../shared/domain/metric-goals';
import { GOAL_ID_FORBIDDEN, tagScript } from './tag-script';

interface FakeState {
  inits: Array<{ counter: number }>;
  goals: Array<{ counter: number; goal: string }>;
  refused: Array<{ reason: string }>;
}

/** A page where Metrica's snippet queued `calls` before tag.js arrived; answers the page to call ym on. */
function pageWithTag(calls: unknown[][]) {
  const beacons: string[] = [];
  const window: Record<string, any> = { ym: Object.assign(() => undefined, { a: calls, l: Date.now() }) };
  runInNewContext(tagScript('http://fake/__fake/hits'), {
    window,
    navigator: { sendBeacon: (_url: string, body: string) => beacons.push(body) },
  });
  return { ym: window.ym as (...call: unknown[]) => void, state: window.__metricaFake as FakeState, beacons };
}

describe('the Metrica fake tag', () => {
  it('replays the snippet’s queue, then records counters and goals as Metrica counts them', () => {
    const page = pageWithTag([[98765432, 'init', { clickmap: true }]]);
    page.ym(98765432, 'reachGoal', metricGoals.quizSent);
    expect(page.state.inits).toEqual([{ counter: 98765432, options: { clickmap: true } }]);
    expect(page.state.goals).toEqual([{ counter: 98765432, goal: 'dentleadQuiz' }]);
    expect(page.beacons).toHaveLength(2);
  });

  it('refuses a goal id Metrica does not take and a counter that is not a number', () => {
    const page = pageWithTag([]);
    page.ym(98765432, 'reachGoal', 'quiz/sent');
    page.ym(98765432, 'reachGoal', 'a=b');
    page.ym('98765432', 'reachGoal', 'ok');
    expect(page.state.goals).toEqual([]);
    expect(page.state.refused).toHaveLength(3);
  });

  it('takes every goal the product reaches (docs/contract/widget-quiz-configurator.md §7)', () => {
    for (const goal of Object.values(metricGoals)) expect(goal).not.toMatch(GOAL_ID_FORBIDDEN);
    const page = pageWithTag([]);
    for (const goal of Object.values(metricGoals)) page.ym(1, 'reachGoal', goal);
    expect(page.state.goals.map((hit) => hit.goal)).toEqual(Object.values(metricGoals));
  });
});
