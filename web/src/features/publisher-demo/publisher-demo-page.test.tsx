// @vitest-environment jsdom
import 'fake-indexeddb/auto';
import { fireEvent, screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderScreen, resetReplica, withSeededServer } from '../../test/render-screen';
import { PublisherDemoPage } from './publisher-demo-page';

const server = withSeededServer();
const template = {
  id: 9, key: 'publisher-advertising-policy-template', title: 'Template', kind: 'template', sourceUrl: null, revision: 1,
  markdown: '# {{publisher}} advertising policy: {{category}} in {{market}}\n\n**Status: {{status}}.**\n\n{{description}}\n\n## Sources\n\n{{sources}}',
};

describe('the publisher demo', () => {
  it('shows the mode for the name, a sample written by the generator from the library, and Generate opening the builder filled in', async () => {
    const undertaking = { id: 10, key: 'generic-undertaking', title: 'Undertaking', kind: 'undertaking', sourceUrl: null, revision: 1, markdown: 'To: **[Publisher name]**' };
    server().publish({ documents: [template, undertaking] } as never);
    await resetReplica(server());
    renderScreen('/publisher-demo', [{ path: '/publisher-demo', element: <PublisherDemoPage /> }]);
    expect(await screen.findByRole('heading', { level: 1, name: 'Publisher Policy Builder Demo' })).toBeTruthy();
    await screen.findByRole('region', { name: 'Sample output' });
    expect(screen.queryByRole('status', { name: 'Mode' })).toBeNull();
    const sample = () => within(screen.getByRole('region', { name: 'Sample output' }));
    expect(sample().getByRole('heading', { name: 'Your publisher advertising policy: Cryptocurrency in India' })).toBeTruthy();

    fireEvent.change(screen.getByLabelText('Publisher name'), { target: { value: 'Acme Media' } });
    expect(within(screen.getByRole('status', { name: 'Mode' })).getByText('TEMPLATE')).toBeTruthy();
    expect(sample().getByRole('heading', { name: 'Acme Media advertising policy: Cryptocurrency in India' })).toBeTruthy();
    expect(sample().getByText('Crypto ads in India carry the ASCI disclaimer.')).toBeTruthy();

    fireEvent.change(screen.getByLabelText('Publisher name'), { target: { value: 'Times Internet' } });
    expect(within(screen.getByRole('status', { name: 'Mode' })).getByText('CUSTOM')).toBeTruthy();
    fireEvent.change(screen.getByLabelText('Target jurisdiction'), { target: { value: 'US' } });
    expect(screen.getByRole('link', { name: 'Generate' }).getAttribute('href')).toBe('/publisher-policy-builder?publisher=Times+Internet&jurisdiction=US');
  });
});
