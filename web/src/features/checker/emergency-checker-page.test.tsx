// @vitest-environment jsdom
import 'fake-indexeddb/auto';
import { fireEvent, screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { DEFAULT_APP_CONFIG } from '../../lib/app-config';
import { policy } from '../../lib/replica/testing/fake-server';
import { renderScreen, resetReplica, withSeededServer } from '../../test/render-screen';
import { emergencyAnswer } from './emergency-answer';
import { EmergencyCheckerPage } from './emergency-checker-page';

const server = withSeededServer();
const open = () => renderScreen('/emergency-checker', [{ path: '/emergency-checker', element: <EmergencyCheckerPage /> }]);
const choose = (label: string, value: string) => fireEvent.change(screen.getByRole('combobox', { name: label }), { target: { value } });
const run = (platform: string, category: string, market: string) => {
  choose('Platform', platform);
  choose('Category', category);
  choose('Jurisdiction', market);
  fireEvent.click(screen.getByRole('button', { name: 'Check Policy' }));
};

describe('the emergency checker', () => {
  it('answers from the library on the device when it can, and says so in the debug info', async () => {
    server().publish({ policies: [policy(4, { categoryId: 2, title: 'Alcohol ads (replica)', status: 'limited', jurisdictions: [{ id: 3, code: 'US', name: 'United States' }] })] });
    await resetReplica(server());
    open();
    expect(screen.getByRole('heading', { level: 1, name: 'Simple Policy Checker (Emergency Fix)' })).toBeTruthy();
    run('google', 'alcohol', 'US');
    const result = within(await screen.findByRole('region', { name: 'Result' }));
    expect(result.getByRole('link', { name: 'Alcohol ads (replica)' })).toBeTruthy();
    expect(result.getByText('Allowed with Limitations')).toBeTruthy();
    fireEvent.click(result.getByRole('button', { name: 'Show Debug Info' }));
    const debug = within(result.getByLabelText('Debug info'));
    expect(debug.getByText('the policy library on this device')).toBeTruthy();
    expect(debug.getByText('revision 2')).toBeTruthy();
    expect(debug.getByText(/"title": "Alcohol ads \(replica\)"/)).toBeTruthy();
    expect(result.getByText(/contact Digital Publisher’s legal team/)).toBeTruthy();
  });

  it('when the answer is about the publisher, then the legal team to contact is that publisher’s, not the configured one’s (issue 28)', async () => {
    await resetReplica(null);
    server().offline = true;
    open();
    run('timesinternet', 'alcohol', 'IN');
    const result = within(await screen.findByRole('region', { name: 'Result' }));
    expect(result.getByText(/contact Times Internet’s legal team before the campaign goes live/)).toBeTruthy();
    expect(result.queryByText(/Digital Publisher/)).toBeNull();
  });

  it('when the answer is about a platform, then the legal team to contact is the configured publisher’s', async () => {
    server().config = { ...DEFAULT_APP_CONFIG, publisherName: 'Acme Media' };
    await resetReplica(server());
    open();
    run('facebook', 'alcohol', 'IN');
    const result = within(await screen.findByRole('region', { name: 'Result' }));
    expect(await result.findByText(/contact Acme Media’s legal team/)).toBeTruthy();
  });

  it('with no library on the device and no network, answers from the copy bundled with the app (the real seed)', async () => {
    await resetReplica(null);
    server().offline = true;
    open();
    run('google', 'alcohol', 'US');
    const result = within(await screen.findByRole('region', { name: 'Result' }));
    expect(result.getByText('Allowed with Limitations')).toBeTruthy();
    fireEvent.click(result.getByRole('button', { name: 'Show Debug Info' }));
    const debug = within(result.getByLabelText('Debug info'));
    expect(debug.getByText('the copy bundled with the app')).toBeTruthy();
    expect(debug.getByText(/^sources checked up to \d{4}-\d{2}-\d{2}$/)).toBeTruthy();
    expect(debug.getByText(/"key": "google-alcohol-us"/)).toBeTruthy();
  });

  it('the publisher, Real Money Gaming, India: the mandatory-undertaking warning and its link', async () => {
    await resetReplica(null);
    server().offline = true;
    open();
    run('timesinternet', 'real-money-gaming', 'IN');
    const result = within(await screen.findByRole('region', { name: 'Result' }));
    expect(result.getByText(/An advertiser undertaking is mandatory/)).toBeTruthy();
    expect(result.getByRole('link', { name: 'View the undertaking' }).getAttribute('href')).toBe('/times-internet-undertaking');
  });

  it('a library that never answers (a blocked upgrade) gives way to the bundled copy after the wait', async () => {
    const { replica } = await import('../../lib/replica/replica-db');
    const held = replica().backendDB().transaction('meta', 'readwrite').objectStore('meta');
    let holding = true;
    const keepBusy = () => {
      if (holding) held.count().onsuccess = keepBusy;
    };
    keepBusy();
    try {
      const answer = await emergencyAnswer({ platform: 'google', category: 'alcohol', jurisdiction: 'US' }, 50);
      expect(answer.from).toBe('snapshot');
      expect(answer.fallbackReason).toBe('the policy library did not answer within 0.05 s');
    } finally {
      holding = false;
    }
  });
});
