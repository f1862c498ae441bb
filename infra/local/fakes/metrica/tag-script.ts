// The fake's tag.js: what the official loader does for our pages, minus the tracking. It replaces the
// queueing `ym` of Metrica's snippet, replays the queued calls, and from then on records every counter
// initialised and every goal reached in `window.__metricaFake` (what a browser test reads) and posts
// each to the fake (GET /__fake/hits lists them, for a person trying `npm start`).
export function tagScript(hitsUrl: string): string {
  return `(function () {
  var state = (window.__metricaFake = window.__metricaFake || { inits: [], goals: [] });
  function send(hit) {
    try { navigator.sendBeacon(${JSON.stringify(hitsUrl)}, JSON.stringify(hit)); } catch (error) {}
  }
  function ym(counter, action, value) {
    if (action === 'init') { state.inits.push({ counter: counter, options: value || {} }); send({ counter: counter, action: action }); }
    if (action === 'reachGoal') { state.goals.push({ counter: counter, goal: value }); send({ counter: counter, action: action, goal: value }); }
  }
  var queued = (window.ym && window.ym.a) || [];
  window.ym = ym;
  for (var i = 0; i < queued.length; i++) ym.apply(null, queued[i]);
})();
`;
}
