// The second script of the page: the build bundles it and writes it into index.html right after the
// pre-rendered shell (web/build/inline-scripts.ts; allowed by its hash), so it runs before any of the app's
// modules has loaded. When shell-route has read the rows of this address's last answer, they are painted at
// once; the first answer (first-answer.ts) then checks what was painted against the search.
import { bootHandoff, handOff } from '../lib/boot-handoff';
import { paintRemembered } from './first-answer-paint';

const { rememberedAnswer } = bootHandoff();
if (rememberedAnswer) {
  const url = new URL(window.location.href);
  handOff({ rememberedPaint: rememberedAnswer.then((answer) => paintRemembered(answer, url)).catch(() => null) });
}
