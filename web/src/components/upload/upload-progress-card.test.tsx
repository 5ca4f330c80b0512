// @vitest-environment jsdom
// The loading card says only what happens: on this device nothing is uploaded, so it has no upload stage.
import { cleanup, render, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { UploadProgressCard } from './upload-progress-card';

afterEach(cleanup);

const stages = () => within(screen.getByRole('list', { name: 'Stages' })).getAllByRole('listitem').map((li) => li.textContent);

describe('UploadProgressCard', () => {
  it('shows the upload stage for the server, and none on this device', () => {
    const card = (onDevice: boolean) => (
      <UploadProgressCard title="Checking" label="Check in progress" upload={onDevice ? null : { fraction: 1, done: true }} startedAt={Date.now()} workingLabel="Reading the text" onDevice={onDevice} />
    );
    const view = render(card(false));
    expect(stages()).toEqual(['Image uploaded (done)', 'Reading the text']);
    view.rerender(card(true));
    expect(stages()).toEqual(['Reading the text']);
  });
});
