// The ad tools end to end (desktop and phone) against the real server — OCR and the rules, no model: the
// analyzer in each mode on labelled fixture creatives (fixtures/ad-creatives), the detection page's redirect,
// the landing's AI Analyzer tab, offline, the history and its CSV, the printed report, and an image shared
// into the app through the service worker's share target.
import { readFile } from 'node:fs/promises';
import { expect, test } from './fixtures';
import { expectAccessible } from './pages/accessibility';
import { AdAnalyzerScreen, creative } from './pages/ad-analyzer-screen';
import { waitForApp } from './pages/app-shell';
import { goOffline, goOnline, waitForServiceWorkerControl } from './pages/offline';

const isAnalysisEvent = (url: string, method: string) => url.endsWith('/api/events/ad-analysis') && method === 'POST';

test.describe('the ad analyzer', () => {
  test('world-class (the default): the verdict, the risk bar and the report tabs, the publisher tab, the engine, the events and the printed report', async ({ page, problems }) => {
    const analyzer = new AdAnalyzerScreen(page);
    await analyzer.goto();
    await expect(analyzer.submit).toHaveText('Analyze with World-Class AI');
    await expect(analyzer.submit).toBeDisabled();
    await expect(page.getByText('Please provide an image file, platform, and jurisdiction')).toBeVisible();
    await expectAccessible(page);

    await analyzer.chooseImage('rmg-in-rummy-with-disclaimers');
    await analyzer.choose({ platform: 'timesinternet', jurisdiction: 'IN' });
    await expect(analyzer.submit).toBeEnabled();
    const started = page.waitForRequest((r) => isAnalysisEvent(r.url(), r.method()) && r.postDataJSON()?.event === 'ad_analysis_started');
    const completed = page.waitForRequest((r) => isAnalysisEvent(r.url(), r.method()) && r.postDataJSON()?.event === 'ad_analysis_completed');
    const answer = page.waitForResponse((r) => r.url().endsWith('/api/analyze-ad-world-class'));
    await analyzer.run();
    expect((await answer).status()).toBe(200);
    expect((await answer).request().headers()['content-type']).toMatch(/^multipart\/form-data; boundary=/);
    expect((await started).postDataJSON()).toEqual({ event: 'ad_analysis_started', label: 'timesinternet:world-class:started', path: '/ad-analyzer' });
    expect((await completed).postDataJSON().label).toMatch(/^timesinternet:world-class:(NON_COMPLIANT|REQUIRES_REVIEW|CONDITIONAL_APPROVAL|COMPLIANT)$/);

    const result = analyzer.result;
    await expect(result.getByRole('heading', { name: 'World-Class Analysis Result' })).toBeVisible();
    await expect(result.getByText('Verdict', { exact: true })).toBeVisible();
    await expect(result.getByRole('meter', { name: 'Risk score' })).toHaveAttribute('aria-valuenow', /^\d+$/);
    await expect(result.getByText(/Real Money Gaming \(detected from the ad's text, \d+% sure\)/)).toBeVisible();
    await expect(result.getByText('OCR + rules', { exact: true })).toBeVisible();
    await expect(analyzer.tabs().getByRole('tab')).toHaveText([
      'Critical Issues', 'Policy Requirements', 'Age & Targeting', 'Certifications', 'Disclaimers', 'Action Plan', 'Publisher Policy',
    ]);
    await expect(analyzer.tabs().getByRole('tab', { name: 'Critical Issues' })).toHaveAttribute('aria-selected', 'true');
    await expect(result.getByRole('list', { name: 'Critical issues' }).getByRole('listitem').first()).toBeVisible();
    await expectAccessible(page);

    await analyzer.openTab('Age & Targeting');
    await expect(result.getByText(/^(MISSING|PRESENT)$/)).toBeVisible();
    await expect(result.getByText(/^(DETECTED|CLEAR)$/)).toBeVisible();
    await expect(result.getByText('APPROPRIATE', { exact: true })).toBeVisible();
    await analyzer.openTab('Policy Requirements');
    await expect(result.getByText('Platform-specific penalties may apply')).toBeVisible();
    await analyzer.openTab('Publisher Policy');
    await expect(result.getByRole('heading', { name: 'Publisher requirements' })).toBeVisible();
    await analyzer.openTab('Action Plan');
    await expect(result.getByRole('heading', { name: 'Legal & Regulatory Context' })).toBeVisible();
    await expect(result.getByRole('heading', { name: 'Applicable laws' })).toBeVisible();

    await result.getByText(/^Text read from the image \(\d+% confidence\)$/).click();
    await expect(result.getByText(/rummy/i).first()).toBeVisible();
    const image = result.getByRole('img', { name: 'The analysed ad' });
    await expect(image).toBeVisible();
    await expect.poll(() => analyzer.imageLoaded(image)).toBe(true);

    // Print report: every section, alone, on A4.
    await page.emulateMedia({ media: 'print' });
    const report = page.getByRole('article', { name: 'Printed report' });
    await expect(report).toBeVisible();
    for (const section of ['Critical Issues', 'Policy Requirements', 'Age & Targeting', 'Disclaimers', 'Action Plan', 'Publisher Policy']) {
      await expect(report.getByRole('heading', { level: 2, name: section, exact: true })).toBeVisible();
    }
    await expect(report.getByRole('heading', { name: 'Legal & Regulatory Context', exact: true })).toBeVisible();
    await expect(page.getByRole('banner')).toBeHidden();
    await expect(analyzer.result).toBeHidden();
    await expect(analyzer.history).toBeHidden();
    await page.emulateMedia({ media: 'screen' });
    await expect(report).toBeHidden();

    await result.getByRole('button', { name: 'Start New Analysis' }).click();
    await expect(analyzer.result).toHaveCount(0);
    await expect(page.getByRole('combobox', { name: 'Platform' })).toHaveValue('');
    await expect(analyzer.submit).toBeDisabled();
    expect(problems.pageErrors).toEqual([]);
    expect(problems.consoleErrors).toEqual([]);
  });

  test('standard: the derived status, score and counts, the issues with severity, confidence, fix and source, and the Policy Reference', async ({ page, problems }) => {
    const analyzer = new AdAnalyzerScreen(page);
    await analyzer.goto();
    await analyzer.chooseImage('crypto-in-300-percent-in-3-months');
    await analyzer.choose({ mode: 'Standard', platform: 'facebook', jurisdiction: 'IN', category: 'cryptocurrency' });
    await expect(analyzer.submit).toHaveText('Analyze Ad Creative');
    const answer = page.waitForResponse((r) => r.url().endsWith('/api/analyze-ad'));
    await analyzer.run();
    const body = (await (await answer).json()) as { violations: { ruleId: string; severity: string }[] };
    expect(body.violations.map((v) => v.ruleId)).toEqual(expect.arrayContaining(['crypto-in-short-period-returns', 'crypto-in-vda-disclaimer']));

    const result = analyzer.result;
    await expect(result.getByRole('heading', { name: 'Standard Analysis Result' })).toBeVisible();
    await expect(analyzer.tabs().getByRole('tab', { name: 'Summary' })).toHaveAttribute('aria-selected', 'true');
    await expect(result.getByText('Major Compliance Issues Detected')).toBeVisible();
    const score = result.getByRole('group', { name: 'Compliance score' });
    await expect(score).toContainText('0%');
    await expect(score).toContainText('Non-Compliant');
    await expect(score).toContainText(`Total${body.violations.length}`);
    await expect(result.getByRole('button', { name: 'View Complete Policy Information' })).toBeVisible();

    await analyzer.openTab(`Issues (${body.violations.length})`);
    const issues = result.getByRole('list', { name: 'Violations' }).getByRole('listitem');
    await expect(issues).toHaveCount(body.violations.length);
    await expect(issues.first().getByText(/^(High|Medium|Low) severity$/)).toBeVisible();
    await expect(issues.first().getByText(/^Confidence \d+%$/)).toBeVisible();
    await expect(issues.first().getByText(/^Fix:/)).toBeVisible();
    await expect(issues.first().getByRole('link', { name: /Source/ })).toHaveAttribute('href', /^https:\/\//);

    await result.getByRole('tab', { name: 'Summary' }).click();
    await result.getByRole('button', { name: 'View Complete Policy Information' }).click();
    await expect(analyzer.tabs().getByRole('tab', { name: 'Policy Reference' })).toHaveAttribute('aria-selected', 'true');
    const reference = result.getByRole('region', { name: 'Official Policy Reference' });
    await expect(reference.getByRole('heading', { level: 3 })).toBeVisible();
    await reference.getByRole('button', { name: 'Show Requirements' }).click();
    await expect(reference.getByRole('list', { name: 'Requirements' })).toBeVisible();
    await expectAccessible(page);
    expect(problems.pageErrors).toEqual([]);
  });

  test('enhanced: a compliant ad, the recommendations, the policy requirements; detection fills the category in', async ({ page, problems }) => {
    const analyzer = new AdAnalyzerScreen(page);
    await analyzer.goto();
    await analyzer.chooseImage('alcohol-us-lager-compliant');
    await analyzer.choose({ mode: 'Enhanced', platform: 'google', jurisdiction: 'US' });
    await expect(analyzer.submit).toHaveText('Analyze with Enhanced AI');
    // Held until the loading card has been seen (an image read before answers in milliseconds).
    let release!: () => void;
    const held = new Promise<void>((resolve) => (release = resolve));
    await page.route('**/api/analyze-ad-enhanced', async (route) => {
      await held;
      await route.continue();
    });
    await analyzer.submit.click();
    await expect(analyzer.progress.getByRole('heading', { name: 'AI Category Detection & Analysis in Progress' })).toBeVisible();
    await expect(analyzer.progress.getByText(/^Detecting the category, reading the text \(OCR\) and checking the rules/)).toBeVisible();
    release();
    await expect(analyzer.result).toBeVisible({ timeout: 20_000 });

    const result = analyzer.result;
    await expect(result.getByRole('heading', { name: 'Enhanced Analysis Result' })).toBeVisible();
    await expect(result.getByText('Ad Appears Compliant')).toBeVisible();
    await expect(result.getByText(/Alcohol \(detected from the ad's text, \d+% sure\)/)).toBeVisible();
    await expect(result.getByRole('tab', { name: 'Issues (0)' })).toBeVisible();
    await analyzer.openTab('Issues (0)');
    await expect(result.getByText('No Issues Detected')).toBeVisible();
    await analyzer.openTab('Recommendations');
    await expect(result.getByRole('heading', { name: 'Policy requirements' })).toBeVisible();
    await expect(result.getByText('Target only users of legal drinking age (21)')).toBeVisible();
    await expectAccessible(page);
    expect(problems.pageErrors).toEqual([]);
  });

  test('Cancel stops an analysis that has not answered and keeps the image and choices; the next run answers', async ({ page, problems }) => {
    const analyzer = new AdAnalyzerScreen(page);
    await analyzer.goto();
    await analyzer.chooseImage('alcohol-us-lager-compliant');
    await analyzer.choose({ mode: 'Standard', platform: 'google', jurisdiction: 'US', category: 'alcohol' });
    // The first request never reaches the server: a server that hangs.
    let calls = 0;
    await page.route('**/api/analyze-ad', async (route) => {
      calls += 1;
      if (calls === 1) return; // held for ever
      await route.continue();
    });
    await analyzer.submit.click();
    await expect(analyzer.progress).toBeVisible();
    await page.getByRole('button', { name: 'Cancel', exact: true }).click();
    await expect(analyzer.progress).toHaveCount(0);
    await expect(page.getByText('Analysis cancelled. Your image and choices are kept.')).toBeVisible();
    await expect(analyzer.error).toHaveCount(0);
    await expect(analyzer.preview('alcohol-us-lager-compliant.png')).toBeVisible();
    await expect(page.getByRole('combobox', { name: 'Platform' })).toHaveValue('google');
    await expect(page.getByRole('combobox', { name: 'Category' })).toHaveValue('alcohol');
    await expect(page.getByRole('combobox', { name: 'Jurisdiction' })).toHaveValue('US');
    await analyzer.run();
    expect(calls).toBe(2);
    expect(problems.pageErrors).toEqual([]);
  });

  test('the history: the analysis just run is listed and opens again; Download CSV exports the history', async ({ page }) => {
    const analyzer = new AdAnalyzerScreen(page);
    await analyzer.goto();
    await analyzer.chooseImage('crypto-gb-guaranteed-staking');
    await analyzer.choose({ mode: 'Standard', platform: 'google', jurisdiction: 'GB', category: 'cryptocurrency' });
    const answer = page.waitForResponse((r) => r.url().endsWith('/api/analyze-ad'));
    await analyzer.run();
    const { analysis } = (await (await answer).json()) as { analysis: { id: number } };
    const row = analyzer.history.getByRole('button', { name: new RegExp(`^#${analysis.id} · Standard · Google · Cryptocurrency · United Kingdom`) });
    await expect(row).toBeVisible();

    await analyzer.result.getByRole('button', { name: 'Start New Analysis' }).click();
    await row.click();
    await expect(analyzer.result.getByText(new RegExp(`^Analysis #${analysis.id} · `))).toBeVisible();
    await expect(analyzer.result.getByRole('heading', { name: 'Standard Analysis Result' })).toBeVisible();
    await expect(analyzer.result.getByText('Major Compliance Issues Detected')).toBeVisible();

    const [download] = await Promise.all([page.waitForEvent('download'), analyzer.history.getByRole('link', { name: 'Download CSV' }).click()]);
    expect(download.suggestedFilename()).toBe('ad-analyses.csv');
    const csv = await readFile(await download.path(), 'utf8');
    expect(csv.split('\r\n')[0]).toBe('id,createdAt,mode,platform,category,jurisdiction,detectedCategory,detectionConfidence,verdict,engine,model,ocrConfidence,durationMs,filePath');
    expect(csv).toContain(`\r\n${analysis.id},`);
  });
});

test.describe('category detection', () => {
  test('/ad-classify uploads the image and opens the analyzer on it with the category chosen; the analysis drops the filePath from the URL', async ({ page, problems }) => {
    await page.goto('/ad-classify');
    await waitForApp(page);
    await expect(page.getByRole('heading', { level: 1, name: 'AI Ad Creative Analyzer' })).toBeVisible();
    const detect = page.getByRole('button', { name: 'Upload and Detect Ad Category' });
    await expect(detect).toBeDisabled();
    await expect(page.getByText('Please select an image file first')).toBeVisible();
    await page.getByLabel(/Ad image/).setInputFiles(creative('crypto-in-get-rich-quick'));
    await expect(page.getByRole('link', { name: 'Skip auto-detection and select category manually' })).toHaveAttribute('href', '/ad-analyzer');
    await expectAccessible(page);
    await detect.click();

    await expect(page).toHaveURL(/\/ad-analyzer\?filePath=[0-9a-f]{64}\.png&category=Cryptocurrency$/);
    const analyzer = new AdAnalyzerScreen(page);
    await expect(analyzer.heading).toBeVisible();
    const preview = analyzer.preview('Uploaded image');
    await expect(preview).toHaveAttribute('src', /^\/uploads\/[0-9a-f]{64}\.png$/);
    await expect.poll(() => analyzer.imageLoaded(preview)).toBe(true);
    await expect(page.getByRole('combobox', { name: 'Category' })).toHaveValue('cryptocurrency');

    await page.getByRole('combobox', { name: 'Platform' }).selectOption('facebook');
    await page.getByRole('combobox', { name: 'Jurisdiction' }).selectOption('IN');
    const answer = page.waitForResponse((r) => r.url().endsWith('/api/analyze-ad-world-class'));
    await analyzer.run();
    expect((await answer).request().postDataJSON()).toMatchObject({ platform: 'facebook', jurisdiction: 'IN', category: 'Cryptocurrency', filePath: expect.stringMatching(/^[0-9a-f]{64}\.png$/) });
    await expect(page).toHaveURL(/\/ad-analyzer\?category=Cryptocurrency$/);
    expect(problems.pageErrors).toEqual([]);
  });

  test('the skip link takes the chosen image to the analyzer', async ({ page }) => {
    await page.goto('/ad-classify');
    await waitForApp(page);
    await page.getByLabel(/Ad image/).setInputFiles(creative('none-coffee-shop'));
    await page.getByRole('link', { name: 'Skip auto-detection and select category manually' }).click();
    const analyzer = new AdAnalyzerScreen(page);
    await expect(analyzer.heading).toBeVisible();
    await expect(analyzer.preview('none-coffee-shop.png')).toBeVisible();
  });
});

test.describe('the landing AI Analyzer tab', () => {
  test('uploads the image, analyzes it world-class (Real Money Gaming sent as Gambling & Lottery) and shows the basic result', async ({ page, problems }) => {
    await page.goto('/?tab=ai');
    await waitForApp(page);
    const tab = page.getByRole('region', { name: 'Compliance tools' }).getByRole('tabpanel');
    await expect(tab.getByRole('heading', { name: 'AI Analyzer' })).toBeVisible();
    const analyze = tab.getByRole('button', { name: 'Analyze with AI' });
    await expect(analyze).toBeDisabled();
    await expect(tab.getByText('Please select platform, category, and jurisdiction.')).toBeVisible();
    await tab.getByRole('combobox', { name: 'Platform' }).selectOption('google');
    await tab.getByRole('combobox', { name: 'Advertisement Category' }).selectOption('real-money-gaming');
    await tab.getByRole('combobox', { name: 'Jurisdiction' }).selectOption('IN');
    await expect(tab.getByText('Please upload an image to analyze.')).toBeVisible();

    const uploaded = page.waitForResponse((r) => r.url().endsWith('/api/uploads'));
    await tab.getByLabel(/Ad image/).setInputFiles(creative('rmg-in-fantasy-cricket-small-print'));
    expect((await uploaded).status()).toBe(201);
    await expect(tab.getByText('Uploaded: ready for analysis')).toBeVisible();
    await expect(analyze).toBeEnabled();
    const answer = page.waitForResponse((r) => r.url().endsWith('/api/analyze-ad-world-class'));
    await analyze.click();
    expect((await answer).request().postDataJSON()).toEqual({ imagePath: expect.stringMatching(/^[0-9a-f]{64}\.png$/), platform: 'google', category: 'Gambling & Lottery', jurisdiction: 'IN' });

    const result = tab.getByRole('region', { name: 'Analysis Result' });
    await expect(result.getByText(/^(Compliant|Non-Compliant)$/)).toBeVisible();
    await expect(result.getByText('Non-Compliant', { exact: true })).toBeVisible();
    await expect(result.getByRole('list', { name: 'Violations' }).getByRole('listitem').first().getByText(/^Confidence \d+%$/)).toBeVisible();
    await expectAccessible(page);

    await result.getByRole('link', { name: 'Open the full report' }).click();
    const analyzer = new AdAnalyzerScreen(page);
    await expect(analyzer.result.getByRole('heading', { name: 'World-Class Analysis Result' })).toBeVisible();
    await expect(page).toHaveURL(/\/ad-analyzer$/);
    expect(problems.pageErrors).toEqual([]);
  });
});

test.describe('offline', () => {
  test('the analyzer says analysis needs a connection, keeps the image and choices, and runs once back online', { tag: '@offline' }, async ({ page, context }) => {
    const analyzer = new AdAnalyzerScreen(page);
    await analyzer.goto();
    await waitForServiceWorkerControl(page);
    await expect(analyzer.heading).toBeVisible();
    await analyzer.chooseImage('gambling-us-guaranteed-win');
    await analyzer.choose({ platform: 'google', jurisdiction: 'US' });
    await expect(analyzer.submit).toBeEnabled();

    await goOffline(context);
    await expect(page.getByText('Analysis needs a connection', { exact: true })).toBeVisible();
    await expect(analyzer.submit).toBeDisabled();
    await expect(page.getByText(/Your image and choices are kept; connect to run it\./)).toBeVisible();
    await expect(analyzer.preview('gambling-us-guaranteed-win.png')).toBeVisible();
    await expect(page.getByRole('combobox', { name: 'Platform' })).toHaveValue('google');
    await expectAccessible(page);

    await goOnline(context);
    await expect(analyzer.submit).toBeEnabled();
    await analyzer.run();
    await expect(analyzer.result.getByText('Verdict', { exact: true })).toBeVisible();
  });
});

test.describe('the share target', () => {
  test('an image shared into the app (a multipart POST to /ad-analyzer?shared=1) is kept by the service worker and becomes the chosen image', { tag: '@offline' }, async ({ page, problems }) => {
    const analyzer = new AdAnalyzerScreen(page);
    await analyzer.goto();
    await waitForServiceWorkerControl(page);
    const manifest = (await (await page.request.get('/manifest.webmanifest')).json()) as { share_target: unknown };
    expect(manifest.share_target).toMatchObject({ action: '/ad-analyzer?shared=1', method: 'POST', enctype: 'multipart/form-data' });

    // What the share sheet does: a multipart POST of the file in the `image` field.
    const bytes = [...(await readFile(creative('alcohol-gb-gin-compliant')))];
    const answer = await page.evaluate(async (data) => {
      const form = new FormData();
      form.append('image', new File([new Uint8Array(data)], 'shared gin ad.png', { type: 'image/png' }));
      const response = await fetch('/ad-analyzer?shared=1', { method: 'POST', body: form, redirect: 'manual' });
      return response.type;
    }, bytes);
    // The worker answered with a redirect (the server has no such route: it would be a 404).
    expect(answer).toBe('opaqueredirect');

    await page.goto('/ad-analyzer?shared=1');
    await expect(analyzer.preview('shared gin ad.png')).toBeVisible();
    await expect.poll(() => analyzer.imageLoaded(analyzer.preview('shared gin ad.png'))).toBe(true);
    await expect(page).toHaveURL(/\/ad-analyzer$/);
    await analyzer.choose({ platform: 'facebook', jurisdiction: 'GB' });
    await analyzer.run();
    await expect(analyzer.result.getByText(/Alcohol \(detected from the ad's text/)).toBeVisible();
    expect(problems.pageErrors).toEqual([]);
  });
});
