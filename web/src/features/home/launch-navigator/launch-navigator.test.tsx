// @vitest-environment jsdom
import 'fake-indexeddb/auto';
import { fireEvent, screen, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { renderScreen, resetReplica, withSeededServer } from '../../../test/render-screen';
import { LaunchNavigator } from './launch-navigator';

const server = withSeededServer();
const open = () => renderScreen('/', [{ path: '/', element: <LaunchNavigator /> }]);
const choose = (label: string, value: string) => fireEvent.change(screen.getByRole('combobox', { name: label }), { target: { value } });

describe('the launch navigator', () => {
  it('offers the spec\'s countries and product types; Analyze is disabled until both are chosen', () => {
    open();
    const options = (label: string) => within(screen.getByRole('combobox', { name: label })).getAllByRole('option').slice(1).map((o) => o.textContent);
    expect(options('Target Country')).toEqual(['India', 'United States', 'United Kingdom', 'European Union']);
    expect(options('Product Type')).toEqual(['Online Casino', 'Cryptocurrency Exchange', 'Alcohol Brand', 'Sports Betting Platform', 'NFT Marketplace']);
    const button = screen.getByRole('button', { name: 'Analyze Launch Requirements' }) as HTMLButtonElement;
    expect(button.disabled).toBe(true);
    choose('Target Country', 'IN');
    expect(button.disabled).toBe(true);
    choose('Product Type', 'online-casino');
    expect(button.disabled).toBe(false);
  });

  it('answers from the data: online casino in India is restricted, with the reason; the roadmap downloads as text', async () => {
    await resetReplica(server());
    open();
    choose('Target Country', 'IN');
    choose('Product Type', 'online-casino');
    fireEvent.click(screen.getByRole('button', { name: 'Analyze Launch Requirements' }));
    const feasibility = within(await screen.findByRole('region', { name: 'Launch Feasibility' }));
    expect(feasibility.getByText('Launch Restricted')).toBeTruthy();
    expect(feasibility.getByRole('list', { name: 'Why launch is restricted' }).textContent).toMatch(/2025/);
    expect(feasibility.getAllByText(/default estimate; no source gives one|months|weeks|₹|$/).length).toBeGreaterThan(0);
    expect(within(screen.getByRole('region', { name: 'Required Licenses' })).getByText('No licence route: see the legal status.')).toBeTruthy();
    // The research note and sources are evidence, behind a closed "How we know" (ADR 227).
    const howWeKnow = feasibility.getByText('How we know').closest('details') as HTMLDetailsElement;
    expect(howWeKnow.open).toBe(false);
    expect(howWeKnow.textContent).toMatch(/No licence route exists[\s\S]*Source last checked/);
    expect(within(howWeKnow).getAllByRole('link').length).toBeGreaterThan(0);

    const created: Blob[] = [];
    URL.createObjectURL = vi.fn((blob: Blob) => (created.push(blob), 'blob:roadmap'));
    URL.revokeObjectURL = vi.fn();
    const click = vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
      expect(this.download).toBe('Launch-Roadmap-Online-Casino-India.txt');
    });
    fireEvent.click(screen.getByRole('button', { name: 'Generate Complete Launch Roadmap' }));
    expect(click).toHaveBeenCalledTimes(1);
    const text = await new Promise<string>((resolve) => {
      const reader = new FileReader();
      reader.onload = () => resolve(String(reader.result));
      reader.readAsText(created[0]!);
    });
    expect(text).toMatch(/^Launch roadmap: Online Casino in India\n[\s\S]*Launch feasibility: Launch Restricted/);
  });
});
