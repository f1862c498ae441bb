// The page component the build prerenders into seagull.html (web/prerender), so the first paint needs no script.
export { SeagullApp as default } from './SeagullApp';
