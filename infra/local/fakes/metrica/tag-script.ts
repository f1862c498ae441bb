// The fake's tag.js: what the official loader does for our pages, minus the tracking. It replaces the
// queueing `ym` of Metrica's snippet, replays the queued calls, and from then on records every counter
// initialised and every goal reached in `window.__metricaFake` (what a browser test reads) and posts
// each to the fake (GET /__fake/hits lists them, for a person trying `npm start`). A goal Metrica would
// not count is kept apart in `refused` with the reason: its id must not contain / \ & # ? = " and the
// counter is a number (yandex.ru/support/metrica/objects/reachgoal.html; docs/integrations.md § Yandex Metrica).
export const GOAL_ID_FORBIDDEN = /[/\\&#?="]/;

export function tagScript(hitsUrl: string): string {
  return `(function () {
  var state = (window.__metricaFake = window.__metricaFake || { inits: [], goals: [], refused: [] });
  var forbidden = ${GOAL_ID_FORBIDDEN.toString()};
  function send(hit) {
    try { navigator.sendBeacon(${JSON.stringify(hitsUrl)}, JSON.stringify(hit)); } catch (error) {}
  }
  function ym(counter, action, value) {
    if (typeof counter !== 'number' || !isFinite(counter)) { state.refused.push({ counter: counter, action: action, reason: 'the counter is not a number' }); return; }
    if (action === 'init') { state.inits.push({ counter: counter, options: value || {} }); send({ counter: counter, action: action }); }
    if (action === 'reachGoal') {
      if (typeof value !== 'string' || value === '' || forbidden.test(value)) { state.refused.push({ counter: counter, goal: value, reason: 'a goal id is text without / \\\\ & # ? = "' }); return; }
      state.goals.push({ counter: counter, goal: value }); send({ counter: counter, action: action, goal: value });
    }
  }
  var queued = (window.ym && window.ym.a) || [];
  window.ym = ym;
  for (var i = 0; i < queued.length; i++) ym.apply(null, queued[i]);
})();
`;
}
