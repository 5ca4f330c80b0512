import { describe, expect, it } from 'vitest';
import { namesAFile } from './file-paths';

describe('which addresses name a file', () => {
  it.each(['/assets/index-abc123.js', '/favicon.png', '/icons/none.svg', '/search/data.json', '/sw-old.js', '/bench-baseline.html', '/uploads/ad.PNG', '/report.pdf?download=1', '/documents/undertaking.html#top', '/wp-login.php', '/.env'])(
    '%s names a file',
    (address) => expect(namesAFile(address)).toBe(true),
  );

  it.each(['/', '/policy/1.5', '/policy/12', '/category/2.0', '/platform/x.com', '/jurisdiction/U.S.', '/search?q=a.b', '/search?q=x/y.pdf', '/a.js/screen', '/search#x.js'])(
    '%s is a screen of the app, dot or not',
    (address) => expect(namesAFile(address)).toBe(false),
  );
});
