// The entry module, kept tiny: index.html already shows the app shell pre-rendered at build time, and on a
// reload of a search its remembered answer. This wires the boot path (boot/start-app.ts: the first answer,
// then the app) to the app's pieces, which the boot path does not import itself; React and the router come
// in a chunk of their own (app/mount-app.tsx), once the shell has painted.
// First, before any screen loads zod: zod must not probe for eval under the CSP (boot/zod-without-eval.ts).
import './boot/zod-without-eval';
import './styles.css';
import { dataScreenFor, dataScreenList, landingScreenFor } from './app/data-screens';
import { startApp } from './boot/start-app';
import { offerFirstAnswer } from './lib/search/replica-search';

// Where an offline reload spends its time (npm run bench reads these marks): script-evaluated here, then on
// the search screen rows-read and results-painted (before the index when the address's last answer is
// remembered), index-ready, and replica-open (shell-route's read complete); see boot/first-answer.ts.
performance.mark('script-evaluated');

const container = document.getElementById('root');
if (!container) throw new Error('index.html has no #root element');

startApp(container, { dataScreenFor, dataScreenList, landingScreenFor, offerFirstAnswer, load: () => import('./app/mount-app') });
