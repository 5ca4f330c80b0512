// Inlined into index.html after the pre-rendered shell (web/inline-scripts.ts bundles it), so it runs before
// any of the app's modules: when shell-route.js has read the rows of this address's last answer, they are
// painted at once, without waiting for a script to load. first-answer.ts picks up what was painted and checks
// it against the search.
import { paintRemembered } from './first-answer-paint';

if (window.__replicaLastAnswer) {
  const url = new URL(window.location.href);
  window.__rememberedPaint = window.__replicaLastAnswer.then((answer) => paintRemembered(answer, url)).catch(() => null);
}
